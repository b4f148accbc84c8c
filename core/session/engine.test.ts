import { describe, expect, it } from 'vitest';
import { activityRegistry } from '@plugins/activities';
import { fruitColour } from '@plugins/activities/multi-choice-text/fixtures';
import { apple } from '@plugins/activities/spelling/fixtures';
import { iLikeApples, readingScore } from '@plugins/activities/oral-reading/fixtures';
import type { ServedActivity } from '@core/domain';
import { AnswerStatus, RecordStatus } from '../domain';
import type { GradeResult } from '../registry';
import { initialSessionState, LEARN_TIME_CAP_MS, sessionReducer } from './engine';
import { restoreAnswers, savedRecords, submittedAnswers } from './selectors';
// What the page shows of the state, asserted beside the transitions that change it.
import { nextButtonLabel, progress, questionsLeft, showsNextButton } from '@app/pages/player/session-view';
import type { SessionAction, SessionEpisode, SessionOptions, SessionState } from './types';

const noShuffle = { random: () => 0.99 };
const model = (served: ServedActivity, id = served.id) => activityRegistry.get(served.type as 68).parse({ ...served, id }, noShuffle);
const activity = (served: ServedActivity, episodeId: string, id?: string) => ({ model: model(served, id), episodeId, episodeType: 1 });

const mainEpisodes = (child = ''): SessionEpisode[] => [
  { episodeId: 'e1', episodeType: 1, child, activities: [activity(fruitColour, 'e1', 'q1'), activity(apple, 'e1', 'q2')] },
  { episodeId: 'e2', episodeType: 1, activities: [activity(iLikeApples, 'e2', 'q3')] },
];
const followUp: SessionEpisode = { episodeId: 'f1', episodeType: 2, videoUrl: '/files/media/f1.mp4', activities: [activity(fruitColour, 'f1', 'fq1')] };

const options = (overrides: Partial<SessionOptions> = {}): SessionOptions => ({ kind: 'homework', key: 'hw-1', revisal: false, readOnly: false, ...overrides });

function run(actions: SessionAction[], start: SessionState = initialSessionState(options())): SessionState {
  return actions.reduce(sessionReducer, start);
}
const load = (extra: Partial<Extract<SessionAction, { type: 'load' }>> = {}): SessionAction => ({ type: 'load', episodes: mainEpisodes(), options: options(), ...extra });

/** The plugin's own verdict on a response, as the page computes it. */
function grade(state: SessionState, response: unknown): GradeResult {
  const current = state.activities[state.activeActivityIndex]!.model;
  return activityRegistry.get(current.type as 68).grade!(current as never, response as never, { now: 1_700_000_000_000, durationSec: 3 }) as unknown as GradeResult;
}
const answer = (response: unknown): ((state: SessionState) => SessionAction) => (state) => ({ type: 'graded', result: grade(state, response), response });

/** Applies actions, some computed from the state they meet. */
function play(state: SessionState, ...steps: (SessionAction | ((s: SessionState) => SessionAction))[]): SessionState {
  return steps.reduce<SessionState>((s, step) => sessionReducer(s, typeof step === 'function' ? step(s) : step), state);
}

const toSpeech = () => run([load(), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }]);
const finishAll = (state: SessionState, wrongFirst: boolean) =>
  play(state, { type: 'forward' }, answer(wrongFirst ? { selected: ['C'] } : right.choice), { type: 'forward' }, answer(right.spelling), { type: 'forward' }, answer({ score: readingScore(90) }), { type: 'forward' });
const right = { choice: { selected: ['A'] }, spelling: { inputs: ['pp'] } };

describe('session engine: moving', () => {
  it('starts at -1 and the first forward shows the first question', () => {
    const loaded = run([load()]);
    expect(loaded.activeActivityIndex).toBe(-1);
    const first = run([{ type: 'forward' }], loaded);
    expect(first.activeActivityIndex).toBe(0);
    expect(progress(first)).toEqual({ n: 1, total: 3 });
  });

  it('forward and back change the index and clear the current answer', () => {
    let state = run([load(), { type: 'forward' }, { type: 'respond', response: { selected: ['B'] }, fulfilled: true }]);
    expect(showsNextButton(state)).toBe(true);
    state = run([{ type: 'forward' }, { type: 'back' }], state);
    expect(state.activeActivityIndex).toBe(0);
    expect(state.response).toBeUndefined();
    expect(state.fulfilled).toBe(false);
    expect(showsNextButton(state)).toBe(false);
    expect(run([{ type: 'back' }], state).activeActivityIndex).toBe(0);
  });
});

