/**
 * Stored files and the grants to upload them: upload tokens (single-use, per bucket), the stored
 * files' records, and who may read a file (its owner, and users of the owner's schools).
 */
import type { Database, Queryable } from '../db/database';
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

/**
 * What one user may upload in any 24 hours (issue 31, item 12): enough for a day of homework (a
 * recording per spoken answer, a report picture per task) and no more, so one account cannot fill
 * the disk.
 */
export const UPLOAD_QUOTA = { files: 50, bytes: 100 * 1024 * 1024, windowSec: 24 * 3600 } as const;
export const UPLOAD_QUOTA_MESSAGE = '今天上传的文件太多了，请明天再试';
export type UploadQuota = { readonly files: number; readonly bytes: number };

/**
 * What a teacher may upload for their tasks in any 24 hours (issue 36): a video may weigh 100 MB, so
 * a student's quota would allow one; this still keeps one account from filling the disk.
 */
export const TEACHER_UPLOAD_QUOTA: UploadQuota = { files: 200, bytes: 1024 * 1024 * 1024 };

/** The files and bytes a user has uploaded in the quota's window. */
export async function uploadedInWindow(db: Queryable, userId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db.query<{ files: number; bytes: number }>(
    'SELECT count(*)::int8 AS files, coalesce(sum(size_bytes), 0)::int8 AS bytes FROM stored_files WHERE user_id = $1 AND created_at_sec > $2',
    [userId, nowSec() - UPLOAD_QUOTA.windowSec],
  );
  return row ?? { files: 0, bytes: 0 };
}

/** Whether the quota has room for one more file of `sizeBytes` after `used`. */
export const quotaHasRoom = (used: { files: number; bytes: number }, sizeBytes: number, quota: UploadQuota = UPLOAD_QUOTA) => used.files < quota.files && used.bytes + sizeBytes <= quota.bytes;

/**
 * Records a stored file if its owner's quota has room for it, and says whether it did. The user's row
 * is locked for the count and the insert, so parallel uploads cannot all fit in the last place.
 * `alsoRecord` writes what else names the file (a teacher's media row) in the same transaction.
 */
export async function recordWithinQuota(
  db: Database,
  file: { key: string; userId: string; bucket: string; contentType: string; sizeBytes: number },
  options: { quota?: UploadQuota; alsoRecord?: (tx: Queryable) => Promise<void> } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [file.userId]);
    if (!quotaHasRoom(await uploadedInWindow(tx, file.userId), file.sizeBytes, options.quota)) return false;
    await recordStoredFile(tx, file);
    await options.alsoRecord?.(tx);
    return true;
  });
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

/**
 * SQL: whether the users `viewer` and `owner` (SQL expressions: parameters or columns) are in classes
 * of one school. A school's people are found by their classes; a teacher's shared tasks and media
 * (issue 36) are scoped by the same rule as the files.
 */
export const sameSchoolSql = (viewer: string, owner: string) =>
  `EXISTS (SELECT 1 FROM class_members a JOIN classes ca ON ca.id = a.class_id
       JOIN classes cb ON cb.school_id = ca.school_id JOIN class_members b ON b.class_id = cb.id
      WHERE a.user_id = ${viewer} AND b.user_id = ${owner})`;

/** Whether `viewerId` may read a file of `ownerId`: the owner, or someone of one of the owner's schools. */
export async function sharesSchool(db: Queryable, viewerId: string, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return true;
  const [row] = await db.query<{ shared: boolean }>(`SELECT ${sameSchoolSql('$1', '$2')} AS shared`, [viewerId, ownerId]);
  return row?.shared === true;
}
