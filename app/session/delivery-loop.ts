/**
 * Delivers the pending submissions without waiting for an event (issue 41). School Wi-Fi fails at random
 * while the phone still says it is online, so an `online` event may never come: while anything waits,
 * the loop tries again on its own, with capped exponential back-off and jitter, and at once on `online`,
 * when the page becomes visible, and when a new submission is queued (`kick`). Every retry carries its
 * entry's Idempotency-Key, so a submission the server already took is never stored twice.
 */
import type { FlushReport, PendingSubmissions, SubmissionSender } from './pending-submissions';

/** The first retry after a failure; each next one waits twice as long, up to the cap. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 60_000;
const MAX_PASSES = 5;

/**
 * The wait before retry number `failures` (1 for the first): the capped exponential step, of which a
 * random half is waited ("equal jitter"), so a class whose Wi-Fi came back does not retry in step.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The parts of `window` and `document` the loop listens to. */
export interface DeliveryTarget {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
  navigator?: { onLine?: boolean };
  document?: {
    visibilityState?: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

export interface DeliveryLoopOptions {
  userId?: string;
  /** Each flush's report: what was delivered (with the server's answers), what failed, what remains. */
  onFlushed?: (report: FlushReport) => void;
  /** The loop's state changed: 'sending' while a flush runs, 'waiting' while a retry is scheduled, 'idle' when nothing waits. */
  onState?: (state: DeliveryState) => void;
  onError?: (error: unknown) => void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export type DeliveryState = { status: 'idle' } | { status: 'sending' } | { status: 'waiting'; retryInMs: number; failures: number };

export interface DeliveryLoop {
  /** Try now (a new submission was queued, or the student asked): cancels the scheduled wait. */
  kick(): void;
  stop(): void;
}

export function startDeliveryLoop(
  target: DeliveryTarget,
  queue: Pick<PendingSubmissions, 'flush'>,
  send: SubmissionSender,
  options: DeliveryLoopOptions = {},
): DeliveryLoop {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let timer: unknown;
  let failures = 0;
  let running = false;
  let again = false;

  const state = (next: DeliveryState) => {
    if (!stopped) options.onState?.(next);
  };

  const schedule = () => {
    failures += 1;
    const retryInMs = retryDelayMs(failures, options.random);
    timer = setTimer(run, retryInMs);
    state({ status: 'waiting', retryInMs, failures });
  };

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      // A kick during a flush: one more pass right after it, for what was queued meanwhile.
      again = true;
      return;
    }
    clearTimer(timer);
    timer = undefined;
    running = true;
    try {
      // A few passes at most: each sends everything of the student that waits, so another pass is
      // needed only for what was queued while the last one ran.
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        again = false;
        state({ status: 'sending' });
        const report = await queue.flush(send, { userId: options.userId });
        if (stopped) return;
        options.onFlushed?.(report);
        if (report.failed) {
          schedule();
          return;
        }
        if (!again && report.remaining === 0) break;
      }
      failures = 0;
      state({ status: 'idle' });
    } catch (error) {
      options.onError?.(error);
      if (!stopped) schedule();
    } finally {
      running = false;
    }
  }

  const kick = () => {
    failures = 0;
    void run();
  };
  const onVisible = () => {
    if (target.document?.visibilityState !== 'hidden') kick();
  };

  target.addEventListener('online', kick);
  target.document?.addEventListener('visibilitychange', onVisible);
  // A phone that says it is offline is believed at start (nothing would go through); the first kick,
  // `online` or a visible page tries then. One that says online but is not is handled by the retries.
  if (target.navigator?.onLine !== false) void run();

  return {
    kick,
    stop() {
      stopped = true;
      clearTimer(timer);
      target.removeEventListener('online', kick);
      target.document?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
