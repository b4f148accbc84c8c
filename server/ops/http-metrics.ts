/**
 * Every answer of the app counted and timed by its route's PATTERN
 * (`/api/v1/chronus/teacher/tasks/:groupTaskId/live`), never the raw path, so the labels stay few
 * whatever addresses callers make up; a call no route takes is `unmatched`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ServerMetrics } from './metrics';

export const UNMATCHED = 'unmatched';

/**
 * The pattern of the route registered for this method (HEAD is served by GET's). Middleware (`use`,
 * method ALL) is no route: a 401 from the sign-in check is still counted on the route it guarded.
 * The built app's catch-all `*` only names pages, not API calls (the API answers those 404 itself).
 */
export function routeLabel(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  let label = UNMATCHED;
  for (const route of matchedRoutes(c)) {
    if (route.method !== method) continue;
    if (route.path !== '*') return route.path;
    if (!c.req.path.startsWith('/api/')) label = '*';
  }
  return label;
}

export function httpMetrics(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.recordAnswer(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
}
