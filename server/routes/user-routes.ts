/** GET /api/v1/chronus/user and /user/permissions. */
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/context';
import { notFound } from '../http/http-error';
import { loadUserInfo, permissionsOf } from '../users/user-repository';

export function userRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/v1/chronus/user', async (c) => {
    const user = await loadUserInfo(db, c.get('userId'));
    if (!user) throw notFound('user');
    return c.json(user);
  });
  routes.get('/api/v1/chronus/user/permissions', async (c) => {
    const permissions = await permissionsOf(db, c.get('userId'));
    return c.json({ codes: permissions.map((p) => p.code), permissions });
  });
  return routes;
}
