/** Event notifications (spec 01 §7): kept as sent, for the school's other systems to read. */
import type { z } from 'zod/mini';
import type { eventNotificationRequestSchema } from '@core/contract';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';

export async function recordEventNotification(db: Queryable, userId: string, notification: z.infer<typeof eventNotificationRequestSchema>): Promise<void> {
  await db.query('INSERT INTO event_notifications (user_id, type, payload, created_at_sec) VALUES ($1, $2, $3, $4)', [userId, notification.type, JSON.stringify(notification), nowSec()]);
}
