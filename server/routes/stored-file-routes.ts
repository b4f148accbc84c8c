/**
 * Uploaded files (voices, report images) under /files/uploads/<key> (issue 11, item 8): only for a
 * signed-in user of the owner's school (or the owner), with the type stored at upload, nosniff (the
 * security headers), and as an attachment unless it is a picture, a sound or a video. Demo media and answer
 * clips elsewhere under /files stay public: they are teaching content, not anyone's data.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { PUBLIC_UPLOADS_BASE } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { notFound } from '../http/http-error';
import { bearerToken } from '../http/require-user';
import { sharesSchool, storedFile } from '../files/file-repository';
import { filesDirOf } from '../config';

/** Shown in place: pictures, sounds and videos; anything else is a download. */
const INLINE_TYPES = /^(image|audio|video)\//;

export function storedFileRoutes({ db, auth, config }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(`${PUBLIC_UPLOADS_BASE}*`, async (c) => {
    const viewerId = await auth.authenticate(bearerToken(c));
    const key = decodeURIComponent(new URL(c.req.url).pathname.slice(PUBLIC_UPLOADS_BASE.length));
    const file = await storedFile(db, key);
    // Somebody else's file is "not found" too: whether it exists is none of this user's business.
    if (!file || !(await sharesSchool(db, viewerId, file.user_id))) throw notFound('file');
    // A stored file kept elsewhere (a teacher's media, under files/media/) or gone from disk is not found here either.
    const bytes = await readFile(join(filesDirOf(config), 'uploads', key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound('file');
      throw error;
    });
    c.header('Content-Type', file.content_type);
    c.header('Cache-Control', 'private, max-age=86400');
    if (!INLINE_TYPES.test(file.content_type)) c.header('Content-Disposition', `attachment; filename="${key.split('/').at(-1)}"`);
    return c.body(new Uint8Array(bytes));
  });
  return routes;
}
