/**
 * Homework drafts (issue 19, item 8; beyond the spec): the answers a student has given so far, saved
 * while they work, so a new phone or a cleared webview goes on where they were. Only the student's own
 * homework; each answer must be one of the homework's activities, in the shape of its type. A save
 * replaces the stored draft only when it is newer, so a repeated or late request changes nothing
 * (idempotent by its savedAtMs). Drafts are never graded or counted: the submission is.
 *
 * A revision (去订正) has a draft of its own (issue 32, item 12), of the wrong answers fixed so far: its
 * answers must be of activities the student answered wrongly, and submitting the revision deletes it.
 */
import type { HomeworkDraft } from '@core/contract';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import { assertAnswerFitsType } from './answer-shape';
import { homeworkActivities, ownHomework } from './homework-repository';

/** Which draft: the homework's answers, or its revision's. */
export type DraftKind = 'homework' | 'revision';
const TABLE: Record<DraftKind, string> = { homework: 'homework_drafts', revision: 'revision_drafts' };

export async function getDraft(db: Queryable, studentId: string, id: string, kind: DraftKind = 'homework'): Promise<HomeworkDraft | null> {
  await ownHomework(db, studentId, id);
  const [row] = await db.query<{ answers: HomeworkDraft['answers']; saved_at_ms: number | string }>(`SELECT answers, saved_at_ms FROM ${TABLE[kind]} WHERE student_homework_id = $1`, [id]);
  return row ? { savedAtMs: Number(row.saved_at_ms), answers: row.answers } : null;
}

/** Stores the draft unless a newer one is there; answers the stored one's time. */
export async function saveDraft(db: Queryable, studentId: string, id: string, draft: HomeworkDraft, kind: DraftKind = 'homework'): Promise<{ savedAtMs: number }> {
  const row = await ownHomework(db, studentId, id);
  const { activityById } = await homeworkActivities(db, row.gh_id);
  const wrong = kind === 'revision' ? new Set((await db.query<{ activity_id: string }>('SELECT activity_id FROM homework_answers WHERE student_homework_id = $1 AND NOT correct', [id])).map((r) => r.activity_id)) : undefined;
  draft.answers.forEach((answer, index) => {
    const activity = activityById.get(answer.data.activityId);
    if (!activity) throw badRequest(`body.answers[${index}].data.activityId: "${answer.data.activityId}" is not an activity of this homework`);
    if (wrong && !wrong.has(activity.id)) throw badRequest(`body.answers[${index}].data.activityId: "${answer.data.activityId}" was not answered wrongly: nothing to revise`);
    assertAnswerFitsType(answer.data, activity.type, `body.answers[${index}].data`);
  });
  // One statement: the newer of the two stays, whatever order parallel saves arrive in.
  const [stored] = await db.query<{ saved_at_ms: number | string }>(
    `INSERT INTO ${TABLE[kind]} (student_homework_id, answers, saved_at_ms, updated_at_sec) VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_homework_id) DO UPDATE SET answers = EXCLUDED.answers, saved_at_ms = EXCLUDED.saved_at_ms, updated_at_sec = EXCLUDED.updated_at_sec
       WHERE ${TABLE[kind]}.saved_at_ms < EXCLUDED.saved_at_ms
     RETURNING saved_at_ms`,
    [id, JSON.stringify(draft.answers), draft.savedAtMs, nowSec()],
  );
  if (stored) return { savedAtMs: Number(stored.saved_at_ms) };
  const [kept] = await db.query<{ saved_at_ms: number | string }>(`SELECT saved_at_ms FROM ${TABLE[kind]} WHERE student_homework_id = $1`, [id]);
  return { savedAtMs: Number(kept?.saved_at_ms ?? draft.savedAtMs) };
}
