/** Adaptive (smart) homework (spec 01 §7). */
import { z } from '../content/zod';
import { submittedAnswerSchema } from './homework';

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
