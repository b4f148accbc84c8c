/** Event notifications (spec 01 §7, spec 02 §7). */
import { z } from '../content/zod';

/** POST /api/v1/chronus/event/notifications. */
export const eventNotificationRequestSchema = z.object({
  type: z.int().check(z.gte(0), z.lte(1)),
  alixReanswer: z.optional(z.object({ groupHomeworkId: z.string().check(z.minLength(1)), studentId: z.string().check(z.minLength(1)) })),
});
