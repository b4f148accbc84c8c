/**
 * Self-grouping and collaborative learning on the server (spec 02 §4-§8; issue 15): the groups of a
 * collaborative task as the group-specification call serves them, and the group operations with their
 * rules: joins counted under the group row's lock (at most 10), one group per student and task, only the
 * leader locks, unlocks, assigns and disbands, membership frozen while locked, roles dealt with a
 * cryptographic shuffle. Errors carry the spec's codes: 90000021 no such group, 90000022 full, 90000023
 * cannot join. Beyond those (issue 31, 32): groups the teacher made are the teacher's (no student changes
 * them), and once the task has ended nothing changes any more (404 任务已结束); every message is Chinese.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { GroupAction, GroupErrorCode, GroupSource, MAX_GROUP_SIZE, MIN_LOCK_SIZE, SELF_GROUPING_MODE, dealRoles, isRecommended, type Group } from '@plugins/tasks/collaborative/definition';
import { ErrorCode } from '@core/contract';
import { TaskType } from '@core/domain';
import { collaborativeDefinition, type CollaborativeLearning } from '@plugins/tasks/collaborative/definition';
import type { Database, Queryable } from '../db/database';
import { HttpError, badRequest, forbidden } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import type { TaskRow } from './classroom-repository';
import { servedOf } from './served-task';

export const CLASSROOM_GROUPS_CHANNEL = 'classroom_groups';

const groupError = (code: number, message: string) => new HttpError(400, code, message);
const noSuchGroup = () => groupError(GroupErrorCode.GROUP_NOT_FOUND, '分组不存在或已解散');
const groupFull = () => groupError(GroupErrorCode.GROUP_FULL, '分组已满（10人）');
const cannotJoin = (why: string) => groupError(GroupErrorCode.GROUP_CANNOT_JOIN, `分组无法加入：${why}`);
const teachersGroups = () => groupError(GroupErrorCode.GROUP_CANNOT_JOIN, '小组由老师分配，不能更改');
const noSuchTask = () => new HttpError(404, ErrorCode.NOT_FOUND, '任务不存在');
/** An ended task is no task to change (spec 02: the poll answers 404 then too); its groups are a record. */
export const taskEnded = () => new HttpError(404, ErrorCode.NOT_FOUND, '任务已结束');
export const notInGroup = () => new HttpError(409, ErrorCode.CONFLICT, '你还没有加入小组');

interface GroupRow { id: string; group_task_id: string; class_id: string; name: string; owner_id: string; source: string; locked: boolean; assignment_identifier: string | null; created_at_sec: number }
interface MemberRow { group_id: string; student_id: string; name: string; role_identifiers: string[] }

/** A collaborative task of one of these classes (404 otherwise), running or ended, with its assignments. */
export async function collaborativeTask(db: Queryable, classIds: readonly string[], groupTaskId: string, lock: '' | 'FOR SHARE' = ''): Promise<{ task: TaskRow; model: CollaborativeLearning }> {
  const [task] = await db.query<TaskRow>(`SELECT * FROM group_tasks WHERE id = $1 AND class_id = ANY($2::text[]) AND task_type = $3 ${lock}`, [groupTaskId, classIds, TaskType.COLLABORATIVE_LEARNING]);
  if (!task) throw noSuchTask();
  return { task, model: collaborativeDefinition.parse(servedOf(task.task_type, task.interactive_task)) };
}

/**
 * The same, for a change in this transaction: the task must be running (404 任务已结束 otherwise), and
 * its row is share-locked, so the teacher's end waits for the change, and a change begun after the end
 * sees it (issue 31, item 4).
 */
export async function runningCollaborativeTask(tx: Queryable, classIds: readonly string[], groupTaskId: string): Promise<{ task: TaskRow; model: CollaborativeLearning }> {
  const found = await collaborativeTask(tx, classIds, groupTaskId, 'FOR SHARE');
  if (found.task.ended_at_sec !== null) throw taskEnded();
  return found;
}

/**
 * Whether the teacher makes this task's groups (issue 31, item 3): a task of groupMode 1, or one whose
 * groups the teacher dealt (老师分组). No student creates, joins, leaves or changes a group then.
 */
