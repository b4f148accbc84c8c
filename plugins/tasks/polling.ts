/**
 * When to poll the classroom task next (spec 02 §4: every 2 s; issue 13: ±20 % jitter so a class of
 * forty does not poll in lock-step, and after errors a back-off that doubles up to 15 s and never gives
 * up). Pure: the random source is passed in.
 */
import { CLASSROOM_POLL_MS } from '@core/contract/constants';

export const POLL_JITTER = 0.2;
export const POLL_BACKOFF_MAX_MS = 15_000;

/** The delay before the next poll, after `failures` failed polls in a row (0 after a success). */
export function nextPollDelay(failures: number, random: () => number = Math.random, baseMs = CLASSROOM_POLL_MS): number {
  const backedOff = Math.min(POLL_BACKOFF_MAX_MS, baseMs * 2 ** Math.max(0, failures));
  const jitter = 1 + POLL_JITTER * (2 * random() - 1);
  return Math.round(Math.min(POLL_BACKOFF_MAX_MS, backedOff * jitter));
}
