/**
 * Stored files under /files/ and the built app: a client-side route (/homework, /pt, ...) that is no
 * file gets index.html so the app's router can take it. The build's hashed assets (/assets/) never
 * change under their name, so a phone keeps them for a year (immutable); everything else of the app,
 * index.html above all, is asked for afresh each time (no-cache), so a new build reaches every phone.
 * Text files go out as the build compressed them (.br or .gz beside each; vite.config.ts precompress).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

export function serveFilesAndApp(app: Hono<AppEnv>, options: { filesDir: string; staticDir: string }): void {
  const filesRoot = relative(process.cwd(), options.filesDir) || '.';
  app.use('/files/*', serveStatic({ root: filesRoot, rewriteRequestPath: (path) => path.replace(/^\/files/, '') }));
  app.get('/files/*', (c) => c.json({ errorCode: 40401, message: 'file not found' }, 404));

  if (!existsSync(join(options.staticDir, 'index.html'))) return;
  const appRoot = relative(process.cwd(), options.staticDir) || '.';
  // Reached only by what no API or file route answered: the app's files and its client-side routes.
  // (serveStatic's onFound comes after its answer is made, too late for a header.)
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlOf(c.req.path, c.res.headers.get('Content-Type') ?? ''));
  });
  app.use('*', serveStatic({ root: appRoot, precompressed: true }));
  app.get('*', serveStatic({ path: join(appRoot, 'index.html'), precompressed: true }));
}

/**
 * A hashed build asset is kept for a year; anything else of the app is revalidated on every visit —
 * index.html above all, even under an asset's address (an old build's asset that is gone gets the page).
 */
export function cacheControlOf(path: string, contentType: string): string {
  const hashedAsset = /(^|\/)assets\/[^/]+-[\w-]{8,}\.\w+$/.test(path) && !contentType.startsWith('text/html');
  return hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
}