async function groupedByTeacher(tx: Queryable, groupTaskId: string, model: CollaborativeLearning): Promise<boolean> {
  if ((model.groupMode ?? SELF_GROUPING_MODE) !== SELF_GROUPING_MODE) return true;
  const [dealt] = await tx.query('SELECT 1 FROM task_groups WHERE group_task_id = $1 AND source = $2 LIMIT 1', [groupTaskId, GroupSource.SOURCE_TEACHER]);
  return dealt !== undefined;
}

/** The groups of a task with their members (by user id, spec 02 §3), oldest group first. */
export async function groupsOf(db: Queryable, groupTaskId: string): Promise<Group[]> {
  const groups = await db.query<GroupRow>('SELECT * FROM task_groups WHERE group_task_id = $1 ORDER BY created_at_sec, id', [groupTaskId]);
  const members = await db.query<MemberRow>(
    `SELECT m.group_id, m.student_id, u.nick_name AS name, m.role_identifiers
       FROM task_group_members m JOIN users u ON u.id = m.student_id WHERE m.group_task_id = $1 ORDER BY m.joined_at_sec, m.student_id`,
    [groupTaskId],
  );
  return groups.map((group) => ({
    identifier: group.id,
    name: group.name,
    ownerId: group.owner_id,
    locked: group.locked,
    source: group.source,
    students: Object.fromEntries(members.filter((m) => m.group_id === group.id).map((m) => [m.student_id, { userId: m.student_id, name: m.name, roleIdentifiers: m.role_identifiers }])),
    ...(group.assignment_identifier ? { assignmentIdentifier: group.assignment_identifier } : {}),
  }));
}

