/**
 * The routes a school's monitoring calls (issue 40, part 3; docs/OPERATIONS.md): /healthz (the process
 * answers), /readyz (it can serve: readiness.ts) and /metrics (Prometheus, to allowed callers only:
 * metrics-access.ts; anyone else gets the 404 of an address that does not exist). None is logged.
 */
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/context';
import { metricsAccess } from './metrics-access';
import { readiness } from './readiness';

export function opsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const mayReadMetrics = metricsAccess(deps.config);
  let wasReady: boolean | undefined;

  routes.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });

  routes.get('/readyz', async (c) => {
    const { ready, checks } = await readiness(deps);
    // Said once when it changes (and at the first probe that finds it not ready), not on every probe.
    if (ready !== (wasReady ?? true)) deps.logger[ready ? 'info' : 'warn']({ checks }, ready ? 'ready again' : 'not ready');
    wasReady = ready;
    c.header('cache-control', 'no-store');
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
  });

  routes.get('/metrics', async (c) => {
    if (!mayReadMetrics(c)) return c.notFound();
    c.header('cache-control', 'no-store');
    return c.body(await deps.metrics.exposition(), 200, { 'content-type': deps.metrics.contentType });
  });
  return routes;
}
