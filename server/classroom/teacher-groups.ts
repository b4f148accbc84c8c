/**
 * Teacher-made groups (source SOURCE_TEACHER; issues 15, 32): the class's students in groups of about
 * `size` (plugins/tasks/collaborative/grouping.ts groupSizes: the remainder spread, no one alone), each group locked
 * with the task's first assignment, replacing the groups the task had. A student who already answered a
 * role of that assignment keeps it, so their answer stays with the role it answers; those students are
 * spread over the groups role by role, and the others fill the roles held least. Those students go
 * straight to collaborative learning.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { GroupSource, MIN_LOCK_SIZE, dealRoles, dealRolesKeeping, groupSizes } from '@plugins/tasks/collaborative/definition';
import { collaborativeDefinition } from '@plugins/tasks/collaborative/definition';
import type { Database, Queryable } from '../db/database';
import { badRequest } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import type { TaskRow } from './classroom-repository';
import { servedOf } from './served-task';

/** A random order of the ids (the server's cryptographic shuffle, as for dealt roles). */
const shuffled = (ids: readonly string[]) => Object.keys(dealRoles(ids, [], (n) => randomInt(n)));

/** Each student's role of the assignment, from their latest answer, when it answers one of its roles. */
async function answeredRoles(tx: Queryable, task: TaskRow, assignment: { identifier: string; roles: { identifier: string }[] }): Promise<Record<string, string>> {
  const rows = await tx.query<{ student_id: string; body: unknown }>(
    'SELECT DISTINCT ON (student_id) student_id, body FROM task_results WHERE group_task_id = $1 ORDER BY student_id, submitted_at_sec DESC, id DESC',
    [task.id],
  );
  const kept: Record<string, string> = {};
  for (const row of rows) {
    const answer = (row.body as { interactiveTaskResult?: { collaborativeResult?: { assignmentIdentifier?: string; roleIdentifier?: string } } } | null)?.interactiveTaskResult?.collaborativeResult;
    if (answer?.assignmentIdentifier === assignment.identifier && assignment.roles.some((r) => r.identifier === answer.roleIdentifier)) kept[row.student_id] = answer.roleIdentifier!;
  }
  return kept;
}

export async function makeTeacherGroups(db: Database, task: TaskRow, size: number): Promise<void> {
  const model = collaborativeDefinition.parse(servedOf(task.task_type, task.interactive_task));
  const assignment = model.assignments[0]!;
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM group_tasks WHERE id = $1 FOR UPDATE', [task.id]);
    const students = await tx.query<{ id: string }>(
      'SELECT u.id FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = $1 AND u.user_type = 1 ORDER BY u.login',
      [task.class_id],
    );
    if (students.length < MIN_LOCK_SIZE) throw badRequest(`班里至少要有 ${MIN_LOCK_SIZE} 名学生才能分组`);
    const kept = await answeredRoles(tx, task, assignment);
    // Those who answered, role by role, then the rest, dealt round the groups in turn: each role's
    // answers spread over the groups, and the groups come out exactly the sizes groupSizes gives.
    const ids = students.map((s) => s.id);
    const order = [...assignment.roles.flatMap((role) => shuffled(ids.filter((id) => kept[id] === role.identifier))), ...shuffled(ids.filter((id) => kept[id] === undefined))];
    const count = groupSizes(order.length, size).length;
    const members = Array.from({ length: count }, (_, g) => order.filter((_id, i) => i % count === g));

    await tx.query('DELETE FROM task_groups WHERE group_task_id = $1', [task.id]);
    const now = nowSec();
    for (const [index, memberIds] of members.entries()) {
      const id = `grp-${randomUUID()}`;
      await tx.query(
        'INSERT INTO task_groups (id, group_task_id, class_id, name, owner_id, source, locked, assignment_identifier, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8)',
        [id, task.id, task.class_id, `第 ${index + 1} 组`, memberIds[0], GroupSource.SOURCE_TEACHER, assignment.identifier, now],
      );
      const roles = dealRolesKeeping(memberIds, assignment.roles, kept);
      for (const studentId of memberIds) {
        await tx.query('INSERT INTO task_group_members (group_id, group_task_id, student_id, joined_at_sec, role_identifiers) VALUES ($1, $2, $3, $4, $5)', [id, task.id, studentId, now, JSON.stringify(roles[studentId])]);
      }
    }
  });
}
