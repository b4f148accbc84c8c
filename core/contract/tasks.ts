/** Episodes, the error notebook, classroom tasks, reports, adaptive homework (spec 01 §7, spec 02 §7). */
import { z } from 'zod';
import { submittedAnswerSchema } from './homework';

/** GET /api/v1/chronus/episode?episodeIds=a,b (or repeated): episodes with their activities. */
export const episodesQuerySchema = z.object({
  episodeIds: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string()).min(1).max(50)),
});

/** POST /api/v1/chronus/student/error_notebook. */
export const errorNotebookRequestSchema = z.object({
  revisal_contents: z
    .array(z.object({ studentHomeworkId: z.string().min(1), episode_id: z.string().min(1), episode_type: z.number().int(), answer: submittedAnswerSchema }))
    .min(1)
    .max(500),
});
export const errorNotebookResponseSchema = z.object({
  /** Revised answers still wrong: the player's '%N questions not yet revised correctly'. */
  notRevisedCount: z.number(),
  errorNotebooks: z.array(z.object({ homeworkId: z.string(), totalError: z.number(), alreadyRevisal: z.number(), needToRevisal: z.number() })),
});

/** GET /api/v1/chronus/student/classroom/task and /student/quiz: the current task (404 when none). */
export const classroomTaskQuerySchema = z.object({ groupId: z.string().optional(), groupTaskId: z.string().optional() }).passthrough();
export { classroomTaskResponseSchema } from './classroom';

/** POST /api/v1/chronus/student/quiz (submitStudentQuizAndRead). */
export const submitQuizRequestSchema = z.object({
  episodeAnswer: z.object({ episodeId: z.string().min(1), answers: z.array(submittedAnswerSchema).max(200) }),
  unitId: z.string().optional(),
  groupId: z.string().min(1),
  groupTaskId: z.string().min(1),
  periodId: z.string().optional(),
  taskType: z.literal(1),
});
export const submitQuizResponseSchema = z.object({ groupTaskId: z.string(), answeredCount: z.number(), accuracy: z.number() });

/** POST /api/v1/chronus/student/classroom/task/{optionalTaskId or groupTaskId}: stored as sent. */
export const classroomTaskResultSchema = z.record(z.string(), z.unknown());

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

/** GET /api/v1/chronus/student/adaptive-assignments. */
export const adaptiveListQuerySchema = z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(20), marker: z.string().max(200).optional() });
export const smartHomeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  assignAtSec: z.number(),
  finished: z.boolean(),
  assignmentDetail: z.object({ categories: z.array(z.string()), mode: z.number() }),
  groupTaskId: z.string().optional(),
  activities: z.array(z.object({ activityId: z.string(), episodeId: z.string(), uuid: z.string(), activity: z.looseObject({ id: z.string(), type: z.number() }) })),
});
export const adaptiveListResponseSchema = z.object({ list: z.array(smartHomeworkSchema), marker: z.string().nullable() });

/** POST /api/v1/chronus/student/adaptive-assignments/{id}/answer (postSmartHomeworkList). */
export const smartAnswerRequestSchema = z.object({
  id: z.string().optional(),
  answers: z
    .array(z.object({ answer: submittedAnswerSchema, identifier: z.object({ activityId: z.string(), episodeId: z.string(), uuid: z.string() }) }))
    .min(1)
    .max(200),
});
export const smartAnswerResponseSchema = z.object({ id: z.string(), finished: z.boolean(), answeredCount: z.number(), activityCount: z.number(), accuracy: z.number() });

/** GET /api/v1/chronus/analysis/exercise/{studentHomeworkId}: what the learning-analysis page shows. */
export const analysisResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  accuracy: z.number(),
  answeredCount: z.number(),
  activityCount: z.number(),
  timeSpentSec: z.number(),
  byType: z.array(z.object({ type: z.number(), total: z.number(), correct: z.number() })),
  /** Spoken words that scored under 60, lowest first. */
  weakWords: z.array(z.object({ word: z.string(), score: z.number() })),
});

/** POST /api/v1/chronus/event/notifications. */
export const eventNotificationRequestSchema = z.object({
  type: z.number().int().min(0).max(1),
  alixReanswer: z.object({ groupHomeworkId: z.string().min(1), studentId: z.string().min(1) }).optional(),
});

/** GET /api/v1/chronus/interactive_tasks/answers?groupTaskId=...: the class's answers to a task. */
export const taskAnswersQuerySchema = z.object({ groupTaskId: z.string().min(1) });
