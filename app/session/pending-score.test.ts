import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '@core/domain';
import { pendingRecordingOf, pendingScoreResult, waitsOnRecordings } from './pending-score';

describe('an answer recorded offline, to score later (issue 41)', () => {
  const result = pendingScoreResult({ type: 11, activityId: 'a1', recordingId: 'rec-1', context: { now: 1_700_000_000_000, durationSec: 7 } });

  it('completes the question without a verdict: no badge, no retry, nothing wrong to explain', () => {
    expect(result).toMatchObject({ correct: true, fulfilled: true, status: AnswerStatus.NONE });
    expect(result.grade).toBeUndefined();
  });

  it('names the kept recording in its data, dated when it was recorded, and carries no score', () => {
    expect(result.record.data).toEqual({ activityId: 'a1', timestampUsec: '1700000000000000', durationSec: 7, pendingRecording: 'rec-1' });
    expect(pendingRecordingOf(result.record.data)).toBe('rec-1');
  });

  it('tells placeholders from scored answers', () => {
    const scored = { activityId: 'a2', oralReading: { score: 80 } };
    expect(pendingRecordingOf(scored)).toBeUndefined();
    expect(pendingRecordingOf(null)).toBeUndefined();
    expect(pendingRecordingOf({ pendingRecording: '' })).toBeUndefined();
    expect(waitsOnRecordings([scored])).toBe(false);
    expect(waitsOnRecordings([scored, result.record.data])).toBe(true);
  });
});
