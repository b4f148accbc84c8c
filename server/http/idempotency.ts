/**
 * Idempotency-Key on submitting calls (issue 11, item 10). The app sends one key per logical
 * submission and the same key on every retry; the server runs the first request with a key and
 * answers every later one with that first result, adding nothing. Keys are kept per user for 24 h in
 * the database, so a retry may land on any server process. A request with the same key but another
 * body or address is refused (422); one that arrives while the first is still running waits for it.
 * The first request's writes commit together with its key's mark (idempotent-effects.ts), so a key
 * whose process died after its effect is never run again (issue 31, item 9).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '@core/contract';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { AppEnv } from './context';
import { HttpError, badRequest } from './http-error';
import { EFFECT_COMMITTED, asKeyedSubmission } from './idempotent-effects';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_SEC = 24 * 3600;
/**
 * A first request still unfinished after this long is taken as lost (its process died): run again if
 * it had no effect yet, answered TAKEN if its effect committed.
 */
const ABANDONED_AFTER_SEC = 60;
const WAIT_FOR_FIRST_MS = 10_000;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

interface KeyRow { request_hash: string; status: number | null; response: { body: string; contentType: string } | null; created_at_sec: number }

/** The answer to a retry whose first request's effect committed but whose answer was lost with its process. */
const TAKEN: Pick<KeyRow, 'status' | 'response'> = { status: 200, response: { body: '{}', contentType: 'application/json' } };

const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function idempotentSubmissions(db: Queryable): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    // An answer that holds a new password (a teacher's reset, issue 34) is never kept for a replay. A
    // multipart upload (a teacher's media, issue 36) is no text to hash, and its route reads the body as a stream.
    if (key === undefined || c.req.method !== 'POST' || c.req.path.endsWith('/password') || isMultipart(c.req.header('content-type'))) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest(`header ${IDEMPOTENCY_HEADER}: 8-128 letters, digits or . _ : -`);
    const userId = c.get('userId');
    // The body is read (and kept) once here; the route reads the same text again.
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${await c.req.text()}`).digest('hex');

    const now = nowSec();
    await db.query('DELETE FROM idempotency_keys WHERE created_at_sec < $1 OR (status IS NULL AND created_at_sec < $2)', [now - IDEMPOTENCY_TTL_SEC, now - ABANDONED_AFTER_SEC]);
    const claimed = await db.query(
      'INSERT INTO idempotency_keys (user_id, key, request_hash, created_at_sec) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, key) DO NOTHING RETURNING key',
      [userId, key, requestHash, now],
    );
    if (claimed.length === 0) return replay(c, await firstResult(db, userId, key, requestHash));

    // A failed request's key is let go only while nothing of it has committed; once its effect has,
    // the key stays with the TAKEN answer, and a retry is answered, never run.
    const letGo = async () => {
      await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key]);
      await db.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2 AND status = $5', [userId, key, TAKEN.status, JSON.stringify(TAKEN.response), EFFECT_COMMITTED]);
    };
    try {
      await asKeyedSubmission({ userId, key }, () => next());
    } catch (error) {
      await letGo();
      throw error;
    }
    // Refusals that may pass later (busy, server errors) are not kept: a retry runs again.
    const { status } = c.res;
    if (status >= 500 || status === 429 || status === 409) {
      await letGo();
      return;
    }
    const body = await c.res.clone().text();
    await db.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      status,
      JSON.stringify({ body, contentType: c.res.headers.get('content-type') ?? 'application/json' }),
    ]);
  };
}

/** The stored result of the first request with this key, waiting while it still runs. */
async function firstResult(db: Queryable, userId: string, key: string, requestHash: string): Promise<KeyRow> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db.query<KeyRow>('SELECT request_hash, status, response, created_at_sec FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
    if (!row) throw new HttpError(409, ErrorCode.CONFLICT, 'the first request with this Idempotency-Key failed: send it again');
    if (row.request_hash !== requestHash) throw new HttpError(422, ErrorCode.VALIDATION_FAILED, `header ${IDEMPOTENCY_HEADER}: already used for another request`);
    if (row.status !== null && row.status !== EFFECT_COMMITTED) return row;
    if (row.status === EFFECT_COMMITTED && row.created_at_sec < nowSec() - ABANDONED_AFTER_SEC) return { ...row, ...TAKEN };
    if (Date.now() > deadline) throw new HttpError(409, ErrorCode.CONFLICT, 'the first request with this Idempotency-Key is still being processed');
    await sleep(50);
  }
}

function replay(c: Parameters<MiddlewareHandler>[0], row: Pick<KeyRow, 'status' | 'response'>): Response {
  c.header('Idempotent-Replayed', 'true');
  c.header('Content-Type', row.response?.contentType ?? 'application/json');
  return c.body(row.response?.body ?? '', row.status as 200);
}
