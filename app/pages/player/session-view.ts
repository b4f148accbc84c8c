/** What the /pt page shows of the session's state (spec 01 §4): the question, its answer, the progress and the next button. */
import type { RecordedAnswer, SessionActivity, SessionState } from '@core/session';

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
