/**
 * The HTTP application: open sign-in calls, protected API calls, the built app with its client-side
 * routes, and one error handler that turns every failure into `{ errorCode, message }`.
 */
import { Hono } from 'hono';
import { UserType } from '@core/domain';
import { ErrorCode } from '@core/contract';
import { authRoutes } from '../routes/auth-routes';
import { homeworkRoutes } from '../routes/homework-routes';
import { userRoutes } from '../routes/user-routes';
import { classroomRoutes } from '../routes/classroom-routes';
import { groupRoutes } from '../routes/group-routes';
import { wordRoutes } from '../routes/word-routes';
import { episodeRoutes, shareRoutes } from '../routes/episode-routes';
import { storageTokenRoutes, uploadRoutes } from '../routes/file-routes';
import { moreStudentRoutes } from '../routes/more-student-routes';
import { scoringRoutes } from '../routes/scoring-routes';
import { publicRoutes } from '../routes/public-routes';
import { storedFileRoutes } from '../routes/stored-file-routes';
import { identityRoutes } from '../routes/identity-routes';
import type { AppEnv, ServerDeps } from './context';
import { HttpError } from './http-error';
import { teacherRoutes } from '../routes/teacher-routes';
import { teacherHomeworkRoutes } from '../routes/teacher-homework-routes';
import { teacherResultsRoutes } from '../routes/teacher-results-routes';
import { taskLibraryRoutes } from '../routes/task-library-routes';
import { TaskLibraryPaths } from '../classroom/task-library-contract';
import { ADMIN_ROUTE_PATTERNS, STUDENT_ROUTE_PATTERNS, TEACHER_ROUTE_PATTERNS, requireAdmin, requireStudent, requireTeacher, requireUser } from './require-user';
import { securityHeaders } from './security-headers';
import { idempotentSubmissions } from './idempotency';
import { closeAfterTooLarge, limitJsonBodies, refuseMalformedAddress } from './request-guards';
import { adminRoutes } from '../routes/admin-routes';
import { AdminPaths } from '../school/admin-contract';
import { httpMetrics } from '../ops/http-metrics';
import { opsRoutes } from '../ops/ops-routes';

/** The calls that take an Idempotency-Key (POST only). */
export const SUBMITTING_ROUTE_PATTERNS = [
  '/api/v1/chronus/student/*',
  '/api/v1/chronus/event/notifications',
  '/api/v1/caen/qiniu/upload',
  // A teacher's start retried by a flaky network must not start the task twice (issue 13).
  '/api/v1/chronus/teacher/*',
  // A join retried must not join twice, nor a like count twice (issue 15).
  '/api/v1/chronus/interactive_tasks/*',
] as const;

export function createApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Every answer counted and timed by route for /metrics (ops/http-metrics.ts), guards' refusals too.
  app.use('*', httpMetrics(deps.metrics));
  // One structured line per API call (debug level, so benchmarks and busy classrooms are not slowed;
  // LOG_LEVEL=debug shows them). Static files are left out.
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });

  // Security headers on every answer; hostile addresses and oversized JSON stop here (request-guards.ts).
  app.use('*', securityHeaders(deps.config));
  app.use('*', refuseMalformedAddress());
  app.use('*', closeAfterTooLarge());
  // The roster file, a content pack and a teacher's media are no JSON and may weigh more: their routes cap
  // them (ROSTER_MAX_BYTES, PACK_UPLOAD_MAX_BYTES, TEACHER_MEDIA_MAX_BYTES).
  app.use('/api/*', limitJsonBodies(undefined, { except: [AdminPaths.roster, AdminPaths.packs, TaskLibraryPaths.media] }));
  app.use('/identity/*', limitJsonBodies(16 * 1024));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ errorCode: error.errorCode, message: error.message }, error.status);
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ errorCode: ErrorCode.INTERNAL, message: '服务出错，请重试' }, 500);
  });

  // /healthz, /readyz and /metrics (docs/OPERATIONS.md).
  app.route('/', opsRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', shareRoutes(deps));
  app.route('/', publicRoutes(deps));
  app.route('/', uploadRoutes(deps));
  app.route('/', storedFileRoutes(deps));

  const protectedApi = new Hono<AppEnv>();
  protectedApi.use('/api/*', requireUser(deps));
  for (const pattern of STUDENT_ROUTE_PATTERNS) protectedApi.use(pattern, requireStudent());
  for (const pattern of TEACHER_ROUTE_PATTERNS) protectedApi.use(pattern, requireTeacher());
  for (const pattern of ADMIN_ROUTE_PATTERNS) protectedApi.use(pattern, requireAdmin());
  // Every call that writes something on the student's behalf (idempotency.ts).
  for (const pattern of SUBMITTING_ROUTE_PATTERNS) protectedApi.use(pattern, idempotentSubmissions(deps.db));
  // A student's own write drops their homework list here at once (the database's NOTIFY follows it
  // to every process), so the list they open next shows what they just did.
  protectedApi.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.get('userType') === UserType.STUDENT) deps.homeworkLists.invalidate(c.get('userId'));
  });
  protectedApi.route('/', userRoutes(deps));
  protectedApi.route('/', homeworkRoutes(deps));
  protectedApi.route('/', episodeRoutes(deps));
  protectedApi.route('/', classroomRoutes(deps));
  protectedApi.route('/', groupRoutes(deps));
  protectedApi.route('/', wordRoutes(deps));
  protectedApi.route('/', moreStudentRoutes(deps));
  protectedApi.route('/', scoringRoutes(deps));
  protectedApi.route('/', storageTokenRoutes(deps));
  protectedApi.route('/', teacherRoutes(deps));
  protectedApi.route('/', teacherHomeworkRoutes(deps));
  protectedApi.route('/', teacherResultsRoutes(deps));
  protectedApi.route('/', taskLibraryRoutes(deps));
  protectedApi.route('/', adminRoutes(deps));
  app.route('/', protectedApi);

  app.all('/api/*', (c) => c.json({ errorCode: ErrorCode.NOT_FOUND, message: `no such call: ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
