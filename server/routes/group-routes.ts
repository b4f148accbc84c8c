/**
 * Self-grouping and collaborative learning calls (spec 02 §7; issue 15): the group specifications (the
 * 1 s poll, answered from memory with an ETag), claim, operate, interactions and realtime. Students only,
 * and only for tasks of their classes.
 */
import { Hono, type Context } from 'hono';
import {
  claimGroupSpecificationSchema,
  groupSpecificationsQuerySchema,
  interactionsQuerySchema,
  operateGroupRequestSchema,
  postInteractionSchema,
  postRealtimeSchema,
} from '@core/contract';
import { GROUP_POLL_MS, groupOf } from '@core/classroom/grouping';
import type { AppEnv, ServerDeps } from '../http/context';
import { badRequest, notFound } from '../http/http-error';
import { readBody, readQuery } from '../http/validate';
import { nowSec } from '../auth/tokens';
import { collaborativeTask, groupsOf, operateGroup } from '../classroom/groups';
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
    if (!groupTaskId) throw badRequest('name the collaborative task: groupTaskIds, taskIds or ids');
    const classes = await memberships.classesOf(c.get('userId'));
    const specification = await groupSpecifications.get(groupTaskId).catch(() => undefined);
    if (!specification || !classes.includes(specification.classId)) throw notFound('collaborative task');
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

  /** The student's group in a collaborative task of theirs (400 when they are in none). */
  const myGroup = async (studentId: string, groupTaskId: string) => {
    const { task } = await collaborativeTask(db, await memberships.classesOf(studentId), groupTaskId);
    const group = groupOf(await groupsOf(db, task.id), studentId);
    if (!group) throw badRequest('you are in no group of this task');
    return group;
  };

  routes.post('/api/v1/chronus/interactive_tasks/interactions', async (c) => {
    const body = await readBody(c, postInteractionSchema);
    const studentId = c.get('userId');
    const group = await myGroup(studentId, body.groupTaskId);
    if (!(body.targetStudentId in group.students) || body.targetStudentId === studentId) throw badRequest('body.targetStudentId: not a groupmate');
    if (body.action === 2 && !body.comment) throw badRequest('body.comment: a comment needs its text');
    await db.query('INSERT INTO group_interactions (group_task_id, from_student_id, target_student_id, action, comment, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [
      body.groupTaskId, studentId, body.targetStudentId, body.action, body.action === 2 ? body.comment : null, nowSec(),
    ]);
    return c.json({ ok: true as const });
  });

  routes.get('/api/v1/chronus/interactive_tasks/interactions', async (c) => {
    const { groupTaskId } = readQuery(c, interactionsQuerySchema);
    const group = await myGroup(c.get('userId'), groupTaskId);
    const interactions = await db.query<{ fromStudentId: string; targetStudentId: string; action: number; comment: string | null; createdAtSec: number }>(
      `SELECT from_student_id AS "fromStudentId", target_student_id AS "targetStudentId", action, comment, created_at_sec AS "createdAtSec"
         FROM group_interactions WHERE group_task_id = $1 AND target_student_id = ANY($2::text[]) ORDER BY created_at_sec, id`,
      [groupTaskId, Object.keys(group.students)],
    );
    return c.json({ interactions: interactions.map((i) => ({ ...i, createdAtSec: Number(i.createdAtSec) })) });
  });

  routes.post('/api/v1/chronus/interactive_tasks/realtime', async (c) => {
    const body = await readBody(c, postRealtimeSchema);
    const studentId = c.get('userId');
    const group = await myGroup(studentId, body.groupTaskId);
    groupRealtime.record(body.groupTaskId, studentId, body.status);
    return c.json({ realtime: groupRealtime.of(body.groupTaskId, Object.keys(group.students)) });
  });

  return routes;
}