/** The group-specification answer of a task (spec 02 §7: specifications[0].specification.grouping.groups), as sent, with its ETag. */
export async function loadGroupSpecification(db: Queryable, groupTaskId: string): Promise<{ classId: string; running: boolean; groups: Group[]; body: Uint8Array<ArrayBuffer>; etag: string }> {
  const [task] = await db.query<TaskRow>('SELECT * FROM group_tasks WHERE id = $1', [groupTaskId]);
  if (!task) throw noSuchTask();
  const model = collaborativeDefinition.parse(servedOf(task.task_type, task.interactive_task));
  const groupMode = model.groupMode ?? SELF_GROUPING_MODE;
  const groups = await groupsOf(db, task.id);
  const specification = {
    id: task.id,
    groupTaskId: task.id,
    taskId: task.id,
    groupId: task.class_id,
    groupMode,
    source: groupMode === SELF_GROUPING_MODE ? GroupSource.SOURCE_STUDENT_SELF_ORGANIZE : GroupSource.SOURCE_TEACHER,
    running: task.ended_at_sec === null,
    specification: { grouping: { groups } },
    collaborativeLearning: { assignments: model.assignments },
  };
  const body = new TextEncoder().encode(JSON.stringify({ specifications: [specification] }));
  return { classId: task.class_id, running: specification.running, groups, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export interface OperateRequest {
  specifications: { groupTaskId: string; taskId?: string; groupId?: string };
  action: GroupAction;
  group?: { identifier?: string; assignmentIdentifier?: string };
}

/** The group of the task by id, locked for this transaction; 90000021 when there is none. */
async function lockedGroup(tx: Queryable, groupTaskId: string, identifier: string | undefined): Promise<GroupRow> {
  if (!identifier) throw noSuchGroup();
  const [group] = await tx.query<GroupRow>('SELECT * FROM task_groups WHERE id = $1 AND group_task_id = $2 FOR UPDATE', [identifier, groupTaskId]);
  if (!group) throw noSuchGroup();
  return group;
}

const memberIdsOf = async (tx: Queryable, groupId: string) =>
  (await tx.query<{ student_id: string }>('SELECT student_id FROM task_group_members WHERE group_id = $1 ORDER BY joined_at_sec, student_id', [groupId])).map((r) => r.student_id);

/** Deals the assignment's roles to the group's members and records the assignment. */
async function assign(tx: Queryable, group: GroupRow, model: CollaborativeLearning, assignmentIdentifier: string | undefined): Promise<void> {
  const assignment = model.assignments.find((a) => a.identifier === assignmentIdentifier);
  if (!assignment) throw badRequest(`body.group.assignmentIdentifier: no task "${assignmentIdentifier ?? ''}" in this collaborative task`);
  const roles = dealRoles(await memberIdsOf(tx, group.id), assignment.roles, (n) => randomInt(n));
  for (const [studentId, roleIdentifiers] of Object.entries(roles)) {
    await tx.query('UPDATE task_group_members SET role_identifiers = $3 WHERE group_id = $1 AND student_id = $2', [group.id, studentId, JSON.stringify(roleIdentifiers)]);
  }
  await tx.query('UPDATE task_groups SET assignment_identifier = $2 WHERE id = $1', [group.id, assignment.identifier]);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** One group operation (spec 02 §7, operate group), all in one transaction. */
export async function operateGroup(db: Database, student: { id: string; name: string }, classIds: readonly string[], request: OperateRequest): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { task, model } = await runningCollaborativeTask(tx, classIds, request.specifications.groupTaskId);
      if (await groupedByTeacher(tx, task.id, model)) throw teachersGroups();
      const identifier = request.group?.identifier;
      const [mine] = await tx.query<{ group_id: string }>('SELECT group_id FROM task_group_members WHERE group_task_id = $1 AND student_id = $2', [task.id, student.id]);
      const now = nowSec();
      switch (request.action) {
        case GroupAction.JOIN: {
          if (!identifier) {
            // No group named: a new group with the student as its leader.
            if (mine) throw cannotJoin('你已经在一个小组里了');
            const id = `grp-${randomUUID()}`;
            await tx.query('INSERT INTO task_groups (id, group_task_id, class_id, name, owner_id, source, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
              id, task.id, task.class_id, `${student.name}的小组`, student.id, GroupSource.SOURCE_STUDENT_SELF_ORGANIZE, now,
            ]);
            await tx.query('INSERT INTO task_group_members (group_id, group_task_id, student_id, joined_at_sec) VALUES ($1, $2, $3, $4)', [id, task.id, student.id, now]);
            return;
          }
          const group = await lockedGroup(tx, task.id, identifier);
          if (mine?.group_id === group.id) return;
          if (mine) throw cannotJoin('你已经在一个小组里了');
          if (group.locked) throw cannotJoin('小组已确认');
          if ((await memberIdsOf(tx, group.id)).length >= MAX_GROUP_SIZE) throw groupFull();
          await tx.query('INSERT INTO task_group_members (group_id, group_task_id, student_id, joined_at_sec) VALUES ($1, $2, $3, $4)', [group.id, task.id, student.id, now]);
          return;
        }
        case GroupAction.QUIT: {
          const group = await lockedGroup(tx, task.id, identifier ?? mine?.group_id);
          // The leader leaving disbands the group; a member leaves it, unless it is locked.
          if (group.owner_id === student.id) {
            await tx.query('DELETE FROM task_groups WHERE id = $1', [group.id]);
            return;
          }
          if (mine?.group_id !== group.id) throw badRequest('你不在这个小组里');
          if (group.locked) throw cannotJoin('小组已确认，不能退出');
          await tx.query('DELETE FROM task_group_members WHERE group_id = $1 AND student_id = $2', [group.id, student.id]);
          return;
        }
        default: {
          const group = await lockedGroup(tx, task.id, identifier ?? mine?.group_id);
          if (group.owner_id !== student.id) throw forbidden('只有组长可以这样做');
          if (request.action === GroupAction.LOCK) {
            const members = (await memberIdsOf(tx, group.id)).length;
            if (members < MIN_LOCK_SIZE) throw badRequest(`至少需要${MIN_LOCK_SIZE}名组员才能确认分组`);
            await tx.query('UPDATE task_groups SET locked = true WHERE id = $1', [group.id]);
            // One task that the group is big enough for: it is assigned at once (spec 02 §4, step 7).
            const only = model.assignments.length === 1 ? model.assignments[0]! : undefined;
            if (only && isRecommended(only, members)) await assign(tx, group, model, only.identifier);
          } else if (request.action === GroupAction.UNLOCK) {
            await tx.query('UPDATE task_groups SET locked = false, assignment_identifier = NULL WHERE id = $1', [group.id]);
            await tx.query(`UPDATE task_group_members SET role_identifiers = '[]' WHERE group_id = $1`, [group.id]);
          } else {
            if (!group.locked) throw badRequest('请先确认分组，再选择任务');
            const chosen = request.group?.assignmentIdentifier;
            if (!model.assignments.some((a) => a.identifier === chosen)) throw badRequest('没有这个任务');
            await assign(tx, group, model, chosen);
          }
        }
      }
    });
  } catch (error) {
    // The same student creating or joining twice at once: the one-group-per-task key refuses the second.
    if (isUniqueViolation(error)) throw cannotJoin('你已经在一个小组里了');
    throw error;
  }
}
