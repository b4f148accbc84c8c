/**
 * Protected calls: the app id header must name this app, and the bearer token must be live
 * (spec 01 §6). Failures are 400 (wrong app) and 401 (no or dead token).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '@core/contract';
import { UserType } from '@core/domain';
import { badRequest, forbidden } from './http-error';
import type { AppEnv, ServerDeps } from './context';

export const APP_ID_HEADER = 'appId';

/**
 * The token of an `Authorization: Bearer <token>` header text, if it holds exactly one. Two
 * Authorization headers arrive joined ("Bearer a, Bearer b") and hold none. The routes and the fast
 * paths (known-get.ts) both read the header through this, so they refuse the same requests (issue 31,
 * item 16).
 */
export const bearerTokenOf = (authorization: string | null | undefined): string | undefined => /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];

/** The bearer token of a request the app answers (see bearerTokenOf). */
export const bearerToken = (c: Context): string | undefined => bearerTokenOf(c.req.header('Authorization'));

export function requireUser({ auth, config }: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header(APP_ID_HEADER) !== config.appId) throw badRequest(`header ${APP_ID_HEADER} must name this application`, ErrorCode.BAD_APP_ID);
    const user = await auth.authenticateUser(bearerToken(c));
    c.set('userId', user.userId);
    c.set('userType', user.userType);
    await next();
  };
}

/** The calls of the student app: a teacher's (or any other user type's) token is refused with 403. */
export const STUDENT_ROUTE_PATTERNS = [
  '/api/v1/chronus/student/*',
  '/api/v1/chronus/interactive_tasks/*',
  '/api/v1/chronus/analysis/*',
  '/api/v1/chronus/event/*',
  '/api/v1/chronus/episode',
] as const;

/** The teacher's calls (issue 13): a student's token is refused with 403. */
export const TEACHER_ROUTE_PATTERNS = ['/api/v1/chronus/teacher/*'] as const;

export function requireTeacher(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('userType') !== UserType.TEACHER) throw forbidden('this call is for teachers');
    await next();
  };
}

/** The school administrator's calls (issue 34): anyone else's token is refused with 403. */
export const ADMIN_ROUTE_PATTERNS = ['/api/v1/chronus/admin/*'] as const;

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('userType') !== UserType.ADMIN) throw forbidden('this call is for school administrators');
    await next();
  };
}

export function requireStudent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('userType') !== UserType.STUDENT) throw forbidden('this call is for students');
    await next();
  };
}
