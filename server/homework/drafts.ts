/**
 * Homework drafts (issue 19, item 8; beyond the spec): the answers a student has given so far, saved
 * while they work, so a new phone or a cleared webview goes on where they were. Only the student's own
 * homework; each answer must be one of the homework's activities, in the shape of its type. A save
 * replaces the stored draft only when it is newer, so a repeated or late request changes nothing
 * (idempotent by its savedAtMs). Drafts are never graded or counted: the submission is.
 */
import type { HomeworkDraft } from '@core/contract';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import { assertAnswerFitsType } from './answer-shape';
import { homeworkActivities, ownHomework } from './homework-repository';

export async function getDraft(db: Queryable, studentId: string, id: string): Promise<HomeworkDraft | null> {
  await ownHomework(db, studentId, id);
  const [row] = await db.query<{ answers: HomeworkDraft['answers']; saved_at_ms: number | string }>('SELECT answers, saved_at_ms FROM homework_drafts WHERE student_homework_id = $1', [id]);
  return row ? { savedAtMs: Number(row.saved_at_ms), answers: row.answers } : null;
}

/** Stores the draft unless a newer one is there; answers the stored one's time. */
export async function saveDraft(db: Queryable, studentId: string, id: string, draft: HomeworkDraft): Promise<{ savedAtMs: number }> {
  const row = await ownHomework(db, studentId, id);
  const { activityById } = await homeworkActivities(db, row.gh_id);
  draft.answers.forEach((answer, index) => {
    const activity = activityById.get(answer.data.activityId);
    if (!activity) throw badRequest(`body.answers[${index}].data.activityId: "${answer.data.activityId}" is not an activity of this homework`);
    assertAnswerFitsType(answer.data, activity.type, `body.answers[${index}].data`);
  });
  // One statement: the newer of the two stays, whatever order parallel saves arrive in.
  const [stored] = await db.query<{ saved_at_ms: number | string }>(
    `INSERT INTO homework_drafts (student_homework_id, answers, saved_at_ms, updated_at_sec) VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_homework_id) DO UPDATE SET answers = EXCLUDED.answers, saved_at_ms = EXCLUDED.saved_at_ms, updated_at_sec = EXCLUDED.updated_at_sec
       WHERE homework_drafts.saved_at_ms < EXCLUDED.saved_at_ms
     RETURNING saved_at_ms`,
    [id, JSON.stringify(draft.answers), draft.savedAtMs, nowSec()],
  );
  if (stored) return { savedAtMs: Number(stored.saved_at_ms) };
  const [kept] = await db.query<{ saved_at_ms: number | string }>('SELECT saved_at_ms FROM homework_drafts WHERE student_homework_id = $1', [id]);
  return { savedAtMs: Number(kept?.saved_at_ms ?? draft.savedAtMs) };
}
