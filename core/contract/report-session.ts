/** The report at the end of a practice session (spec 01 §7). */
import { z } from '../content/zod';

/** POST /api/v1/chronus/student/report_session (the report session call). */
export const reportSessionRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('homework'),
    activityId: z.string(),
    episodeActivities: z.optional(z.array(z.unknown())),
    textBook: z.optional(z.string()),
    unitId: z.optional(z.string()),
    category: z.optional(z.string()),
    followAnswers: z.optional(z.array(z.unknown())),
    oldAnswers: z.optional(z.array(z.unknown())),
  }),
  z.object({
    type: z.literal('exercise'),
    unitId: z.optional(z.string()),
    groupId: z.string(),
    periodId: z.optional(z.string()),
    episodeId: z.optional(z.string()),
    groupTaskId: z.string(),
  }),
]);
export const reportSessionResponseSchema = z.object({ id: z.string(), report: z.object({ accuracy: z.number() }) });
