import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '@core/domain';
import { iLikeApples, readingScore } from './fixtures';
import { readingAnswerFigures, readingScoreFigures } from '@core/grading';
import { gradeOralReading } from './grade';
import { parseOralReading } from './parse';

const activity = parseOralReading(iLikeApples);

describe('gradeOralReading', () => {
  it.each([
    [0, 'bad', false, AnswerStatus.NOT_BAD],
    [39, 'bad', false, AnswerStatus.NOT_BAD],
    [40, 'good', false, AnswerStatus.GOOD],
    [69, 'good', false, AnswerStatus.GOOD],
    [70, 'perfect', true, AnswerStatus.PERFECT],
    [100, 'perfect', true, AnswerStatus.PERFECT],
  ] as const)('overall %d -> %s, correct %s', (overall, grade, correct, status) => {
    const result = gradeOralReading(activity, { score: readingScore(overall) });
    expect(result).toMatchObject({ grade, correct, status, fulfilled: true });
  });

  it('records the score detail with phonemes flattened and the stored voice file', () => {
    const { record } = gradeOralReading(activity, { score: readingScore(75, [90, 55, 80]), audioUri: 'https://files.local/v/1.wav' }, { now: 1, durationSec: 4 });
    expect(record.type).toBe(11);
    expect(record.data.oralReading).toEqual({
      score: 75,
      audioScoreDetail: {
        words: [
          { content: 'I', scores: { pronunciation: 90 }, phonemes: [{ ipa: 'a', score: 90 }, { ipa: 'ɪ', score: 90 }] },
          { content: 'like', scores: { pronunciation: 55 }, phonemes: [{ ipa: 'a', score: 55 }, { ipa: 'ɪ', score: 55 }] },
          { content: 'apples', scores: { pronunciation: 80 }, phonemes: [{ ipa: 'a', score: 80 }, { ipa: 'ɪ', score: 80 }] },
        ],
        accuracy: 75,
        pronunciation: 75,
        fluency: 75,
      },
      storage: { uri: 'https://files.local/v/1.wav', kind: 2 },
    });
  });

  it('leaves storage out when the voice file was not stored', () => {
    const { record } = gradeOralReading(activity, { score: readingScore(50) });
    expect(record.data.oralReading).not.toHaveProperty('storage');
  });
});

describe('the score figures a receipt vouches for (issue 31)', () => {
  it('are the same read from the engine\'s score and from the answer the grader builds of it, which carries the receipt', () => {
    const score = readingScore(75, [90, 55, 80]);
    const { record } = gradeOralReading(activity, { score, audioUri: 'k/v.wav', receipt: 'v1.payload.mac' });
    expect(record.data.scoreReceipt).toBe('v1.payload.mac');
    expect(readingAnswerFigures(record.data.oralReading)).toEqual(readingScoreFigures(score));
  });

  it('differ when the answer changes a figure: the overall score, a word, the accuracy', () => {
    const score = readingScore(75, [90, 55, 80]);
    const variant = gradeOralReading(activity, { score }).record.data.oralReading;
    const engine = readingScoreFigures(score).canonical;
    expect(readingAnswerFigures({ ...variant, score: 95 }).canonical).not.toBe(engine);
    const words = variant.audioScoreDetail.words.map((w, i) => (i === 1 ? { ...w, scores: { pronunciation: 95 } } : w));
    expect(readingAnswerFigures({ ...variant, audioScoreDetail: { ...variant.audioScoreDetail, words } }).canonical).not.toBe(engine);
    expect(readingAnswerFigures({ ...variant, audioScoreDetail: { ...variant.audioScoreDetail, accuracy: 99 } }).canonical).not.toBe(engine);
  });
});
