/**
 * The teacher's homework (issue 37): assigning episodes and after-class library tasks to classes, the
 * class's homework with its progress, a new due time, a withdrawal. A teacher acts only on the classes
 * they teach (403 otherwise); the seed's homework (assigned by nobody) is any teacher's of its class.
 *
 * A student sees a homework from its assign time until it is withdrawn (class-homework-rows.ts); the
 * rows of the class's students now are made here, those of students who join later when their list loads.
 */
import { randomUUID } from 'node:crypto';
import { HomeworkStatus, UserType } from '@core/domain';
import type { Database, Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import type { z } from 'zod/mini';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { assertTeaches } from '../classroom/teacher-repository';
import { classIdsOf } from '../users/user-repository';
import { studentRowIdSql } from './class-homework-rows';
import { afterClassItemsOf } from './after-class-items';
import type { AssignedHomework, assignHomeworkSchema } from './teacher-homework-contract';

/** The furthest ahead a homework may be assigned. */
export const ASSIGN_AHEAD_MAX_SEC = 366 * 24 * 3600;

type CheckedAssignment = z.output<typeof assignHomeworkSchema>;

/** The unit the homework is filed under: its first episode's, else its first task's, else the first unit there is. */
async function unitOf(db: Queryable, firstEpisodeUnit: string | undefined, firstTaskUnit: string | null | undefined): Promise<{ id: string; category: string }> {
  const [unit] = await db.query<{ id: string; category: string }>(
    'SELECT id, category FROM units WHERE id = COALESCE($1, $2, (SELECT id FROM units ORDER BY id LIMIT 1))',
    [firstEpisodeUnit ?? null, firstTaskUnit ?? null],
  );
  if (!unit) throw badRequest('body.episodeIds: no content is imported yet');
  return unit;
}

/** The main episodes named, in order (400 at the first one that is none, or a follow-up). */
async function checkedEpisodes(db: Queryable, episodeIds: readonly string[]) {
  const rows = await db.query<{ id: string; unit_id: string; parent_id: string | null }>('SELECT id, unit_id, parent_id FROM episodes WHERE id = ANY($1::text[])', [episodeIds]);
  return episodeIds.map((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw badRequest(`body.episodeIds[${index}]: no episode "${id}"`);
    if (row.parent_id !== null) throw badRequest(`body.episodeIds[${index}]: "${id}" is a follow-up episode; name its main episode`);
    if (episodeIds.indexOf(id) !== index) throw badRequest(`body.episodeIds[${index}]: "${id}" is named twice`);
    return row;
  });
}

export async function assignHomework(db: Database, teacherId: string, body: CheckedAssignment): Promise<AssignedHomework[]> {
  const now = nowSec();
  const assignAtSec = body.assignAtSec ?? now;
  if (assignAtSec > now + ASSIGN_AHEAD_MAX_SEC) throw badRequest('body.assignAtSec: at most a year ahead');
  if (body.dueAtSec <= assignAtSec) throw badRequest('body.dueAtSec: must be after the assign time');
  const taught = await classIdsOf(db, teacherId);
  const classIds = [...new Set(body.classIds)];
  for (const [index, classId] of body.classIds.entries()) if (!taught.includes(classId)) throw forbidden(`body.classIds[${index}]: not a class of yours`);
  const episodes = await checkedEpisodes(db, body.episodeIds);
  const { items, firstUnitId } = await afterClassItemsOf(db, teacherId, body.libraryTaskIds);
  const unit = await unitOf(db, episodes[0]?.unit_id, firstUnitId);

  const ids = classIds.map(() => `gh-${randomUUID()}`);
  await db.transaction(async (tx) => {
    for (const [index, classId] of classIds.entries()) {
      const id = ids[index]!;
      await tx.query(
        `INSERT INTO group_homeworks (id, class_id, unit_id, title, category, revisal, created_at_sec, tasks, assigned_by, assign_at_sec, due_at_sec)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10)`,
        [id, classId, unit.id, body.title, unit.category, now, JSON.stringify(items), teacherId, assignAtSec, body.dueAtSec],
      );
      for (const [position, episode] of episodes.entries()) {
        await tx.query('INSERT INTO group_homework_episodes (group_homework_id, episode_id, position) VALUES ($1, $2, $3)', [id, episode.id, position]);
      }
      // The list orders by updated time: a new homework sits where its assign time puts it.
      await tx.query(
        `INSERT INTO student_homeworks (id, group_homework_id, student_id, status, created_at_sec, updated_at_sec)
         SELECT ${studentRowIdSql('$1', 'm.user_id')}, $1, m.user_id, $3, $4, $4
           FROM class_members m JOIN users u ON u.id = m.user_id AND u.user_type = $5 WHERE m.class_id = $2`,
        [id, classId, HomeworkStatus.NOT_FINISHED, assignAtSec, UserType.STUDENT],
      );
    }
  });
  return assignedHomeworks(db, 'gh.id = ANY($1::text[])', [ids]);
}

interface AssignedRow {
  id: string; class_id: string; class_name: string; title: string; assign_at_sec: string | number; due_at_sec: string | number | null;
  withdrawn_at_sec: string | number | null; episode_ids: string[]; activity_count: string | number; task_count: string | number;
  students: string | number; finished: string | number; started: string | number; assigned_by: string | null; assigned_by_name: string | null;
}

/**
 * The homework matching `where` (SQL over group_homeworks `gh`), newest first, with their progress among
 * the class's students now: finished (as the student's list says it: spoken comments missing is not
 * finished), started (an answer or an item's result, not finished).
 */
export async function assignedHomeworks(db: Queryable, where: string, params: unknown[]): Promise<AssignedHomework[]> {
  const rows = await db.query<AssignedRow>(
    `SELECT gh.id, gh.class_id, c.name AS class_name, gh.title, COALESCE(gh.assign_at_sec, gh.created_at_sec) AS assign_at_sec, gh.due_at_sec, gh.withdrawn_at_sec,
            gh.assigned_by, t.nick_name AS assigned_by_name, jsonb_array_length(gh.tasks) AS task_count,
            COALESCE((SELECT json_agg(ge.episode_id ORDER BY ge.position) FROM group_homework_episodes ge WHERE ge.group_homework_id = gh.id), '[]') AS episode_ids,
            (SELECT count(*) FROM group_homework_episodes ge JOIN activities a ON a.episode_id = ge.episode_id WHERE ge.group_homework_id = gh.id) AS activity_count,
            count(m.user_id) AS students,
            count(m.user_id) FILTER (WHERE sh.status = ${HomeworkStatus.FINISHED} AND jsonb_array_length(sh.spoken_comments) > 0) AS finished,
            count(m.user_id) FILTER (WHERE NOT (sh.status = ${HomeworkStatus.FINISHED} AND jsonb_array_length(sh.spoken_comments) > 0)
                                       AND (jsonb_array_length(sh.task_results) > 0 OR EXISTS (SELECT 1 FROM homework_answers a WHERE a.student_homework_id = sh.id))) AS started
       FROM group_homeworks gh
       JOIN classes c ON c.id = gh.class_id
       LEFT JOIN users t ON t.id = gh.assigned_by
       LEFT JOIN (class_members m JOIN users s ON s.id = m.user_id AND s.user_type = ${UserType.STUDENT}) ON m.class_id = gh.class_id
       LEFT JOIN student_homeworks sh ON sh.group_homework_id = gh.id AND sh.student_id = m.user_id
      WHERE ${where}
      GROUP BY gh.id, c.name, t.nick_name
      ORDER BY COALESCE(gh.assign_at_sec, gh.created_at_sec) DESC, gh.id DESC`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    assignAtSec: Number(row.assign_at_sec),
    dueAtSec: row.due_at_sec === null ? null : Number(row.due_at_sec),
    withdrawn: row.withdrawn_at_sec !== null,
    episodeIds: row.episode_ids,
    itemCount: Number(row.activity_count) + Number(row.task_count),
    students: Number(row.students),
    finished: Number(row.finished),
    started: Number(row.started),
    assignedBy: row.assigned_by ? { id: row.assigned_by, name: row.assigned_by_name ?? '' } : null,
  }));
}

