import { describe, expect, it } from 'vitest';
import { clipHash } from '@core/contract';
import {
  answerAudioUrl,
  errorNotebookSubmission,
  homeworkSubmission,
  mergeAnswersByActivity,
  quizSubmission,
  smartHomeworkSubmission,
  toSubmittedAnswer,
  type EpisodeAnswer,
  type WireAnswer,
} from './player-calls';

const spelling = (activityId: string, atMs: number, correct = true): EpisodeAnswer => ({
  record: { type: 33, correct, fulfilled: true, data: { activityId, timestampUsec: `${atMs}000`, durationSec: 4, spelling: { correct, answer: [{ text: 'cat', correct }] } } },
  episodeId: 'm1u1-e4',
  episodeType: 1,
});
const wire = (activityId: string, atMs: number, episode = 'm1u1-e1'): WireAnswer => ({
  activityId,
  timestampUsec: `${atMs}000`,
  durationSec: 1,
  episode_id: episode,
  episode_type: 1,
  multiChoiceText: { correct: true, answers: ['x'] },
});

describe('toSubmittedAnswer', () => {
  it("is the record's data plus episode_id and episode_type", () => {
    expect(toSubmittedAnswer(spelling('a1', 1700000000000))).toEqual({
      activityId: 'a1',
      timestampUsec: '1700000000000000',
      durationSec: 4,
      spelling: { correct: true, answer: [{ text: 'cat', correct: true }] },
      episode_id: 'm1u1-e4',
      episode_type: 1,
    });
  });
});

describe('mergeAnswersByActivity', () => {
  it('keeps one answer per activity, the newest, in the place the activity first appeared', () => {
    const stored = [wire('a1', 1000), wire('a2', 1000), wire('a3', 5000)];
    const fresh = [wire('a2', 2000, 'fresh'), wire('a4', 2000, 'fresh'), wire('a3', 3000, 'fresh')];
    const merged = mergeAnswersByActivity(stored, fresh);
    expect(merged.map((a) => [a.activityId, a.episode_id])).toEqual([['a1', 'm1u1-e1'], ['a2', 'fresh'], ['a3', 'm1u1-e1'], ['a4', 'fresh']]);
  });

  it('lets the later one win between equally new answers, and compares timestamps as numbers', () => {
    expect(mergeAnswersByActivity([wire('a1', 1000)], [wire('a1', 1000, 'fresh')])[0]!.episode_id).toBe('fresh');
    // '999000' is older than '1000000' although it sorts after it as text.
    expect(mergeAnswersByActivity([wire('a1', 1000, 'newer')], [wire('a1', 999, 'older')])[0]!.episode_id).toBe('newer');
  });

  it('counts an answer without a readable timestamp as the oldest', () => {
    const undated = { activityId: 'a1', timestampUsec: 'soon', episode_id: 'undated' };
    expect(mergeAnswersByActivity([{ activityId: 'a1', timestampUsec: '5', episode_id: 'dated' }], [undated])[0]!.episode_id).toBe('dated');
  });
});

describe('homeworkSubmission', () => {
  it('sends every answer with its episode, the stored answers merged in, and the unit, textbook and category', () => {
    const body = homeworkSubmission({
      answers: [spelling('m1u1-e4-a1', 2000), spelling('m1u1-e4-a2', 2000, false)],
      storedAnswers: [wire('m1u1-e1-a1', 1000), { ...wire('m1u1-e4-a2', 1000), spelling: { correct: true, answer: [] } }],
      unitId: 'unit-m1u1',
      textbook: 'SH_OXFORD',
      category: 'Oxford 3A M1U1',
    });
    expect(body.answers.map((a) => [a.activityId, a.timestampUsec])).toEqual([['m1u1-e1-a1', '1000000'], ['m1u1-e4-a2', '2000000'], ['m1u1-e4-a1', '2000000']]);
    expect(body).toMatchObject({ unitId: 'unit-m1u1', textbook: 'SH_OXFORD', category: 'Oxford 3A M1U1' });
    expect(body).not.toHaveProperty('task_result');
  });

  it('leaves out what it was not given', () => {
    expect(homeworkSubmission({ answers: [] })).toEqual({ answers: [] });
  });
});

describe('the other submission bodies', () => {
  it('quiz: episodeAnswer {episodeId, answers}, the task ids and taskType 1', () => {
    expect(quizSubmission({ episodeId: 'm1u1-e2', answers: [spelling('a1', 1)], groupId: 'class-3-1', groupTaskId: 'gt-1', periodId: 'p1' })).toEqual({
      episodeAnswer: { episodeId: 'm1u1-e2', answers: [toSubmittedAnswer(spelling('a1', 1))] },
      groupId: 'class-3-1',
      groupTaskId: 'gt-1',
      periodId: 'p1',
      taskType: 1,
    });
  });

  it('smart homework: each answer with its identifier {activityId, episodeId, uuid}', () => {
    expect(smartHomeworkSubmission('smart-1', [{ ...spelling('a1', 1), uuid: 'smart-1-0' }])).toEqual({
      id: 'smart-1',
      answers: [{ answer: toSubmittedAnswer(spelling('a1', 1)), identifier: { activityId: 'a1', episodeId: 'm1u1-e4', uuid: 'smart-1-0' } }],
    });
  });

  it('error notebook: revisal_contents of {studentHomeworkId, episode_id, episode_type, answer}', () => {
    expect(errorNotebookSubmission('shw-1', [spelling('a1', 1)])).toEqual({
      revisal_contents: [{ studentHomeworkId: 'shw-1', episode_id: 'm1u1-e4', episode_type: 1, answer: toSubmittedAnswer(spelling('a1', 1)) }],
    });
  });
});

describe('answerAudioUrl', () => {
  it("names the clip by the hash of the text, as the server does", async () => {
    const hash = await clipHash('My name is Amy.', 'us');
    expect(await answerAudioUrl('My name is Amy.')).toBe(`/cdn/clips/${hash}.mp3`);
    expect(await answerAudioUrl('My name is Amy.', { voice: 'uk', cdnBase: 'https://cdn.x' })).toBe(
      `https://cdn.x/cdn/clips/${await clipHash('my name is amy.', 'uk')}.mp3`,
    );
  });

  it('has no clip without a text', async () => {
    expect(await answerAudioUrl(undefined)).toBeUndefined();
    expect(await answerAudioUrl(' ')).toBeUndefined();
  });
});
