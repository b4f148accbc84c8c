/**
 * A class at a glance (issue 37): its last homeworks (assigned, not withdrawn) with completion and mean
 * accuracy of those who finished, and the students who finished neither of the last two.
 */
import { HomeworkStatus } from '@core/domain';
import type { Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import { assertTeaches } from '../classroom/teacher-repository';
import { notFound } from '../http/http-error';
import type { ClassGlance } from './teacher-homework-contract';

const LAST_HOMEWORKS = 8;
const FINISHED = `sh.status = ${HomeworkStatus.FINISHED} AND jsonb_array_length(sh.spoken_comments) > 0`;

export async function classGlance(db: Queryable, teacherId: string, classId: string): Promise<ClassGlance> {
  const [klass] = await db.query<{ name: string }>('SELECT grade_level_str || name AS name FROM classes WHERE id = $1', [classId]);
  if (!klass) throw notFound('class');
  await assertTeaches(db, teacherId, classId);
  const homeworks = await db.query<{ id: string; title: string; due_at_sec: number | string | null; students: number | string; finished: number | string; accuracy: number | string | null }>(
    `WITH recent AS (
       SELECT id, title, due_at_sec, coalesce(assign_at_sec, created_at_sec) AS at FROM group_homeworks
        WHERE class_id = $1 AND withdrawn_at_sec IS NULL AND coalesce(assign_at_sec, created_at_sec) <= $2
        ORDER BY at DESC, id DESC LIMIT ${LAST_HOMEWORKS}),
     students AS (SELECT u.id FROM class_members m JOIN users u ON u.id = m.user_id AND u.user_type = 1 WHERE m.class_id = $1)
     SELECT r.id, r.title, r.due_at_sec, (SELECT count(*) FROM students)::int8 AS students,
            count(sh.id) FILTER (WHERE ${FINISHED})::int8 AS finished, avg(sh.accuracy) FILTER (WHERE ${FINISHED})::float8 AS accuracy
       FROM recent r LEFT JOIN student_homeworks sh ON sh.group_homework_id = r.id AND sh.student_id IN (SELECT id FROM students)
      GROUP BY r.id, r.title, r.due_at_sec, r.at ORDER BY r.at, r.id`,
    [classId, nowSec()],
  );
  const lastTwo = homeworks.slice(-2).map((h) => h.id);
  const missed = lastTwo.length === 0 ? [] : await db.query<{ id: string; name: string }>(
    `SELECT u.id, u.nick_name AS name FROM class_members m JOIN users u ON u.id = m.user_id AND u.user_type = 1
      WHERE m.class_id = $1 AND NOT EXISTS (SELECT 1 FROM student_homeworks sh WHERE sh.student_id = u.id AND sh.group_homework_id = ANY($2::text[]) AND ${FINISHED})
      ORDER BY u.login`,
    [classId, lastTwo],
  );
  return {
    classId,
    className: klass.name,
    homeworks: homeworks.map((h) => ({
      id: h.id,
      title: h.title,
      dueAtSec: h.due_at_sec === null ? null : Number(h.due_at_sec),
      completion: Number(h.students) === 0 ? 0 : Math.round((100 * Number(h.finished)) / Number(h.students)),
      accuracy: h.accuracy === null ? null : Math.round(Number(h.accuracy)),
    })),
    missedLastTwo: missed,
  };
}