describe('session engine: choice and spelling', () => {
  it('a right answer: correct status, recorded, completed, the explanation as a button', () => {
    const state = play(run([load(), { type: 'forward' }]), { type: 'respond', response: right.choice, fulfilled: true }, answer(right.choice));
    expect(state.answerStatus).toBe(AnswerStatus.CORRECT);
    expect(state.isCompleted).toBe(true);
    expect(state.isShowExplanation).toBe(false);
    expect(state.answers.map((a) => [a.activityId, a.record.correct])).toEqual([['q1', true]]);
    expect(nextButtonLabel(state)).toBe('下一题');
    expect(run([{ type: 'status-shown' }], state).answerStatus).toBe(AnswerStatus.NONE);
  });

  it('a wrong first attempt: error, isFirstError, the wrong input cleared, the explanation popped up, answers locked', () => {
    let state = play(run([load(), { type: 'forward' }]), answer({ selected: ['B'] }));
    expect(state).toMatchObject({ answerStatus: AnswerStatus.ERROR, isFirstError: true, response: undefined, isCompleted: true, isShowExplanation: true });
    state = run([{ type: 'respond', response: { selected: ['A'] }, fulfilled: true }, { type: 'graded', result: grade(state, right.choice), response: right.choice }], state);
    expect(state.answers).toHaveLength(1);
    expect(state.answers[0]!.record.correct).toBe(false);
  });

  it('a wrong answer does not open an empty explanation (no text, no audio)', () => {
    const bare = activity(fruitColour, 'e1', 'q1');
    const withoutExplanation = { ...bare, model: { ...bare.model, explanation: { texts: [' '] } } };
    const episodes: SessionEpisode[] = [{ episodeId: 'e1', episodeType: 1, activities: [withoutExplanation] }];
    const state = play(run([load({ episodes }), { type: 'forward' }]), answer({ selected: ['B'] }));
    expect(state).toMatchObject({ answerStatus: AnswerStatus.ERROR, isCompleted: true, isShowExplanation: false });
  });

  it('spelling is graded by the plugin like any other type', () => {
    const state = play(run([load(), { type: 'forward' }, { type: 'forward' }]), answer(right.spelling));
    expect(state.answers[0]).toMatchObject({ activityId: 'q2', record: { correct: true } });
  });

  it("labels: '继续' before completion, '下一题' mid-way, '完成练习' on the last, '完成订正' in revision", () => {
    let state = run([load(), { type: 'forward' }]);
    expect(nextButtonLabel(state)).toBe('继续');
    state = play(run([load(), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }]), answer({ score: readingScore(90) }));
    expect(nextButtonLabel(state)).toBe('完成练习');
    const revision = play(run([load({ options: options({ revisal: true }) }), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }]), answer({ score: readingScore(90) }));
    expect(nextButtonLabel(revision)).toBe('完成订正');
  });
});

describe('session engine: speech', () => {
  it('homework: a first wrong result is not recorded and allows one retry; the second is recorded', () => {
    let state = play(toSpeech(), { type: 'record-status', status: RecordStatus.PLAYING }, answer({ score: readingScore(30) }));
    expect(state).toMatchObject({ hasTryAgain: true, isFirstError: true, isCompleted: false, recordStatus: RecordStatus.INIT, answerStatus: AnswerStatus.NOT_BAD });
    expect(state.answers).toEqual([]);
    state = play(state, answer({ score: readingScore(50) }));
    expect(state.isCompleted).toBe(true);
    expect(state.answers.map((a) => a.record.correct)).toEqual([false]);
  });

  it('a perfect result is recorded at once', () => {
    const state = play(toSpeech(), answer({ score: readingScore(95) }));
    expect(state).toMatchObject({ isCompleted: true, answerStatus: AnswerStatus.PERFECT, hasTryAgain: false });
  });

  it('exercise and smart homework record the first result, right or wrong', () => {
    for (const kind of ['exercise', 'smartHomework'] as const) {
      const state = play(run([load({ options: options({ kind }) }), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }]), answer({ score: readingScore(20) }));
      expect(state.answers).toHaveLength(1);
    }
  });
});

