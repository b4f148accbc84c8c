/**
 * Likes and comments between groupmates (spec 02 §7 interactions; issue 15, 31): only on a groupmate
 * (membership read from the database, so no name, `__proto__` included, can pass for one), only while the
 * task runs, one like per student, groupmate and task, at most 20 comments of a student in a task, and
 * the list read a page at a time.
 */
import type { z } from 'zod/mini';
import { ErrorCode } from '@core/contract';
import { COMMENTS_PER_STUDENT_AND_TASK, InteractionAction, type interactionsQuerySchema, type postInteractionSchema } from '@plugins/tasks/collaborative/definition';
import type { Database, Queryable } from '../db/database';
import { HttpError, badRequest } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import { collaborativeTask, notInGroup, runningCollaborativeTask } from './groups';

export interface Interaction { fromStudentId: string; targetStudentId: string; action: number; comment: string | null; createdAtSec: number }

/** A like or a comment of the student on a groupmate's answer, in one transaction. */
export async function addInteraction(db: Database, studentId: string, classIds: readonly string[], body: z.infer<typeof postInteractionSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    const { task } = await runningCollaborativeTask(tx, classIds, body.groupTaskId);
    // The student's own membership row, locked: their likes and comments are counted one at a time.
    const [mine] = await tx.query<{ group_id: string }>('SELECT group_id FROM task_group_members WHERE group_task_id = $1 AND student_id = $2 FOR UPDATE', [task.id, studentId]);
    if (!mine) throw notInGroup();
    const [mate] = await tx.query('SELECT 1 FROM task_group_members WHERE group_id = $1 AND student_id = $2', [mine.group_id, body.targetStudentId]);
    if (!mate || body.targetStudentId === studentId) throw badRequest('只能给同组同学点赞或评论');
    if (body.action === InteractionAction.LIKE) {
      // A second like of the same groupmate changes nothing (a double tap, a retry).
      const [liked] = await tx.query('SELECT 1 FROM group_interactions WHERE group_task_id = $1 AND from_student_id = $2 AND target_student_id = $3 AND action = $4 LIMIT 1', [
        task.id, studentId, body.targetStudentId, InteractionAction.LIKE,
      ]);
      if (liked) return;
    } else {
      if (!body.comment) throw badRequest('请写下评论内容');
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>('SELECT count(*)::int8 AS count FROM group_interactions WHERE group_task_id = $1 AND from_student_id = $2 AND action = $3', [
        task.id, studentId, InteractionAction.COMMENT,
      ]);
      if (Number(count) >= COMMENTS_PER_STUDENT_AND_TASK) throw new HttpError(409, ErrorCode.CONFLICT, `每个任务最多评论${COMMENTS_PER_STUDENT_AND_TASK}条`);
    }
    await tx.query('INSERT INTO group_interactions (group_task_id, from_student_id, target_student_id, action, comment, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [
      task.id, studentId, body.targetStudentId, body.action, body.action === InteractionAction.COMMENT ? body.comment : null, nowSec(),
    ]);
  });
}

/**
 * A page of the likes and comments on the student's group (running or ended task), oldest first, and
 * the marker of the next page (null on the last). 409 when the student is in no group of the task.
 */
export async function groupInteractions(db: Queryable, studentId: string, classIds: readonly string[], query: z.infer<typeof interactionsQuerySchema>) {
  const { task } = await collaborativeTask(db, classIds, query.groupTaskId);
  const [mine] = await db.query<{ group_id: string }>('SELECT group_id FROM task_group_members WHERE group_task_id = $1 AND student_id = $2', [task.id, studentId]);
  if (!mine) throw notInGroup();
  const rows = await db.query<Interaction & { id: number }>(
    `SELECT i.id, i.from_student_id AS "fromStudentId", i.target_student_id AS "targetStudentId", i.action, i.comment, i.created_at_sec AS "createdAtSec"
       FROM group_interactions i
      WHERE i.group_task_id = $1 AND i.id > $3
        AND i.target_student_id IN (SELECT student_id FROM task_group_members WHERE group_id = $2)
      ORDER BY i.id LIMIT $4`,
    [task.id, mine.group_id, query.marker ?? '0', query.pageSize + 1],
  );
  const page = rows.slice(0, query.pageSize);
  return {
    interactions: page.map(({ id: _id, ...i }) => ({ ...i, createdAtSec: Number(i.createdAtSec) })),
    marker: rows.length > query.pageSize ? String(page.at(-1)!.id) : null,
  };
}
