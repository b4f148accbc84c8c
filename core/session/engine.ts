/**
 * The practice session as an immer reducer (spec 01 §4 "Practice flow"). Plain TypeScript: the /pt
 * page dispatches, grading happens in the plugins (pure) and arrives here as a verdict, and nothing
 * here touches the DOM, the network or timers.
 */
import { produce, type Draft } from 'immer';
import { AnswerStatus, RecordStatus } from '../domain';
import type { GradeResult } from '../registry';
import { hasExplanation, hasFollowUp, type RecordedAnswer, type SessionAction, type SessionActivity, type SessionEpisode, type SessionOptions, type SessionState } from './types';

/** Learning time counted per activity (spec 01 §9). */
export const LEARN_TIME_CAP_MS = 300_000;
/** How long the answer status shows before the page dispatches 'status-shown' (spec 01 §9). */
export const ANSWER_STATUS_MS = 800;

export function initialSessionState(options: SessionOptions): SessionState {
  return {
    ...options,
    phase: 'main',
    episodes: [],
    activities: [],
    activeActivityIndex: -1,
    response: undefined,
    fulfilled: false,
    answerStatus: AnswerStatus.NONE,
    isCompleted: false,
    isFirstError: false,
    isShowExplanation: false,
    hasTryAgain: false,
    recordStatus: RecordStatus.INIT,
    answers: [],
    followUp: undefined,
    followUpEpisodes: [],
    followUpsPending: false,
    awaitingFollowUps: false,
    learnTimeMs: {},
  };
}

const flatten = (episodes: SessionEpisode[]): SessionActivity[] => episodes.flatMap((episode) => episode.activities);

/** The answers of the phase being run: the main run's, or the current follow-up's. */
function runAnswers(state: SessionState | Draft<SessionState>): RecordedAnswer[] {
  return (state.phase === 'follow-up' ? state.followUp?.answers : state.answers) ?? [];
}

function answerFor(state: SessionState | Draft<SessionState>, activityId: string): RecordedAnswer | undefined {
  return runAnswers(state).find((answer) => answer.activityId === activityId);
}

function clearQuestion(draft: Draft<SessionState>): void {
  draft.response = undefined;
  draft.fulfilled = false;
  draft.answerStatus = AnswerStatus.NONE;
  draft.isCompleted = false;
  draft.isFirstError = false;
  draft.isShowExplanation = false;
  draft.hasTryAgain = false;
  draft.recordStatus = RecordStatus.INIT;
}

/** Moves to a question and clears the current answer; an answered question (or read-only) shows completed. */
function enter(draft: Draft<SessionState>, index: number): void {
  clearQuestion(draft);
  draft.activeActivityIndex = index;
  const activity = draft.activities[index];
  if (activity && (draft.readOnly || answerFor(draft, activity.model.id))) draft.isCompleted = true;
}

/** Follow-up episodes of main episodes that hold a wrong answer, in episode order. */
export function followUpsFor(episodes: SessionEpisode[], answers: RecordedAnswer[], followUpEpisodes: SessionEpisode[]): SessionEpisode[] {
  return episodes
    .filter((episode) => hasFollowUp(episode) && answers.some((answer) => answer.episodeId === episode.episodeId && !answer.record.correct))
    .flatMap((episode) => followUpEpisodes.filter((candidate) => candidate.episodeId === episode.child));
}

function startEpisode(draft: Draft<SessionState>, episode: SessionEpisode): void {
  draft.phase = 'follow-up';
  draft.activities = episode.activities;
  if (draft.followUp) draft.followUp.hadError = false;
  enter(draft, 0);
}

/** After the last question of a follow-up episode: its explanation video, if it has one. */
function finishFollowUpEpisode(draft: Draft<SessionState>): void {
  if (draft.followUp?.queue[0]?.videoUrl) draft.phase = 'video';
  else nextFollowUpEpisode(draft);
}

/** The next follow-up episode, or the end of the session. */
function nextFollowUpEpisode(draft: Draft<SessionState>): void {
  draft.followUp?.queue.shift();
  const next = draft.followUp?.queue[0];
  if (next) startEpisode(draft, next);
  else draft.phase = 'finished';
}

function forward(draft: Draft<SessionState>): void {
  if (draft.phase !== 'main' && draft.phase !== 'follow-up') return;
  const last = draft.activities.length - 1;
  if (draft.activeActivityIndex < 0) {
    // Start (or resume): the first question without an answer.
    const firstOpen = draft.activities.findIndex((activity) => !answerFor(draft, activity.model.id));
    enter(draft, draft.readOnly ? 0 : firstOpen === -1 ? last : firstOpen);
    return;
  }
  if (draft.activeActivityIndex < last) {
    enter(draft, draft.activeActivityIndex + 1);
    return;
  }
  if (draft.readOnly || !draft.isCompleted) return;
  if (draft.phase === 'follow-up') {
    finishFollowUpEpisode(draft);
    return;
  }
  if (draft.followUpsPending) {
    draft.awaitingFollowUps = true;
    return;
  }
  endMainRun(draft);
}

