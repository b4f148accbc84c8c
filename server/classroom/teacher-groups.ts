/** Teacher-made groups of a collaborative task (issue 15). */
import { randomInt, randomUUID } from 'node:crypto';
import { dealRoles } from '@core/classroom/grouping';
import { GroupSource } from '@core/domain';
import { collaborativeDefinition } from '@plugins/tasks/collaborative/definition';
import type { Database } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { TaskRow } from './classroom-repository';
import { assign, type GroupRow } from './groups';
import { servedOf } from './served-task';

/**
 * Teacher-made groups (source SOURCE_TEACHER; issue 15): the class's students dealt at random into
 * groups of `size`, each locked with the task's first assignment and its roles dealt, replacing the
 * groups the task had. Those students go straight to collaborative learning.
 */
export async function makeTeacherGroups(db: Database, task: TaskRow, size: number): Promise<void> {
  const model = collaborativeDefinition.parse(servedOf(task.task_type, task.interactive_task));
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM group_tasks WHERE id = $1 FOR UPDATE', [task.id]);
    const students = await tx.query<{ id: string; name: string }>(
      'SELECT u.id, u.nick_name AS name FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = $1 AND u.user_type = 1 ORDER BY u.login',
      [task.class_id],
    );
    const order = Object.keys(dealRoles(students.map((s) => s.id), [], (n) => randomInt(n)));
    await tx.query('DELETE FROM task_groups WHERE group_task_id = $1', [task.id]);
    const now = nowSec();
    for (let start = 0, number = 1; start < order.length; start += size, number++) {
      const memberIds = order.slice(start, start + size);
      const id = `grp-${randomUUID()}`;
      await tx.query('INSERT INTO task_groups (id, group_task_id, class_id, name, owner_id, source, locked, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6, true, $7)', [
        id, task.id, task.class_id, `第 ${number} 组`, memberIds[0], GroupSource.SOURCE_TEACHER, now,
      ]);
      for (const studentId of memberIds) await tx.query('INSERT INTO task_group_members (group_id, group_task_id, student_id, joined_at_sec) VALUES ($1, $2, $3, $4)', [id, task.id, studentId, now]);
      const group = (await tx.query<GroupRow>('SELECT * FROM task_groups WHERE id = $1', [id]))[0]!;
      await assign(tx, group, model, model.assignments[0]!.identifier);
    }
  });
}
