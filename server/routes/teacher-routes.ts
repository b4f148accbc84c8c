/** The teacher's calls of the live classroom (issue 13, core/contract/teacher.ts). */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { START_TASK_MAX_BYTES, startTaskRequestSchema, taskLibraryQuerySchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { endTask, liveView, startTask, taskLibrary, teacherClasses } from '../classroom/teacher-repository';

const TEACHER = '/api/v1/chronus/teacher';

/** JSON with an ETag; 304 without a body when the caller already has this version (the live view is polled). */
function jsonWithEtag(c: Context<AppEnv>, body: unknown) {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

export function teacherRoutes({ db, presence, runningTasks }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${TEACHER}/classes`, async (c) => c.json({ classes: await teacherClasses(db, c.get('userId')) }));

  routes.get(`${TEACHER}/task-library`, async (c) => {
    const { classId } = readQuery(c, taskLibraryQuerySchema);
    return c.json({ tasks: await taskLibrary(db, c.get('userId'), classId) });
  });

  routes.post(`${TEACHER}/classes/:classId/tasks`, async (c) => {
    const body = await readBody(c, startTaskRequestSchema, { maxBytes: START_TASK_MAX_BYTES });
    const started = await startTask(db, c.get('userId'), c.req.param('classId'), body);
    // This process's students see it on their next poll; the others hear of it from the database.
    runningTasks.invalidate(started.classId);
    return c.json(started);
  });

  routes.post(`${TEACHER}/tasks/:groupTaskId/end`, async (c) => {
    const ended = await endTask(db, c.get('userId'), c.req.param('groupTaskId'));
    runningTasks.invalidate(ended.classId);
    return c.json(ended);
  });

  routes.get(`${TEACHER}/tasks/:groupTaskId/live`, async (c) => jsonWithEtag(c, await liveView(db, c.get('userId'), c.req.param('groupTaskId'), presence)));

  return routes;
}
