/** Storage token and upload (spec 01 §7 "Speech file handling", spec 02 §7). */
import { z } from '../content/zod';

export const storageTokenRequestSchema = z.object({ bucket: z.string().check(z.minLength(1), z.maxLength(40)) });
export const storageTokenResponseSchema = z.object({ uploadToken: z.string() });
/** The multipart upload's answer: the key, which names the file under the public files base. */
export const uploadResponseSchema = z.object({ key: z.string() });
export const UPLOAD_PATH = '/upload';
export const PUBLIC_UPLOADS_BASE = '/files/uploads/';
export const publicFileUrl = (key: string, base = PUBLIC_UPLOADS_BASE) => `${base}${key}`;

/** GET /api/v1/download-info. */
export const downloadInfoResponseSchema = z.object({ androidUrl: z.string(), iosUrl: z.string() });
/** GET /version.json. */
export const versionFileSchema = z.object({ version: z.string() });
/** GET /api/v1/chronus/share-problem?identifier=... */
export const shareProblemResponseSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  episode: z.object({ episodeId: z.string(), episodeType: z.number(), activities: z.array(z.unknown()) }),
});
