import { describe, expect, it } from 'vitest';
import { assertRecordText, recordingTimeoutMs, RecorderMessages } from '../recorder';

describe('recordingTimeoutMs', () => {
  it.each([
    [2400, 7200],
    [1000, 5000],
    [1667, 5001],
    [30_000, 90_000],
    [0, 5000],
    [-5, 5000],
    [Number.NaN, 5000],
    [undefined, 5000],
  ])('a stem of %s ms records for at most %s ms', (duration, timeout) => {
    expect(recordingTimeoutMs(duration)).toBe(timeout);
  });
});

describe('assertRecordText', () => {
  it('returns the text trimmed', () => {
    expect(assertRecordText('  I like apples. ')).toBe('I like apples.');
  });

  it.each(['', '   ', '\n\t', undefined, null])("rejects %j with '录音文本为空'", (text) => {
    expect(() => assertRecordText(text)).toThrow(new Error('录音文本为空'));
    expect(RecorderMessages.emptyText).toBe('录音文本为空');
  });
});