describe('session engine: the end of a homework', () => {
  it('finishes when nothing went wrong', () => {
    const state = finishAll(run([load({ episodes: mainEpisodes('f1'), followUpEpisodes: [followUp] })]), false);
    expect(state.phase).toBe('finished');
    expect(submittedAnswers(state).map((a) => [a.activityId, a.episode_id, a.episode_type])).toEqual([['q1', 'e1', 1], ['q2', 'e1', 1], ['q3', 'e2', 1]]);
  });

  it('recommends follow-up for a wrong answer in an episode that has one, then runs it, its video, and finishes', () => {
    let state = finishAll(run([load({ episodes: mainEpisodes('f1'), followUpEpisodes: [followUp] })]), true);
    expect(state.phase).toBe('recommend');
    state = run([{ type: 'start-follow-up' }], state);
    expect(state.phase).toBe('follow-up');
    expect(progress(state)).toEqual({ n: 1, total: 1 });
    expect(nextButtonLabel(state)).toBe('继续');
    state = play(state, answer({ selected: ['B'] }), { type: 'forward' });
    expect(state.phase).toBe('video');
    expect(state.followUp?.hadError).toBe(true);
    state = run([{ type: 'video-done' }], state);
    expect(state.phase).toBe('finished');
    expect(submittedAnswers(state).map((a) => a.activityId)).toEqual(['q1', 'q2', 'q3', 'fq1']);
  });

  it('waits at the end of the main run for follow-ups still on their way, then recommends them', () => {
    let state = finishAll(run([load({ episodes: mainEpisodes('f1'), followUpsPending: true })]), true);
    expect(state.phase).toBe('main');
    expect(state.awaitingFollowUps).toBe(true);
    state = run([{ type: 'follow-ups', followUpEpisodes: [followUp] }], state);
    expect(state.phase).toBe('recommend');
    expect(state.followUp?.queue.map((episode) => episode.episodeId)).toEqual(['f1']);
  });

  it('uses follow-ups that came before the end as if they were there from the start', () => {
    let state = run([load({ episodes: mainEpisodes('f1'), followUpsPending: true }), { type: 'follow-ups', followUpEpisodes: [followUp] }]);
    state = finishAll(state, true);
    expect(state.phase).toBe('recommend');
  });

  it('finishes when follow-ups that could not be fetched come as none', () => {
    let state = finishAll(run([load({ episodes: mainEpisodes('f1'), followUpsPending: true })]), true);
    state = run([{ type: 'follow-ups', followUpEpisodes: [] }], state);
    expect(state.phase).toBe('finished');
    expect(submittedAnswers(state).map((a) => a.activityId)).toEqual(['q1', 'q2', 'q3']);
  });

  it('does not recommend follow-up in revision mode or outside homework', () => {
    expect(finishAll(run([load({ episodes: mainEpisodes('f1'), followUpEpisodes: [followUp], options: options({ revisal: true }) })]), true).phase).toBe('finished');
    expect(finishAll(run([load({ episodes: mainEpisodes('f1'), followUpEpisodes: [followUp], options: options({ kind: 'exercise' }) })]), true).phase).toBe('finished');
  });

  it('stays on the last question until it is completed', () => {
    const state = run([load(), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }, { type: 'forward' }]);
    expect(state).toMatchObject({ phase: 'main', activeActivityIndex: 2 });
    expect(questionsLeft(state)).toBe(3);
  });
});

describe('session engine: read-only, restore, timer', () => {
  it('read-only: every question shows completed, nothing is recorded, the end is not passed', () => {
    let state = run([load({ options: options({ readOnly: true }) }), { type: 'forward' }]);
    expect(state.isCompleted).toBe(true);
    state = play(state, { type: 'respond', response: right.choice, fulfilled: true }, answer(right.choice));
    expect(state.answers).toEqual([]);
    expect(showsNextButton(state)).toBe(false);
    state = run([{ type: 'forward' }, { type: 'forward' }, { type: 'forward' }], state);
    expect(state).toMatchObject({ phase: 'main', activeActivityIndex: 2 });
  });

  it('restores saved answers and resumes at the first unanswered question, answered ones locked', () => {
    const answered = play(run([load(), { type: 'forward' }]), answer(right.choice));
    const saved = savedRecords(answered);
    const fresh = run([load()]);
    const resumed = run([load({ savedAnswers: restoreAnswers(saved, fresh.activities) }), { type: 'forward' }]);
    expect(resumed.activeActivityIndex).toBe(1);
    expect(resumed.answers.map((a) => a.activityId)).toEqual(['q1']);
    expect(run([{ type: 'back' }], resumed).isCompleted).toBe(true);
    expect(restoreAnswers(saved, [])).toEqual([]);
  });

  it('counts learning time per activity, capped at 300 s', () => {
    const state = run([load(), { type: 'forward' }, { type: 'tick', ms: 200_000 }, { type: 'tick', ms: 200_000 }, { type: 'forward' }, { type: 'tick', ms: 1000 }]);
    expect(state.learnTimeMs).toEqual({ q1: LEARN_TIME_CAP_MS, q2: 1000 });
  });
});
