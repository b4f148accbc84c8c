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
import { z } from '@core/content/zod';
import { badRequest } from '../http/http-error';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { safeRedirect } from '../http/safe-redirect';

/** This server's origin as the browser addressed it: redirect targets must keep it. */
export const originOf = (c: Context) => new URL(c.req.url).origin;

const redirectQuerySchema = z.object({ redirectUrl: z.optional(z.string().check(z.maxLength(2000))) });

/**
 * The client's address for the sign-in throttle: the connection's, or behind a trusted proxy
 * (TRUST_PROXY) the first address of X-Forwarded-For; one shared bucket when it cannot be known.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The entry the proxy added (the last): the ones before it are whatever the client sent, made up at will.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
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
    const authenticationResult = await auth.loginByPassword({ ...body.pwdParams, poolId: body.poolId, ip: clientAddress(c, config.trustProxy), deviceId: body.deviceId });
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
    return c.json({ authUrl: `/identity/login?redirectUrl=${encodeURIComponent(safeRedirect(redirectUrl, originOf(c), '/front'))}` });
  });

  routes.post('/api/v1/chronus/auth/token', async (c) => {
    const body = await readBody(c, tokenExchangeRequestSchema);
    const session = await auth.redeemHandOff(body.access_token);
    return c.json({ accessToken: session.accessToken, expiresAtSec: session.expiresAtSec });
  });

  routes.get('/api/v1/chronus/logout/url', (c) => {
    const { redirectUrl } = readQuery(c, redirectQuerySchema);
    return c.json({ data: { logoutUrl: `/identity/logout?redirectUrl=${encodeURIComponent(safeRedirect(redirectUrl, originOf(c), '/login'))}` } });
  });

  routes.post('/api/v2/authorize', async (c) => {
    const body = await readBody(c, authorizeRequestSchema);
    if (body.appId !== config.appId || body.poolId !== config.poolId) throw badRequest('body.appId/poolId: not this application');
    const session = await auth.redeemHandOff(body.userTokenV2);
    return c.json({ data: { accessToken: session.accessToken, expiresAtSec: session.expiresAtSec } });
  });

  return routes;
}
