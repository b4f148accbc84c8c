/** What a student may see: their classes, and the content assigned to those classes or to them. */
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/http-error';
import { classIdsOf } from '../users/user-repository';

/** The class to use: the one asked for (if the student is in it), else every class of the student. */
export async function studentClasses(db: Queryable, studentId: string, groupId?: string): Promise<string[]> {
  return classesToUse(await classIdsOf(db, studentId), groupId);
}

/** Of the student's classes, the one asked for (403 when it is not theirs), else all of them. */
export function classesToUse(classes: string[], groupId: string | undefined): string[] {
  if (groupId === undefined) return classes;
  if (!classes.includes(groupId)) throw forbidden('groupId: not a class of yours');
  return [groupId];
}

/** Fails with 404 unless every episode belongs to a unit assigned to the student's classes or to them. */
export async function assertEpisodesVisible(db: Queryable, studentId: string, episodeIds: readonly string[]): Promise<void> {
  const visible = await db.query<{ id: string }>(
    `SELECT e.id FROM episodes e
      WHERE e.id = ANY($2::text[])
        AND (e.unit_id IN (SELECT gh.unit_id FROM group_homeworks gh JOIN class_members m ON m.class_id = gh.class_id WHERE m.user_id = $1
                          UNION SELECT gt.unit_id FROM group_tasks gt JOIN class_members m ON m.class_id = gt.class_id WHERE m.user_id = $1)
             OR e.id IN (SELECT i.episode_id FROM smart_homework_items i JOIN smart_homeworks s ON s.id = i.smart_homework_id WHERE s.student_id = $1))`,
    [studentId, episodeIds],
  );
  const missing = episodeIds.filter((id) => !visible.some((v) => v.id === id));
  if (missing.length > 0) throw notFound(`episode ${missing.join(', ')}`);
}
