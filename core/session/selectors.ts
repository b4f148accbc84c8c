/**
 * The session's answers as they leave it: submitted (with their episodes) and saved to local storage, and
 * saved ones restored. What the /pt page shows of the state is the page's (app/pages/player/session-view.ts).
 */
import type { AnswerRecord, SubmittedAnswer } from '../domain';
import type { RecordedAnswer, SessionActivity, SessionState } from './types';

/** An answer as submitted: the record's data plus its episode (spec 01 §3, §7). */
export const toSubmitted = (answer: RecordedAnswer): SubmittedAnswer => ({ ...answer.record.data, episode_id: answer.episodeId, episode_type: answer.episodeType }) as SubmittedAnswer;

/** Every answer of the session (main and follow-up), as submitted. */
export function submittedAnswers(state: SessionState): SubmittedAnswer[] {
  return [...state.answers, ...(state.followUp?.answers ?? [])].map(toSubmitted);
}

/** The answers saved to local storage after each question (restored when the id matches). */
export const savedRecords = (state: SessionState): AnswerRecord[] => state.answers.map((answer) => answer.record);

/** Saved records back into recorded answers, for the activities this session holds. */
export function restoreAnswers(records: readonly AnswerRecord[], activities: readonly SessionActivity[]): RecordedAnswer[] {
  return records.flatMap((record) => {
    const activity = activities.find((candidate) => candidate.model.id === record.data.activityId);
    return activity ? [{ activityId: activity.model.id, episodeId: activity.episodeId, episodeType: activity.episodeType, uuid: activity.uuid, record }] : [];
  });
}

