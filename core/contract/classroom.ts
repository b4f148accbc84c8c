/** The current classroom task's answer (GET /api/v1/chronus/student/classroom/task and /student/quiz). */
import { z } from 'zod';

export const classroomTaskResponseSchema = z.object({
  groupTaskId: z.string(),
  taskType: z.number(),
  groupId: z.string(),
  unitId: z.string().optional(),
  periodId: z.string().optional(),
  title: z.string(),
  episodeActivities: z.array(z.looseObject({ episodeId: z.string(), activities: z.array(z.unknown()) })),
  interactiveTask: z.unknown().optional(),
  startedAtSec: z.number(),
});
