/**
 * Protected calls: the app id header must name this app, and the bearer token must be live
 * (spec 01 §6). Failures are 400 (wrong app) and 401 (no or dead token).
 */
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '@core/contract';
import { badRequest } from './http-error';
import type { AppEnv, ServerDeps } from './context';

export const APP_ID_HEADER = 'appId';

export function requireUser({ auth, config }: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header(APP_ID_HEADER) !== config.appId) throw badRequest(`header ${APP_ID_HEADER} must name this application`, ErrorCode.BAD_APP_ID);
    const authorization = c.req.header('Authorization') ?? '';
    const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
    c.set('userId', await auth.authenticate(token));
    await next();
  };
}