/** The end of the main run: follow-ups for the episodes answered wrongly (homework, not in revision). */
function endMainRun(draft: Draft<SessionState>): void {
  const queue = draft.kind === 'homework' && !draft.revisal ? followUpsFor(draft.episodes, draft.answers, draft.followUpEpisodes) : [];
  if (queue.length > 0) {
    draft.followUp = { queue, answers: [], hadError: false };
    draft.phase = 'recommend';
  } else {
    draft.phase = 'finished';
  }
}

function record(draft: Draft<SessionState>, activity: SessionActivity, result: GradeResult): void {
  const answer: RecordedAnswer = { activityId: activity.model.id, episodeId: activity.episodeId, episodeType: activity.episodeType, uuid: activity.uuid, record: result.record };
  const list = draft.phase === 'follow-up' && draft.followUp ? draft.followUp.answers : draft.answers;
  const at = list.findIndex((existing) => existing.activityId === answer.activityId);
  if (at >= 0) list.splice(at, 1, answer);
  else list.push(answer);
  if (draft.phase === 'follow-up' && draft.followUp && !result.correct) draft.followUp.hadError = true;
}

function graded(draft: Draft<SessionState>, result: GradeResult, response: unknown): void {
  const activity = draft.activities[draft.activeActivityIndex];
  if (!activity || draft.isCompleted || draft.readOnly) return;
  draft.answerStatus = result.status;
  const speech = result.grade !== undefined;
  if (speech) {
    draft.response = response;
    draft.recordStatus = RecordStatus.INIT;
    // Homework: a first wrong speech result is not recorded; the student may read once more.
    if (draft.kind === 'homework' && !result.correct && !draft.hasTryAgain) {
      draft.hasTryAgain = true;
      draft.isFirstError = true;
      return;
    }
  } else if (!result.correct) {
    // A wrong choice or spelling: the shake, and the wrong input cleared for the correct answer's display.
    draft.isFirstError = true;
    draft.response = undefined;
  } else {
    draft.response = response;
  }
  record(draft, activity, result);
  draft.isCompleted = true;
  // Explanations: a button after a correct answer, popped up after a wrong one, when there is one.
  draft.isShowExplanation = !result.correct && hasExplanation(activity.model.explanation);
}

/** The recipe (mutates a draft): for useImmerReducer; `sessionReducer` is the same as a plain reducer. */
export function sessionRecipe(draft: Draft<SessionState>, action: SessionAction): void {
  switch (action.type) {
    case 'load': {
      Object.assign(draft, initialSessionState(action.options));
      draft.episodes = action.episodes;
      draft.activities = flatten(action.episodes);
      const ids = new Set(draft.activities.map((activity) => activity.model.id));
      draft.answers = (action.savedAnswers ?? []).filter((answer) => ids.has(answer.activityId));
      draft.followUpEpisodes = action.followUpEpisodes ?? [];
      draft.followUpsPending = action.followUpsPending ?? false;
      return;
    }
    case 'follow-ups':
      draft.followUpEpisodes = action.followUpEpisodes;
      draft.followUpsPending = false;
      if (draft.awaitingFollowUps) {
        draft.awaitingFollowUps = false;
        endMainRun(draft);
      }
      return;
    case 'forward':
      forward(draft);
      return;
    case 'back':
      if ((draft.phase === 'main' || draft.phase === 'follow-up') && draft.activeActivityIndex > 0) enter(draft, draft.activeActivityIndex - 1);
      return;
    case 'respond':
      if (draft.isCompleted || draft.readOnly) return;
      draft.response = action.response;
      draft.fulfilled = action.fulfilled;
      return;
    case 'graded':
      graded(draft, action.result, action.response);
      return;
    case 'status-shown':
      draft.answerStatus = AnswerStatus.NONE;
      return;
    case 'explanation':
      draft.isShowExplanation = action.shown;
      return;
    case 'record-status':
      draft.recordStatus = action.status;
      return;
    case 'start-follow-up': {
      const first = draft.followUp?.queue[0];
      if (draft.phase === 'recommend' && first) startEpisode(draft, first);
      return;
    }
    case 'video-done':
      if (draft.phase === 'video') nextFollowUpEpisode(draft);
      return;
    case 'tick': {
      const activity = draft.activities[draft.activeActivityIndex];
      if (!activity || (draft.phase !== 'main' && draft.phase !== 'follow-up')) return;
      const spent = draft.learnTimeMs[activity.model.id] ?? 0;
      draft.learnTimeMs[activity.model.id] = Math.min(LEARN_TIME_CAP_MS, spent + action.ms);
      return;
    }
  }
}

export const sessionReducer = produce(sessionRecipe);

