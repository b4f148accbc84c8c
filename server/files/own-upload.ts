/**
 * Whether a result's file is the student's own (issue 31): a result that names a file (a reading
 * report's imgUrl, a recording's url) must name an upload that student made, in the bucket the result
 * takes, on this server; not a classmate's report, not a picture of another site, not a voice file
 * passed off as a report. One helper for every result that names a file.
 */
import { PUBLIC_UPLOADS_BASE } from '@core/contract';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/http-error';

/** The stored key an address names: exactly `/files/uploads/<key>` as the upload answered it (no host, query or encoding). */
export function uploadKeyOf(url: string): string | undefined {
  if (!url.startsWith(PUBLIC_UPLOADS_BASE)) return undefined;
  const key = url.slice(PUBLIC_UPLOADS_BASE.length);
  // The shape of the keys the upload makes (bucket/day/uuid.ext): nothing else can be a stored file.
  return /^[\w-]{1,40}\/[\w.-]{1,40}\/[\w-]{1,80}\.\w{1,10}$/.test(key) ? key : undefined;
}

/** Whether `url` names a file `studentId` uploaded to `bucket`. */
export async function ownUpload(db: Queryable, studentId: string, url: string, bucket: string): Promise<boolean> {
  const key = uploadKeyOf(url);
  if (key === undefined) return false;
  const [row] = await db.query('SELECT 1 FROM stored_files WHERE key = $1 AND user_id = $2 AND bucket = $3', [key, studentId, bucket]);
  return row !== undefined;
}

/**
 * Refuses the result unless `url` names a file `studentId` uploaded to `bucket`, in the words a student
 * reads first (the app shows a refusal's message), the field and the rule after them.
 */
export async function assertOwnUpload(db: Queryable, studentId: string, url: string, bucket: string, path: string): Promise<void> {
  if (!(await ownUpload(db, studentId, url, bucket))) throw badRequest(`${path}: 文件不是你上传的 (not a file of yours in the ${bucket} bucket)`);
}
