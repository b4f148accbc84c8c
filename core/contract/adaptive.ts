/** Adaptive (smart) homework (spec 01 §7). */
import { withDefault, z } from '../content/zod';
import { submittedAnswerSchema } from './homework';

/** GET /api/v1/chronus/student/adaptive-assignments. */
export const adaptiveListQuerySchema = z.object({ pageSize: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100)), 20), marker: z.optional(z.string().check(z.maxLength(200))) });
export const smartHomeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  assignAtSec: z.number(),
  finished: z.boolean(),
  assignmentDetail: z.object({ categories: z.array(z.string()), mode: z.number() }),
  groupTaskId: z.optional(z.string()),
  activities: z.array(z.object({ activityId: z.string(), episodeId: z.string(), uuid: z.string(), activity: z.looseObject({ id: z.string(), type: z.number() }) })),
});
export const adaptiveListResponseSchema = z.object({ list: z.array(smartHomeworkSchema), marker: z.nullable(z.string()) });

/** POST /api/v1/chronus/student/adaptive-assignments/{id}/answer (postSmartHomeworkList). */
export const smartAnswerRequestSchema = z.object({
  id: z.optional(z.string()),
  answers: z
    .array(z.object({ answer: submittedAnswerSchema, identifier: z.object({ activityId: z.string(), episodeId: z.string(), uuid: z.string() }) })).check(z.minLength(1), z.maxLength(200)),
});
export const smartAnswerResponseSchema = z.object({ id: z.string(), finished: z.boolean(), answeredCount: z.number(), activityCount: z.number(), accuracy: z.number() });
