/** 8. Grader tests: one row per rule and boundary. */
import { describe, expect, it } from 'vitest';
import { sample, sampleScore } from './fixtures';
import { grade__Pascal__ } from './grade';
import { parse__Pascal__ } from './parse';

const activity = parse__Pascal__(sample);

describe('grade__Pascal__', () => {
  it.each([
    [39, 'bad', false],
    [40, 'good', false],
    [59, 'good', false],
    [60, 'perfect', true],
  ])('overall %d -> %s, correct %s', (overall, grade, correct) => {
    const result = grade__Pascal__(activity, { score: sampleScore(overall) });
    expect([result.grade, result.correct]).toEqual([grade, correct]);
    expect(result.record.data.__camel__.score).toBe(overall);
  });

  it('keeps where the uploaded recording lives', () => {
    expect(grade__Pascal__(activity, { score: sampleScore(80), audioUri: '/files/uploads/v.wav' }).record.data.__camel__.storage).toEqual({ uri: '/files/uploads/v.wav', kind: 2 });
  });
});
