/** Event notifications (spec 01 §7, spec 02 §7). */
import { z } from '../content/zod';

/** POST /api/v1/chronus/event/notifications. */
export const eventNotificationRequestSchema = z.object({
  type: z.number().int().min(0).max(1),
  alixReanswer: z.object({ groupHomeworkId: z.string().min(1), studentId: z.string().min(1) }).optional(),
});
