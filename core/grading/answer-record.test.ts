import { describe, expect, it } from 'vitest';
import { buildAnswerRecord, toTimestampUsec } from './answer-record';

describe('answer record', () => {
  it('appends three zeros to the millisecond timestamp', () => {
    expect(toTimestampUsec(1_700_000_000_123)).toBe('1700000000123000');
  });

  it('builds type, verdict and data with the per-type variant', () => {
    const record = buildAnswerRecord({
      type: 33,
      activityId: 'a1',
      correct: false,
      fulfilled: true,
      variantKey: 'spelling',
      variant: { answer: [{ text: 'cat', correct: false }], correct: false },
      context: { now: 1000, durationSec: 12 },
    });
    expect(record).toEqual({
      type: 33,
      correct: false,
      fulfilled: true,
      data: {
        activityId: 'a1',
        timestampUsec: '1000000',
        durationSec: 12,
        spelling: { answer: [{ text: 'cat', correct: false }], correct: false },
      },
    });
  });

  it('defaults to now and zero seconds', () => {
    const before = Date.now();
    const record = buildAnswerRecord({
      type: 68, activityId: 'a', correct: true, fulfilled: true, variantKey: 'multiChoiceText', variant: { correct: true, answers: [] },
    });
    expect(record.data.durationSec).toBe(0);
    const ms = Number(record.data.timestampUsec.slice(0, -3));
    expect(record.data.timestampUsec.endsWith('000')).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });
});
