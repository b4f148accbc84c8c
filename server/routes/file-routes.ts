/**
 * Storage token and upload (spec 01 §7): the token call says which bucket may be written; the upload
 * (multipart: token, file) stores the file under DATA_DIR/files/uploads and answers its key; the
 * public address is /files/uploads/<key>.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode, UPLOAD_PATH, storageTokenRequestSchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError, badRequest, unauthenticated } from '../http/http-error';
import { readBody } from '../http/validate';
import { newToken } from '../auth/tokens';
import { grantUpload, recordStoredFile, takeUploadGrant } from '../files/file-repository';
import { BUCKET_RULES, bucketRules, carriesMarkup, sniffFileKind } from '../files/file-types';
import { filesDirOf } from '../config';

const LARGEST_UPLOAD = Math.max(...Object.values(BUCKET_RULES).map((r) => r.maxBytes));

/** POST /api/v1/caen/qiniu/upload (protected). */
export function storageTokenRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/api/v1/caen/qiniu/upload', async (c) => {
    const { bucket } = await readBody(c, storageTokenRequestSchema);
    if (!bucketRules(bucket)) throw badRequest(`body.bucket: unknown bucket "${bucket}" (${Object.keys(BUCKET_RULES).join(', ')})`);
    const uploadToken = newToken();
    await grantUpload(db, uploadToken, c.get('userId'), bucket);
    return c.json({ uploadToken });
  });
  return routes;
}

/** POST /upload (multipart; the form's token is the credential, as with a storage service). */
export function uploadRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.post(
    UPLOAD_PATH,
    bodyLimit({ maxSize: LARGEST_UPLOAD + 64 * 1024, onError: () => { throw new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `file larger than ${LARGEST_UPLOAD} bytes`); } }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest('body: expected multipart/form-data with the fields token and file');
      }
      const { token, file } = form;
      if (typeof token !== 'string' || token === '') throw badRequest('body.token: is required');
      if (!(file instanceof File)) throw badRequest('body.file: is required (a file)');
      const grant = await takeUploadGrant(db, token);
      if (!grant) throw unauthenticated('upload token invalid or expired');
      const rules = bucketRules(grant.bucket)!;
      if (file.size > rules.maxBytes) throw new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `file larger than ${rules.maxBytes} bytes for bucket ${grant.bucket}`);
      if (file.size === 0) throw badRequest('body.file: is empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffFileKind(bytes);
      if (!kind || !rules.accepts.includes(kind.contentType) || carriesMarkup(bytes)) {
        throw new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `bucket ${grant.bucket} accepts ${rules.accepts.join(', ')}`);
      }
      const day = new Date().toISOString().slice(0, 10);
      const key = `${grant.bucket}/${day}/${randomUUID()}.${kind.extension}`;
      const target = join(filesDirOf(deps.config), 'uploads', key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a half-written file is never served.
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
      await recordStoredFile(db, { key, userId: grant.user_id, bucket: grant.bucket, contentType: kind.contentType, sizeBytes: bytes.length });
      return c.json({ key });
    },
  );
  return routes;
}
