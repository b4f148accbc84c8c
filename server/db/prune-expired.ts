/**
 * Rows that only ever expire, deleted on a schedule (issue 31, items 12 and 18): upload tokens past
 * their hour, idempotency keys past their 24 h, sign-in throttle buckets whose window and back-off have
 * both passed (the next attempt would start them afresh anyway), and used sign-in signatures past
 * their skew. Without this they pile up for every token taken and every address that ever tried.
 */
import type { Queryable } from './database';
import { nowSec } from '../auth/tokens';
import { IDEMPOTENCY_TTL_SEC } from '../http/idempotency';

export interface PruneSettings {
  /** The sign-in throttle's window (config.failedLoginWindowSec). */
  throttleWindowSec: number;
}

export interface Pruned { uploadTokens: number; idempotencyKeys: number; throttleRows: number; loginSignatures: number }

export async function pruneExpired(db: Queryable, { throttleWindowSec }: PruneSettings, now = nowSec()): Promise<Pruned> {
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} RETURNING 1`, params)).length;
  return {
    uploadTokens: await count('DELETE FROM upload_tokens WHERE expires_at_sec <= $1', [now]),
    idempotencyKeys: await count('DELETE FROM idempotency_keys WHERE created_at_sec < $1', [now - IDEMPOTENCY_TTL_SEC]),
    throttleRows: await count('DELETE FROM login_throttle WHERE window_start_sec <= $1 AND next_allowed_at_sec <= $2', [now - throttleWindowSec, now]),
    loginSignatures: await count('DELETE FROM used_login_signatures WHERE expires_at_sec < $1', [now]),
  };
}