/** The class's homework, newest first, withdrawn ones too (a teacher of the class only). */
export async function classHomeworks(db: Queryable, teacherId: string, classId: string): Promise<AssignedHomework[]> {
  await assertTeaches(db, teacherId, classId);
  return assignedHomeworks(db, 'gh.class_id = $1', [classId]);
}

/** The homework, for a teacher of its class: 404 when there is none, 403 when the class is not theirs. */
async function teachersHomework(db: Queryable, teacherId: string, id: string) {
  const [row] = await db.query<{ class_id: string; assign_at_sec: string | number; withdrawn_at_sec: string | number | null }>(
    'SELECT class_id, COALESCE(assign_at_sec, created_at_sec) AS assign_at_sec, withdrawn_at_sec FROM group_homeworks WHERE id = $1',
    [id],
  );
  if (!row) throw notFound('homework');
  await assertTeaches(db, teacherId, row.class_id);
  return row;
}

export async function changeDue(db: Queryable, teacherId: string, id: string, dueAtSec: number): Promise<AssignedHomework> {
  const homework = await teachersHomework(db, teacherId, id);
  if (homework.withdrawn_at_sec !== null) throw badRequest('this homework was withdrawn');
  if (dueAtSec <= Number(homework.assign_at_sec)) throw badRequest('body.dueAtSec: must be after the assign time');
  await db.query('UPDATE group_homeworks SET due_at_sec = $2 WHERE id = $1', [id, dueAtSec]);
  return (await assignedHomeworks(db, 'gh.id = $1', [id]))[0]!;
}

/** Withdraws the homework (again: no change). The UPDATE's NOTIFY drops every student's list. */
export async function withdrawHomework(db: Queryable, teacherId: string, id: string): Promise<void> {
  await teachersHomework(db, teacherId, id);
  await db.query('UPDATE group_homeworks SET withdrawn_at_sec = $2 WHERE id = $1 AND withdrawn_at_sec IS NULL', [id, nowSec()]);
}
