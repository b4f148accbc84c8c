/** The answer record every grader returns (spec 01 §3). */
import type { AnswerRecord, AnswerVariantKey, AnswerVariants } from '../domain';

/** When and how long: supplied by the caller so grading stays pure and reproducible. */
export interface GradeContext {
  /** Epoch milliseconds of the answer; Date.now() when absent. */
  now?: number;
  /** Seconds the student spent on the activity; 0 when absent. */
  durationSec?: number;
}

/** A millisecond timestamp with three zeros appended (the wire's "microseconds"), as a string. */
export const toTimestampUsec = (epochMs: number): string => `${Math.trunc(epochMs)}000`;

export function buildAnswerRecord<K extends AnswerVariantKey>(input: {
  type: number;
  activityId: string;
  correct: boolean;
  fulfilled: boolean;
  variantKey: K;
  variant: AnswerVariants[K];
  context?: GradeContext;
  /** The scoring socket's receipt of the speech score in `variant` (issue 31), sent beside it. */
  scoreReceipt?: string;
}): AnswerRecord<K> {
  const { now = Date.now(), durationSec = 0 } = input.context ?? {};
  const data = {
    activityId: input.activityId,
    timestampUsec: toTimestampUsec(now),
    durationSec,
    [input.variantKey]: input.variant,
    ...(input.scoreReceipt ? { scoreReceipt: input.scoreReceipt } : {}),
  } as AnswerRecord<K>['data'];
  return { type: input.type, correct: input.correct, fulfilled: input.fulfilled, data };
}
