/**
 * Stored files and the grants to upload them: upload tokens (single-use, per bucket), the stored
 * files' records, and who may read a file (its owner, and users of the owner's schools).
 */
import type { Queryable } from '../db/database';
import { hashToken, nowSec } from '../auth/tokens';

export const UPLOAD_TOKEN_TTL_SEC = 3600;

export async function grantUpload(db: Queryable, uploadToken: string, userId: string, bucket: string): Promise<void> {
  await db.query('INSERT INTO upload_tokens (token_hash, user_id, bucket, expires_at_sec) VALUES ($1, $2, $3, $4)', [hashToken(uploadToken), userId, bucket, nowSec() + UPLOAD_TOKEN_TTL_SEC]);
}

/** The grant of a live upload token, used up by this call whatever comes of the upload: one token, one file. */
export async function takeUploadGrant(db: Queryable, uploadToken: string): Promise<{ user_id: string; bucket: string } | undefined> {
  const [grant] = await db.query<{ user_id: string; bucket: string }>(
    'DELETE FROM upload_tokens WHERE token_hash = $1 AND expires_at_sec > $2 RETURNING user_id, bucket',
    [hashToken(uploadToken), nowSec()],
  );
  return grant;
}

export async function recordStoredFile(db: Queryable, file: { key: string; userId: string; bucket: string; contentType: string; sizeBytes: number }): Promise<void> {
  await db.query('INSERT INTO stored_files (key, user_id, bucket, content_type, size_bytes, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [
    file.key,
    file.userId,
    file.bucket,
    file.contentType,
    file.sizeBytes,
    nowSec(),
  ]);
}

export async function storedFile(db: Queryable, key: string): Promise<{ user_id: string; content_type: string } | undefined> {
  const [file] = await db.query<{ user_id: string; content_type: string }>('SELECT user_id, content_type FROM stored_files WHERE key = $1', [key]);
  return file;
}

/** Whether `viewerId` may read a file of `ownerId`: the owner, or someone of one of the owner's schools. */
export async function sharesSchool(db: Queryable, viewerId: string, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return true;
  const [row] = await db.query(
    `SELECT 1 FROM class_members a JOIN classes ca ON ca.id = a.class_id
       JOIN classes cb ON cb.school_id = ca.school_id JOIN class_members b ON b.class_id = cb.id
      WHERE a.user_id = $1 AND b.user_id = $2 LIMIT 1`,
    [viewerId, ownerId],
  );
  return row !== undefined;
}
