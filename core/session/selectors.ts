/** What the /pt page reads from the session state. */
import type { AnswerRecord, SubmittedAnswer } from '../domain';
import type { RecordedAnswer, SessionActivity, SessionState } from './types';

export const currentActivity = (state: SessionState): SessionActivity | undefined => state.activities[state.activeActivityIndex];

/** The recorded answer of the current question in the run being played (main or follow-up), if any. */
export function currentAnswer(state: SessionState): RecordedAnswer | undefined {
  const id = currentActivity(state)?.model.id;
  const answers = state.phase === 'follow-up' ? (state.followUp?.answers ?? []) : state.answers;
  return id === undefined ? undefined : answers.find((answer) => answer.activityId === id);
}

/** 'n/total' of the progress bar: the main run, or the follow-up episode being run. */
export function progress(state: SessionState): { n: number; total: number } {
  return { n: Math.max(0, state.activeActivityIndex) + 1, total: state.activities.length };
}

export const isLastQuestion = (state: SessionState): boolean => state.activeActivityIndex === state.activities.length - 1;

export const NextButtonText = { next: '下一题', finish: '完成练习', finishRevision: '完成订正', continue: '继续' } as const;

/** The next button's label (spec 01 §4 "Button labels"). */
export function nextButtonLabel(state: SessionState): string {
  if (state.phase === 'follow-up' || !state.isCompleted) return NextButtonText.continue;
  if (!isLastQuestion(state)) return NextButtonText.next;
  return state.revisal ? NextButtonText.finishRevision : NextButtonText.finish;
}

/** The next button appears once the answer is fulfilled (or the question is completed). */
export const showsNextButton = (state: SessionState): boolean => !state.readOnly && (state.isCompleted || state.fulfilled);

/** Questions not yet answered in the main run: the exit prompt's N. */
export function questionsLeft(state: SessionState): number {
  const answered = new Set(state.answers.map((answer) => answer.activityId));
  return state.episodes.flatMap((episode) => episode.activities).filter((activity) => !answered.has(activity.model.id)).length;
}

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

