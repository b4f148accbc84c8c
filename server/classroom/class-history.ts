/**
 * A class's classroom history (issue 37, class-history-contract.ts): every task run in the class, newest
 * first, paged by (started_at_sec, id) so a page is an index range scan however long the year has been.
 * Each task's count of students who took part is counted in the same query.
 */
import { TaskType } from '@core/domain';
import type { Queryable } from '../db/database';
import type { TaskRow } from './classroom-repository';
import { historyCursor, parseHistoryCursor, type ClassHistoryPage } from './class-history-contract';
import { assertTeaches, classTaskOf } from './teacher-repository';

type HistoryRow = Pick<TaskRow, 'id' | 'title' | 'task_type' | 'interactive_task' | 'started_at_sec' | 'ended_at_sec'> & { took_part: string | number };

export async function classHistory(db: Queryable, teacherId: string, classId: string, page: { before?: string; limit: number }): Promise<ClassHistoryPage> {
  await assertTeaches(db, teacherId, classId);
  const after = page.before === undefined ? undefined : parseHistoryCursor(page.before);
  const params: unknown[] = [classId, page.limit + 1, TaskType.EXERCISE];
  if (after) params.push(after.startedAtSec, after.groupTaskId);
  const rows = await db.query<HistoryRow>(
    `SELECT t.id, t.title, t.task_type, t.interactive_task, t.started_at_sec, t.ended_at_sec,
       CASE WHEN t.task_type = $3
         THEN (SELECT COUNT(DISTINCT a.student_id) FROM task_answers a WHERE a.group_task_id = t.id)
         ELSE (SELECT COUNT(DISTINCT r.student_id) FROM task_results r WHERE r.group_task_id = t.id) END AS took_part
     FROM group_tasks t
     WHERE t.class_id = $1 ${after ? 'AND (t.started_at_sec, t.id) < ($4, $5)' : ''}
     ORDER BY t.started_at_sec DESC, t.id DESC LIMIT $2`,
    params,
  );
  const [students] = await db.query<{ count: string | number }>(
    'SELECT COUNT(*) AS count FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = $1 AND u.user_type = 1',
    [classId],
  );
  const tasks = rows.slice(0, page.limit).map((row) => ({ ...classTaskOf(row), tookPart: Number(row.took_part) }));
  return { studentCount: Number(students?.count ?? 0), tasks, next: rows.length > page.limit ? historyCursor(tasks.at(-1)!) : null };
}
