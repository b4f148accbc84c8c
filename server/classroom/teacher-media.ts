/**
 * A teacher's media for their tasks (issue 36): pictures, sounds, videos and PDF documents, checked as
 * a student's uploads are (the type read from the bytes, never the name; refused when it carries markup;
 * pictures decoded and written afresh; a size cap per kind; a day's quota), and listed for reuse by the
 * teachers of the school. Served as the content packs' media are, at an address no one can guess
 * (/files/media/teacher/<day>/<uuid>.<ext>) without a sign-in: a student's phone shows a task's picture
 * with a plain <img>, plays its sound and video with range requests, and caches them offline. A task's
 * media are teaching material, not a student's data (their recordings and reports stay behind sign-in).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { ErrorCode } from '@core/contract';
import type { Database, Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import { HttpError } from '../http/http-error';
import { TEACHER_UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE, recordWithinQuota, sameSchoolSql } from '../files/file-repository';
import { carriesMarkup, sniffFileKind } from '../files/file-types';
import { isPicture } from '../files/picture-reencode';
import { freshPicture } from '../routes/file-routes';
import { TEACHER_MEDIA_MAX_BYTES, type TeacherMedia, type TeacherMediaKind } from './task-library-contract';

/** The stored_files bucket of teachers' media (a key's first part). */
export const TEACHER_MEDIA_BUCKET = 'teacher';
/** How many of the school's media the list answers (the newest). */
export const MEDIA_LISTED = 200;

const MB = 1024 * 1024;
const KIND_NAMES: Record<TeacherMediaKind, string> = { picture: '图片', audio: '声音', video: '视频', document: '文档' };

/** What a teacher may upload, by the type its bytes show. */
const KIND_OF_TYPE: Record<string, TeacherMediaKind> = {
  'image/png': 'picture',
  'image/jpeg': 'picture',
  'image/webp': 'picture',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/mp4': 'audio',
  'audio/webm': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  'application/pdf': 'document',
};

export const MediaRefusals = {
  type: '只能上传图片（PNG、JPEG、WebP）、声音（MP3、WAV、M4A）、视频（MP4、WebM）或 PDF 文档',
  markup: '文件里含有网页或脚本代码，不能上传',
  picture: '图片无法读取，请换一张',
  tooLarge: (kind: TeacherMediaKind) => `文件太大：${KIND_NAMES[kind]}最大 ${TEACHER_MEDIA_MAX_BYTES[kind] / MB} MB`,
  largest: `文件太大：最大 ${Math.max(...Object.values(TEACHER_MEDIA_MAX_BYTES)) / MB} MB`,
} as const;

const refusedType = (message: string) => new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);
export const mediaTooLarge = (message: string) => new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, message);
export const overQuota = () => new HttpError(429, ErrorCode.RATE_LIMITED, UPLOAD_QUOTA_MESSAGE);

interface MediaRow { id: string; owner_id: string; owner_name: string; file_key: string; kind: TeacherMediaKind; name: string; content_type: string; size_bytes: number | string; created_at_sec: number | string }

/** Where a teacher's media file is, under the files folder, and its address. */
const TEACHER_MEDIA_FOLDER = 'media';
export const teacherMediaUrl = (key: string) => `/files/${TEACHER_MEDIA_FOLDER}/${key}`;

const mediaOf = (row: MediaRow): TeacherMedia => ({
  id: row.id,
  url: teacherMediaUrl(row.file_key),
  kind: row.kind,
  name: row.name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  ownerName: row.owner_name,
  createdAtSec: Number(row.created_at_sec),
});

/**
 * Checks a teacher's file and stores it under `filesDir/media/teacher/`, recorded as a stored file (the
 * day's quota counts it) and as the teacher's media in one transaction within that quota.
 */
export async function storeTeacherMedia(
  db: Database,
  { filesDir, logger }: { filesDir: string; logger: Logger },
  teacherId: string,
  upload: { bytes: Uint8Array; name: string },
): Promise<TeacherMedia> {
  const type = sniffFileKind(upload.bytes);
  const kind = type ? KIND_OF_TYPE[type.contentType] : undefined;
  if (!type || !kind) throw refusedType(MediaRefusals.type);
  if (upload.bytes.byteLength > TEACHER_MEDIA_MAX_BYTES[kind]) throw mediaTooLarge(MediaRefusals.tooLarge(kind));
  if (carriesMarkup(upload.bytes)) throw refusedType(MediaRefusals.markup);
  const bytes = isPicture(type.contentType) ? await freshPicture(upload.bytes, type.contentType, refusedType(MediaRefusals.picture), logger) : upload.bytes;

  const key = `${TEACHER_MEDIA_BUCKET}/${new Date().toISOString().slice(0, 10)}/${randomUUID()}.${type.extension}`;
  const target = join(filesDir, TEACHER_MEDIA_FOLDER, key);
  await mkdir(dirname(target), { recursive: true });
  // Write then rename, so a half-written file is never served (a crash leaves a .part, removed at start-up).
  await writeFile(`${target}.part`, bytes);
  const id = `media-${randomUUID()}`;
  const createdAtSec = nowSec();
  const recorded = await recordWithinQuota(db, { key, userId: teacherId, bucket: TEACHER_MEDIA_BUCKET, contentType: type.contentType, sizeBytes: bytes.length }, {
    quota: TEACHER_UPLOAD_QUOTA,
    alsoRecord: (tx) =>
      tx.query('INSERT INTO teacher_media (id, owner_id, file_key, kind, name, content_type, size_bytes, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        id, teacherId, key, kind, upload.name, type.contentType, bytes.length, createdAtSec,
      ]).then(() => undefined),
  });
  if (!recorded) {
    await rm(`${target}.part`, { force: true });
    throw overQuota();
  }
  await rename(`${target}.part`, target);
  const [owner] = await db.query<{ nick_name: string }>('SELECT nick_name FROM users WHERE id = $1', [teacherId]);
  return mediaOf({ id, owner_id: teacherId, owner_name: owner?.nick_name ?? '', file_key: key, kind, name: upload.name, content_type: type.contentType, size_bytes: bytes.length, created_at_sec: createdAtSec });
}

/** The media of the teacher and of the teachers of their school (by classes, as files are read), newest first. */
export async function schoolMedia(db: Queryable, teacherId: string, kind?: TeacherMediaKind): Promise<TeacherMedia[]> {
  const rows = await db.query<MediaRow>(
    `SELECT m.*, u.nick_name AS owner_name FROM teacher_media m JOIN users u ON u.id = m.owner_id
      WHERE (m.owner_id = $1 OR ${sameSchoolSql('$1', 'm.owner_id')}) AND ($2::text IS NULL OR m.kind = $2)
      ORDER BY m.created_at_sec DESC, m.id DESC LIMIT ${MEDIA_LISTED}`,
    [teacherId, kind ?? null],
  );
  return rows.map(mediaOf);
}
