/** Bearer tokens: 256 random bits, handed out once, stored only as their SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type TokenKind = 'access' | 'refresh' | 'handoff';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const nowSec = (): number => Math.floor(Date.now() / 1000);

export async function storeToken(db: Queryable, token: string, userId: string, kind: TokenKind, ttlSec: number, pairHash?: string): Promise<number> {
  const created = nowSec();
  const expiresAtSec = created + ttlSec;
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, kind, expires_at_sec, created_at_sec, pair_hash) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(token), userId, kind, expiresAtSec, created, pairHash ?? null],
  );
  return expiresAtSec;
}

/** The user (and their type) a live access token belongs to; a disabled account has none. */
export async function userOfAccessToken(db: Queryable, token: string): Promise<{ userId: string; userType: number; expiresAtSec: number } | undefined> {
  return userOfAccessTokenHash(db, hashToken(token));
}

/** The same, by the token's hash (what the auth_changes channel names). */
export async function userOfAccessTokenHash(db: Queryable, tokenHash: string): Promise<{ userId: string; userType: number; expiresAtSec: number } | undefined> {
  const [row] = await db.query<{ user_id: string; user_type: number; expires_at_sec: number | string }>(
    `SELECT t.user_id, u.user_type, t.expires_at_sec FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = 'access' AND NOT t.revoked AND t.expires_at_sec > $2 AND NOT u.disabled`,
    [tokenHash, nowSec()],
  );
  return row && { userId: row.user_id, userType: row.user_type, expiresAtSec: Number(row.expires_at_sec) };
}

/** The user a live (unexpired, unrevoked) token of `kind` belongs to. */
export async function userOfToken(db: Queryable, token: string, kind: TokenKind): Promise<{ userId: string; pairHash: string | null } | undefined> {
  const [row] = await db.query<{ user_id: string; pair_hash: string | null }>(
    'SELECT user_id, pair_hash FROM auth_tokens WHERE token_hash = $1 AND kind = $2 AND NOT revoked AND expires_at_sec > $3',
    [hashToken(token), kind, nowSec()],
  );
  return row && { userId: row.user_id, pairHash: row.pair_hash };
}

export async function revokeTokens(db: Queryable, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.query('UPDATE auth_tokens SET revoked = true WHERE token_hash = ANY($1::text[])', [hashes]);
}
