import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '@core/domain';
import { completionScore, parkSentence } from './fixtures';
import { completionScoreFigures, completionAnswerFigures } from '@core/grading';
import { gradeSentenceCompletion } from './grade';
import { parseSentenceCompletion } from './parse';

const activity = parseSentenceCompletion(parkSentence);

describe('gradeSentenceCompletion', () => {
  it.each([
    // overall, integrity, fill scores -> letter, correct
    [60, 80, [70, 70], 'ABC', true],
    [60, 79, [80, 60], 'AB', true],
    [59, 80, [71, 70], 'AC', true],
    [60, 80, [70, 69], 'BC', false], // the fill mean 69.5 floors to 69
    [59, 79, [100, 100], 'A', false],
    [60, 0, [0, 0], 'B', false],
    [0, 80, [0, 0], 'C', false],
    [59, 79, [69, 69], 'X', false],
  ] as const)('overall %d, integrity %d, fills %j -> %s', (overall, integrity, fills, level, correct) => {
    const result = gradeSentenceCompletion(activity, { score: completionScore(overall, integrity, [...fills]) });
    expect(result.level).toBe(level);
    expect(result.correct).toBe(correct);
    expect(result.grade).toBe(correct ? 'perfect' : 'bad');
    expect(result.status).toBe(correct ? AnswerStatus.PERFECT : AnswerStatus.NOT_BAD);
  });

  it('records overall as the score and the scorer result as telisScore with the voice file', () => {
    const score = completionScore(88, 90, [75, 80]);
    const { record } = gradeSentenceCompletion(activity, { score, audioUri: 'k/v.wav' }, { now: 3, durationSec: 7 });
    expect(record).toEqual({
      type: 30,
      correct: true,
      fulfilled: true,
      data: { activityId: 'sc-park', timestampUsec: '3000', durationSec: 7, sentenceCompletion: { score: 88, deliteScore: { telisScore: score, kind: 2, uri: 'k/v.wav' } } },
    });
  });
});

describe('the score figures a receipt vouches for (issue 31)', () => {
  it('are the same read from the engine\'s score and from the answer the grader builds of it, which carries the receipt', () => {
    const score = completionScore(88, 90, [85, 72]);
    const { record } = gradeSentenceCompletion(activity, { score, receipt: 'v1.payload.mac' });
    expect(record.data.scoreReceipt).toBe('v1.payload.mac');
    expect(completionAnswerFigures(record.data.sentenceCompletion)).toEqual(completionScoreFigures(score));
  });

  it('differ when the answer raises its score, the integrity or a fill word', () => {
    const score = completionScore(88, 90, [85, 72]);
    const variant = gradeSentenceCompletion(activity, { score }).record.data.sentenceCompletion;
    const engine = completionScoreFigures(score).canonical;
    expect(completionAnswerFigures({ ...variant, score: 100 }).canonical).not.toBe(engine);
    const telisScore = { ...score, integrity: 100 };
    expect(completionAnswerFigures({ ...variant, deliteScore: { telisScore } }).canonical).not.toBe(engine);
    const fills = { ...score, word_score: score.word_score.map((w) => ({ ...w, score: 100 })) };
    expect(completionAnswerFigures({ ...variant, deliteScore: { telisScore: fills } }).canonical).not.toBe(engine);
  });
});
