/**
 * A spoken answer recorded offline (issue 41): the recording is kept on the phone and scored by the
 * server once the network is back, so until then the session holds a placeholder record that names
 * the kept recording instead of a score. The placeholder completes the question (the student goes on)
 * but is never sent as it is: the homework's submission replaces it with the graded answer first
 * (app/session/offline-scores.ts), and the server draft leaves it out.
 *
 * Pure: no storage, no network.
 */
import { AnswerStatus, type AnswerRecord } from '@core/domain';
import { toTimestampUsec, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';

/** The field of the placeholder's data that names the kept recording. */
export const PENDING_RECORDING_FIELD = 'pendingRecording';

/**
 * The result that completes a question answered by a recording still to score: neither right nor
 * wrong yet (no badge, no retry, no explanation), and fulfilled.
 */
export function pendingScoreResult(input: { type: number; activityId: string; recordingId: string; context?: GradeContext }): GradeResult {
  const { now = Date.now(), durationSec = 0 } = input.context ?? {};
  const data = { activityId: input.activityId, timestampUsec: toTimestampUsec(now), durationSec, [PENDING_RECORDING_FIELD]: input.recordingId };
  return { correct: true, fulfilled: true, status: AnswerStatus.NONE, record: { type: input.type, correct: true, fulfilled: true, data } as unknown as AnswerRecord };
}

/** The id of the kept recording an answer's data (or wire answer) waits on, if it is a placeholder. */
export function pendingRecordingOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as Record<string, unknown>)[PENDING_RECORDING_FIELD];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Whether any of these answers' data waits on a kept recording. */
export const waitsOnRecordings = (answers: readonly unknown[]): boolean => answers.some((answer) => pendingRecordingOf(answer) !== undefined);
