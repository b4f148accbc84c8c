/**
 * Storage token and upload (spec 01 §7): the token call says which bucket may be written; the upload
 * (multipart: token, file) stores the file under DATA_DIR/files/uploads and answers its key; the
 * public address is /files/uploads/<key>.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { ErrorCode, UPLOAD_PATH, storageTokenRequestSchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError, badRequest, unauthenticated } from '../http/http-error';
import { readBody } from '../http/validate';
import { newToken } from '../auth/tokens';
import { UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE, grantUpload, quotaHasRoom, recordWithinQuota, takeUploadGrant, uploadedInWindow } from '../files/file-repository';
import { PictureToolMissing, UndecodablePicture, isPicture, reencodePicture } from '../files/picture-reencode';
import { FORM_OVERHEAD_BYTES, readUploadBody, tooLarge } from '../http/upload-body';
import { BUCKET_RULES, bucketRules, carriesMarkup, sniffFileKind } from '../files/file-types';
import { filesDirOf } from '../config';

const LARGEST_UPLOAD = Math.max(...Object.values(BUCKET_RULES).map((r) => r.maxBytes));

/** POST /api/v1/caen/qiniu/upload (protected). */
export function storageTokenRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/api/v1/caen/qiniu/upload', async (c) => {
    const { bucket } = await readBody(c, storageTokenRequestSchema);
    if (!bucketRules(bucket)) throw badRequest(`body.bucket: unknown bucket "${bucket}" (${Object.keys(BUCKET_RULES).join(', ')})`);
    // A day's uploads used up: no token, so no upload is even sent (issue 31, item 12).
    if ((await uploadedInWindow(db, c.get('userId'))).files >= UPLOAD_QUOTA.files) throw overQuota();
    const uploadToken = newToken();
    await grantUpload(db, uploadToken, c.get('userId'), bucket);
    return c.json({ uploadToken });
  });
  return routes;
}

/** POST /upload (multipart; the form's token is the credential, as with a storage service). */
export function uploadRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db, logger } = deps;
  const routes = new Hono<AppEnv>();
  routes.post(UPLOAD_PATH, async (c) => {
    // Until the whole body is read, a refusal ends the connection rather than read the rest (issue 31, items 13 and 17).
    c.header('Connection', 'close');
    // The size header, the token and the quota are checked before the file is read (issue 31, item 13).
    const declared = declaredLength(c.req.header('content-length'));
    if (declared > LARGEST_UPLOAD + FORM_OVERHEAD_BYTES) throw tooLarge(LARGEST_UPLOAD);
    const body = await readUploadBody(c.req.raw);
    if (body.token === '') throw badRequest('body.token: is required');
    const grant = await takeUploadGrant(db, body.token);
    if (!grant) throw unauthenticated('upload token invalid or expired');
    const rules = bucketRules(grant.bucket)!;
    const bucketTooLarge = new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `file larger than ${rules.maxBytes} bytes for bucket ${grant.bucket}`);
    if (declared > rules.maxBytes + FORM_OVERHEAD_BYTES) throw bucketTooLarge;
    if (!quotaHasRoom(await uploadedInWindow(db, grant.user_id), Math.max(0, declared - FORM_OVERHEAD_BYTES))) throw overQuota();

    const form = await body.readForm(rules.maxBytes + FORM_OVERHEAD_BYTES);
    c.header('Connection', undefined);
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('body.file: is required (a file)');
    if (file.size > rules.maxBytes) throw bucketTooLarge;
    if (file.size === 0) throw badRequest('body.file: is empty');
    const received = new Uint8Array(await file.arrayBuffer());
    const kind = sniffFileKind(received);
    const refused = new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `bucket ${grant.bucket} accepts ${rules.accepts.join(', ')}`);
    if (!kind || !rules.accepts.includes(kind.contentType) || carriesMarkup(received)) throw refused;
    const bytes = isPicture(kind.contentType) ? await freshPicture(received, kind.contentType, refused, logger) : received;

    const day = new Date().toISOString().slice(0, 10);
    const key = `${grant.bucket}/${day}/${randomUUID()}.${kind.extension}`;
    const target = join(filesDirOf(deps.config), 'uploads', key);
    await mkdir(dirname(target), { recursive: true });
    // Write then rename, so a half-written file is never served (a crash leaves a .part, removed at start-up).
    await writeFile(`${target}.part`, bytes);
    if (!(await recordWithinQuota(db, { key, userId: grant.user_id, bucket: grant.bucket, contentType: kind.contentType, sizeBytes: bytes.length }))) {
      await rm(`${target}.part`, { force: true });
      throw overQuota();
    }
    await rename(`${target}.part`, target);
    return c.json({ key });
  });
  return routes;
}

/** The Content-Length header as a number, 0 when absent (the body's cap still applies as it is read). */
function declaredLength(header: string | undefined): number {
  const length = Number(header ?? 0);
  return Number.isSafeInteger(length) && length >= 0 ? length : 0;
}

const overQuota = () => new HttpError(429, ErrorCode.RATE_LIMITED, UPLOAD_QUOTA_MESSAGE);

/** The picture decoded and written afresh (picture-reencode.ts); `refused` when it does not decode. A teacher's media take it too. */
export async function freshPicture(bytes: Uint8Array, contentType: string, refused: HttpError, logger: ServerDeps['logger']): Promise<Uint8Array> {
  try {
    return await reencodePicture(bytes, contentType);
  } catch (error) {
    if (error instanceof UndecodablePicture) throw refused;
    if (error instanceof PictureToolMissing) {
      logger.error('pictures cannot be taken: ffmpeg is not installed (apt-get install ffmpeg)');
      throw new HttpError(503, ErrorCode.INTERNAL, '图片暂时无法上传，请稍后再试');
    }
    throw error;
  }
}
