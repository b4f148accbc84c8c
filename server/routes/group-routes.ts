/**
 * Self-grouping and collaborative learning calls (spec 02 §7; issue 15): the group specifications (the
 * 1 s poll, answered from memory with an ETag), claim, operate, interactions and realtime. Students only,
 * and only for tasks of their classes.
 */
import { Hono, type Context } from 'hono';
import { ErrorCode } from '@core/contract';
import {
  GROUP_POLL_MS,
  claimGroupSpecificationSchema,
  groupOf,
  groupSpecificationsQuerySchema,
  interactionsQuerySchema,
  operateGroupRequestSchema,
  postInteractionSchema,
  postRealtimeSchema,
} from '@plugins/tasks/collaborative/definition';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError, badRequest } from '../http/http-error';
import { readBody, readQuery } from '../http/validate';
import { groupsOf, notInGroup, operateGroup, taskEnded } from '../classroom/groups';
import { addInteraction, groupInteractions } from '../classroom/group-interactions';
import type { GroupSpecification } from '../classroom/group-specifications';

const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';

/** The specification as sent, with its ETag; 304 when the poller has this version (the 1 s group poll). */
function answer(c: Context<AppEnv>, specification: GroupSpecification) {
  c.header('ETag', specification.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Retry-After', String(GROUP_POLL_MS / 1000));
  if (c.req.header('If-None-Match') === specification.etag) return c.body(null, 304);
  return c.body(specification.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

export function groupRoutes({ db, memberships, groupSpecifications, groupRealtime }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /** The task's specification, if it is a collaborative task of one of the student's classes (404 otherwise). */
  const specificationFor = async (c: Context<AppEnv>, groupTaskId: string | undefined): Promise<GroupSpecification> => {
    if (!groupTaskId) throw badRequest('请指定协作任务（groupTaskIds）');
    const classes = await memberships.classesOf(c.get('userId'));
    const specification = await groupSpecifications.get(groupTaskId).catch(() => undefined);
    if (!specification || !classes.includes(specification.classId)) throw new HttpError(404, ErrorCode.NOT_FOUND, '任务不存在');
    return specification;
  };
  routes.get(GROUPS, async (c) => {
    const query = readQuery(c, groupSpecificationsQuerySchema);
    return answer(c, await specificationFor(c, (query.groupTaskIds ?? query.taskIds ?? query.ids)?.[0]));
  });

  routes.post(`${GROUPS}/claim`, async (c) => {
    const body = await readBody(c, claimGroupSpecificationSchema);
    return answer(c, await specificationFor(c, body.groupTaskId ?? body.taskId ?? body.id));
  });

  routes.post(`${GROUPS}/operate`, async (c) => {
    const body = await readBody(c, operateGroupRequestSchema);
    const studentId = c.get('userId');
    const [me] = await db.query<{ nick_name: string }>('SELECT nick_name FROM users WHERE id = $1', [studentId]);
    try {
      await operateGroup(db, { id: studentId, name: me?.nick_name ?? '' }, await memberships.classesOf(studentId), body);
    } finally {
      // Seen at once by this process's next poll; other processes hear the trigger's NOTIFY.
      groupSpecifications.invalidate(body.specifications.groupTaskId);
    }
    return answer(c, await specificationFor(c, body.specifications.groupTaskId));
  });

  routes.post('/api/v1/chronus/interactive_tasks/interactions', async (c) => {
    const body = await readBody(c, postInteractionSchema);
    const studentId = c.get('userId');
    await addInteraction(db, studentId, await memberships.classesOf(studentId), body);
    return c.json({ ok: true as const });
  });

  routes.get('/api/v1/chronus/interactive_tasks/interactions', async (c) => {
    const studentId = c.get('userId');
    return c.json(await groupInteractions(db, studentId, await memberships.classesOf(studentId), readQuery(c, interactionsQuerySchema)));
  });

  // Live progress of a running task only: after the end it would be kept for nobody (issue 32).
  routes.post('/api/v1/chronus/interactive_tasks/realtime', async (c) => {
    const body = await readBody(c, postRealtimeSchema);
    const studentId = c.get('userId');
    // The task and its groups as the group screens are served them, from memory (a few posts per member
    // and task, from a whole class at once); a student who joined on another process a moment ago may
    // not be in them yet, so the database has the last word.
    const specification = await specificationFor(c, body.groupTaskId);
    if (!specification.running) throw taskEnded();
    const group = groupOf(specification.groups, studentId) ?? groupOf(await groupsOf(db, body.groupTaskId), studentId);
    if (!group) throw notInGroup();
    await groupRealtime.post(body.groupTaskId, specification.classId, studentId, body.status);
    return c.json({ realtime: await groupRealtime.of(body.groupTaskId, Object.keys(group.students)) });
  });

  return routes;
}
