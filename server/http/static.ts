/**
 * Stored files under /files/ and the built app: a client-side route (/homework, /pt, ...) that is no
 * file gets index.html so the app's router can take it.
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
  app.use('*', serveStatic({ root: appRoot }));
  app.get('*', serveStatic({ path: join(appRoot, 'index.html') }));
}
