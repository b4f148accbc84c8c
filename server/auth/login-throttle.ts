/**
 * How many password attempts may be made, counted in the database so every server process sees the
 * same numbers (issue 11, item 5). An attempt is counted before its password is checked, in one
 * INSERT ... ON CONFLICT DO UPDATE per bucket, so a burst of parallel attempts cannot slip past the
 * limit. The buckets:
 *
 * - account + address: `limit` attempts per window, then 429 until the window passes;
 * - account: after `limit` attempts, each further one waits twice as long as the last (1 s, 2 s, 4 s,
 *   ... up to the window): a back-off, not a lock, and no help to someone guessing from many places;
 * - address: `limit` x 100 per window, a ceiling on spraying many accounts from one address, high
 *   enough that a whole school behind one address never meets it;
 * - account + known device: a device that signed in to this account before (its hashed device id)
 *   counts on its own bucket only, so a correct password from the student's own phone gets in
 *   while someone else is being held back on the account.
 *
 * A successful sign-in clears the account's buckets and gives the address back its attempt.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { nowSec } from './tokens';

export interface ThrottleSettings {
  /** Attempts per account (per address or device) in a window. */
  maxFailedLogins: number;
  windowSec: number;
}

export interface LoginAttempt {
  login: string;
  ip: string;
  /** The app's device id, when the client sent one. */
  deviceId?: string | undefined;
}

interface Bucket { name: string; limit: number; backOff: boolean }

/** How many attempts one address may make per window, per allowed attempt of one account. */
export const ADDRESS_CEILING_FACTOR = 100;
const MAX_BACK_OFF_DOUBLINGS = 20;

const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export class LoginThrottle {
  constructor(private readonly db: Queryable, private readonly settings: ThrottleSettings) {}

  /** Whether this device has signed in to the account with its password before. */
  async isKnownDevice(userId: string | undefined, deviceId: string | undefined): Promise<boolean> {
    if (!userId || !deviceId) return false;
    const [row] = await this.db.query('SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash = $2', [userId, hashed(deviceId)]);
    return row !== undefined;
  }

  private buckets(attempt: LoginAttempt, knownDevice: boolean): Bucket[] {
    const { maxFailedLogins: limit } = this.settings;
    const account = hashed(attempt.login);
    if (knownDevice && attempt.deviceId) return [{ name: `device:${account}:${hashed(attempt.deviceId)}`, limit, backOff: false }];
    return [
      { name: `address:${attempt.ip}`, limit: limit * ADDRESS_CEILING_FACTOR, backOff: false },
      { name: `account-address:${account}:${attempt.ip}`, limit, backOff: false },
      { name: `account:${account}`, limit, backOff: true },
    ];
  }

  /**
   * Counts the attempt in each of its buckets; false (count nothing more) as soon as one is full.
   * Each bucket's check and count are one statement: PostgreSQL locks the row between them.
   */
  async reserve(attempt: LoginAttempt, knownDevice: boolean): Promise<boolean> {
    const now = nowSec();
    const { windowSec } = this.settings;
    for (const bucket of this.buckets(attempt, knownDevice)) {
      const rows = await this.db.query(
        `INSERT INTO login_throttle AS t (bucket, attempts, window_start_sec, next_allowed_at_sec) VALUES ($1, 1, $2, 0)
         ON CONFLICT (bucket) DO UPDATE SET
           attempts = CASE WHEN t.window_start_sec <= $2 - $3 THEN 1 ELSE t.attempts + 1 END,
           window_start_sec = CASE WHEN t.window_start_sec <= $2 - $3 THEN $2 ELSE t.window_start_sec END,
           next_allowed_at_sec = CASE WHEN $5 AND t.window_start_sec > $2 - $3 AND t.attempts + 1 >= $4
                                      THEN $2 + LEAST(power(2, LEAST(t.attempts + 1 - $4, $6))::int8, $3) ELSE 0 END
         WHERE t.window_start_sec <= $2 - $3 OR (t.attempts < $4 AND NOT $5) OR ($5 AND (t.attempts < $4 OR t.next_allowed_at_sec <= $2))
         RETURNING attempts`,
        [bucket.name, now, windowSec, bucket.limit, bucket.backOff, MAX_BACK_OFF_DOUBLINGS],
      );
      if (rows.length === 0) return false;
    }
    return true;
  }

  /** After a right password: the account starts afresh, the address gets its attempt back, the device is known. */
  async succeeded(attempt: LoginAttempt, userId: string): Promise<void> {
    const account = hashed(attempt.login);
    await this.db.query(`DELETE FROM login_throttle WHERE bucket = ANY($1::text[]) OR bucket LIKE $2`, [
      [`account:${account}`, `account-address:${account}:${attempt.ip}`],
      `device:${account}:%`,
    ]);
    await this.db.query('UPDATE login_throttle SET attempts = GREATEST(attempts - 1, 0) WHERE bucket = $1', [`address:${attempt.ip}`]);
    if (attempt.deviceId) {
      await this.db.query(
        `INSERT INTO known_devices (user_id, device_hash, last_seen_sec) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_sec = EXCLUDED.last_seen_sec`,
        [userId, hashed(attempt.deviceId), nowSec()],
      );
    }
  }
}
