/**
 * What a student's homework list holds of the homework teachers assign to classes (issue 37): a homework
 * shows from its assign time until it is withdrawn, and reaches every student of its class, those who
 * joined after it was assigned too.
 *
 * A late joiner's row is made when their list is next loaded (addMissingClassHomeworks), not when they
 * join: classes are joined by several writers (roster import, the admin's people page, the seed), and
 * the list's load is the one place every student passes before they can open a homework. Their list is
 * dropped when their classes change (homework-lists.ts hears the membership NOTIFY), so the next load
 * makes the rows.
 */
import type { Queryable } from '../db/database';
import { HomeworkStatus, UserType } from '@core/domain';

/** SQL over group_homeworks `gh`, with the time now as `$now`: shown to students (assigned by now, not withdrawn). */
export const shownToStudentsSql = (now: string) => `(gh.withdrawn_at_sec IS NULL AND COALESCE(gh.assign_at_sec, 0) <= ${now})`;

/** A student's row of a class's homework: one per student and homework, so made twice it is still one. */
export const studentRowIdSql = (groupHomeworkId: string, studentId: string) => `'shw-' || ${groupHomeworkId} || '-' || ${studentId}`;

/**
 * Makes the student's rows of the homework assigned to their classes that they have none of yet (they
 * joined the class after it was assigned). Only homework a teacher assigned (it has an assign time): the
 * demo's seeded homework keeps to the students it was seeded for. Inserts nothing (and so NOTIFYs
 * nothing) when no row is missing.
 */
export async function addMissingClassHomeworks(db: Queryable, studentId: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO student_homeworks (id, group_homework_id, student_id, status, created_at_sec, updated_at_sec)
     SELECT ${studentRowIdSql('gh.id', 'm.user_id')}, gh.id, m.user_id, $3, gh.assign_at_sec, gh.assign_at_sec
       FROM group_homeworks gh
       JOIN class_members m ON m.class_id = gh.class_id AND m.user_id = $1
       JOIN users u ON u.id = m.user_id AND u.user_type = $4
      WHERE gh.assign_at_sec IS NOT NULL AND ${shownToStudentsSql('$2')}
        AND NOT EXISTS (SELECT 1 FROM student_homeworks s WHERE s.group_homework_id = gh.id AND s.student_id = $1)
     ON CONFLICT DO NOTHING`,
    [studentId, now, HomeworkStatus.NOT_FINISHED, UserType.STUDENT],
  );
}

/**
 * When the student's list as loaded now stops being right: the next assign time among their classes'
 * homework (Infinity with none). Nothing in the database changes at that moment, so no NOTIFY says so.
 */
export async function nextAssignAtSec(db: Queryable, studentId: string, now: number): Promise<number> {
  const [row] = await db.query<{ next: number | string | null }>(
    `SELECT min(gh.assign_at_sec) AS next FROM group_homeworks gh JOIN class_members m ON m.class_id = gh.class_id AND m.user_id = $1
      WHERE gh.assign_at_sec > $2 AND gh.withdrawn_at_sec IS NULL`,
    [studentId, now],
  );
  return row?.next == null ? Number.POSITIVE_INFINITY : Number(row.next);
}
