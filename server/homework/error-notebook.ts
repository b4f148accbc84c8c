/**
 * The error notebook: wrong homework answers and their revisions. A wrong answer counts as revised
 * once a revision of it was correct.
 */
import type { z } from 'zod/mini';
import type { errorNotebookRequestSchema } from '@core/contract';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import type { ServedActivity } from '@core/domain';
import { judgedAnswer } from './answer-shape';
import { shownToStudentsSql } from './class-homework-rows';
import type { SpeechProof } from '../scoring/receipt-check';

export type ErrorNotebook = Awaited<ReturnType<typeof errorNotebooksOf>> extends Map<string, infer N> ? N : never;

/** The error notebooks of several homeworks in one query (the list shows a page of them at once). */
export async function errorNotebooksOf(db: Queryable, homeworkIds: readonly string[]) {
  const rows = await db.query<{ student_homework_id: string; answer: Record<string, unknown>; revised: boolean | null }>(
    `SELECT a.student_homework_id, a.answer, r.correct AS revised FROM homework_answers a
       LEFT JOIN revisal_answers r ON r.student_homework_id = a.student_homework_id AND r.activity_id = a.activity_id
      WHERE a.student_homework_id = ANY($1::text[]) AND NOT a.correct ORDER BY a.answered_at_sec, a.activity_id`,
    [homeworkIds],
  );
  return new Map(
    homeworkIds.map((homeworkId) => {
      const own = rows.filter((r) => r.student_homework_id === homeworkId);
      const alreadyRevisal = own.filter((r) => r.revised === true).length;
      return [homeworkId, {
        totalError: own.length,
        alreadyRevisal,
        homeworkId,
        needToRevisal: own.length - alreadyRevisal,
        errorAnswer: own.filter((r) => r.revised !== true).map((r) => r.answer),
      }];
    }),
  );
}

export async function errorNotebookOf(db: Queryable, homeworkId: string): Promise<ErrorNotebook> {
  return (await errorNotebooksOf(db, [homeworkId])).get(homeworkId)!;
}

export async function submitRevisions(db: Database, studentId: string, request: z.infer<typeof errorNotebookRequestSchema>, proof: SpeechProof) {
  return db.transaction(async (tx) => {
    let notRevisedCount = 0;
    const homeworkIds = [...new Set(request.revisal_contents.map((r) => r.studentHomeworkId))].toSorted();
    // Lock the homework rows (in a fixed order, so two batches cannot deadlock): the counts below read
    // what parallel batches write.
    await tx.query('SELECT id FROM student_homeworks WHERE id = ANY($1::text[]) AND student_id = $2 ORDER BY id FOR UPDATE', [homeworkIds, studentId]);
    for (const [index, revision] of request.revisal_contents.entries()) {
      const [wrong] = await tx.query<{ correct: boolean; content: ServedActivity }>(
        `SELECT a.correct, act.content FROM homework_answers a JOIN student_homeworks sh ON sh.id = a.student_homework_id JOIN activities act ON act.id = a.activity_id
                JOIN group_homeworks gh ON gh.id = sh.group_homework_id
          WHERE a.student_homework_id = $1 AND a.activity_id = $2 AND sh.student_id = $3 AND ${shownToStudentsSql('$4')}`,
        [revision.studentHomeworkId, revision.answer.activityId, studentId, nowSec()],
      );
      if (!wrong) {
        // A withdrawn homework is gone for the student, as in every other call (issue 37).
        const [own] = await tx.query(`SELECT 1 FROM student_homeworks sh JOIN group_homeworks gh ON gh.id = sh.group_homework_id WHERE sh.id = $1 AND sh.student_id = $2 AND ${shownToStudentsSql('$3')}`, [revision.studentHomeworkId, studentId, nowSec()]);
        if (!own) throw notFound('homework');
        throw badRequest(`body.revisal_contents[${index}].answer.activityId: no answer to revise for "${revision.answer.activityId}"`);
      }
      const { answer, correct } = judgedAnswer(revision.answer, wrong.content, `body.revisal_contents[${index}].answer`, proof);
      if (!correct) notRevisedCount++;
      await tx.query(
        `INSERT INTO revisal_answers (student_homework_id, activity_id, correct, answer, revised_at_sec) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (student_homework_id, activity_id) DO UPDATE SET correct = EXCLUDED.correct, answer = EXCLUDED.answer, revised_at_sec = EXCLUDED.revised_at_sec`,
        [revision.studentHomeworkId, revision.answer.activityId, correct, JSON.stringify({ ...answer, episode_id: revision.episode_id, episode_type: revision.episode_type }), nowSec()],
      );
    }
    // The revision is handed in: its draft has done its work.
    await tx.query('DELETE FROM revision_drafts WHERE student_homework_id = ANY($1::text[])', [homeworkIds]);
    const errorNotebooks = await Promise.all(
      homeworkIds.map(async (id) => {
        const { totalError, alreadyRevisal, needToRevisal } = await errorNotebookOf(tx, id);
        return { homeworkId: id, totalError, alreadyRevisal, needToRevisal };
      }),
    );
    return { notRevisedCount, errorNotebooks };
  });
}
