/** The report at the end of a practice session (spec 01 §7). */
import { z } from '../content/zod';

/** POST /api/v1/chronus/student/report_session (the report session call). */
export const reportSessionRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('homework'),
    activityId: z.string(),
    episodeActivities: z.array(z.unknown()).optional(),
    textBook: z.string().optional(),
    unitId: z.string().optional(),
    category: z.string().optional(),
    followAnswers: z.array(z.unknown()).optional(),
    oldAnswers: z.array(z.unknown()).optional(),
  }),
  z.object({
    type: z.literal('exercise'),
    unitId: z.string().optional(),
    groupId: z.string(),
    periodId: z.string().optional(),
    episodeId: z.string().optional(),
    groupTaskId: z.string(),
  }),
]);
export const reportSessionResponseSchema = z.object({ id: z.string(), report: z.object({ accuracy: z.number() }) });
