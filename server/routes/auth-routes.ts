/** Sign-in calls (spec 01 §7): the login service, the hand-off exchanges, the authorise call. */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  authorizeRequestSchema,
  handOffRequestSchema,
  initiateAuthRequestSchema,
  signOutRequestSchema,
  tokenExchangeRequestSchema,
} from '@core/contract';
import { z } from 'zod';
import { badRequest } from '../http/http-error';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';

const redirectQuerySchema = z.object({ redirectUrl: z.string().max(2000).optional() });

/** Only same-site paths are accepted as redirect targets, so the server is no open redirector. */
export function safeRedirect(redirectUrl: string | undefined): string {
  if (!redirectUrl) return '/';
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//')) throw badRequest('query.redirectUrl: must be a path on this site, like /front');
  return redirectUrl;
}

/** The client's address for the login rate limit; one shared bucket when it cannot be known. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not behind the Node adapter (in-process tests)
  }
}

export function authRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { auth, config } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/api/v2/initiate_auth', async (c) => {
    const body = await readBody(c, initiateAuthRequestSchema);
    if (body.authFlow === 'REFRESH_TOKEN') return c.json({ authenticationResult: await auth.refresh(body.refreshToken) });
    const authenticationResult = await auth.loginByPassword({ ...body.pwdParams, poolId: body.poolId, ip: clientAddress(c) });
    return c.json({ authenticationResult });
  });

  routes.post('/api/v2/sign_out', async (c) => {
    const body = await readBody(c, signOutRequestSchema);
    await auth.signOut(body.token, body.refreshToken);
    return c.json({ ok: true as const });
  });

  // Hand-off: a one-time code from the identity page or a native app, for a session.
  routes.post('/api/v1/chronus/auth', async (c) => c.json(await auth.redeemHandOff((await readBody(c, handOffRequestSchema)).token)));

  routes.get('/api/v1/chronus/auth/url', (c) => {
    const { redirectUrl } = readQuery(c, redirectQuerySchema);
    return c.json({ authUrl: `/identity/login?redirectUrl=${encodeURIComponent(safeRedirect(redirectUrl ?? '/front'))}` });
  });

  routes.post('/api/v1/chronus/auth/token', async (c) => {
    const body = await readBody(c, tokenExchangeRequestSchema);
    const session = await auth.redeemHandOff(body.access_token);
    return c.json({ accessToken: session.accessToken, expiresAtSec: session.expiresAtSec });
  });

  routes.get('/api/v1/chronus/logout/url', (c) => {
    const { redirectUrl } = readQuery(c, redirectQuerySchema);
    return c.json({ data: { logoutUrl: `/identity/logout?redirectUrl=${encodeURIComponent(safeRedirect(redirectUrl ?? '/login'))}` } });
  });

  routes.post('/api/v2/authorize', async (c) => {
    const body = await readBody(c, authorizeRequestSchema);
    if (body.appId !== config.appId || body.poolId !== config.poolId) throw badRequest('body.appId/poolId: not this application');
    const session = await auth.redeemHandOff(body.userTokenV2);
    return c.json({ data: { accessToken: session.accessToken, expiresAtSec: session.expiresAtSec } });
  });

  return routes;
}
