import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import { LocalStorageService, memoryStore } from '@app/services/local-storage';
import type { HomeworkSubmission } from '../client/player-calls';
import { RETRY_CAP_MS, retryDelayMs, startDeliveryLoop, type DeliveryState, type DeliveryTarget } from './delivery-loop';
import { createPendingSubmissions, type FlushReport, type PendingSubmission, type SubmissionSender } from './pending-submissions';

const body = (activityId: string): HomeworkSubmission => ({
  answers: [{ activityId, timestampUsec: '1700000000000000', durationSec: 3, episode_id: 'e1', episode_type: 1, spelling: { correct: true, answer: [{ text: 'cat', correct: true }] } }],
  unitId: 'unit-m1u1',
});
const offline = () => new ApiError('网络加载失败，请重试', undefined, undefined, undefined);

/** A window and document that fire only what a test dispatches. */
function fakeTarget(onLine = true) {
  const documentTarget = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return Object.assign(new EventTarget(), { navigator: { onLine }, document: documentTarget }) as unknown as EventTarget & DeliveryTarget & { document: EventTarget & { visibilityState: string } };
}

/** Timers the test runs by hand: the loop's scheduled retries, in order. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const at = pending.indexOf(timer as (typeof pending)[number]);
      if (at >= 0) pending.splice(at, 1);
    },
    fireNext: () => pending.shift()?.run(),
  };
}

function queueWith(...activityIds: string[]) {
  let id = 0;
  const queue = createPendingSubmissions(new LocalStorageService(memoryStore()), { newId: () => `s${++id}` });
  for (const activityId of activityIds) queue.enqueue('homework', { homeworkId: 'hw-1', body: body(activityId) });
  return queue;
}

/** A network that fails while `down` is true; counts what reached the server. */
function flakyNetwork() {
  const network = { down: true, received: [] as string[] };
  const send = (async (submission: PendingSubmission) => {
    if (network.down) throw offline();
    network.received.push(submission.id);
    return { report: { accuracy: 100 } };
  }) as SubmissionSender;
  return { network, send };
}

describe('retryDelayMs', () => {
  it('doubles from 2 s up to the cap, waiting between half and all of each step', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 1))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(30, () => 1)).toBe(RETRY_CAP_MS);
  });
});

describe('the delivery loop', () => {
  it('fits the browser window', () => {
    expectTypeOf<Window & { document: Document }>().toMatchTypeOf<DeliveryTarget>();
  });

  it('retries on its own until the network heals, without any online event', async () => {
    const queue = queueWith('a1', 'a2');
    const { network, send } = flakyNetwork();
    const timers = manualTimers();
    const states: DeliveryState[] = [];
    const reports: FlushReport[] = [];
    startDeliveryLoop(fakeTarget(), queue, send, { ...timers, random: () => 1, onState: (s) => states.push(s), onFlushed: (r) => reports.push(r) });
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1));
    expect(timers.pending[0]!.ms).toBe(2_000);
    timers.fireNext();
    await vi.waitFor(() => expect(timers.pending.map((t) => t.ms)).toEqual([4_000]));
    network.down = false;
    timers.fireNext();
    await vi.waitFor(() => expect(queue.list()).toEqual([]));
    expect(network.received).toEqual(['s1', 's2']);
    expect(timers.pending).toEqual([]);
    expect(states.at(-1)).toEqual({ status: 'idle' });
    expect(states).toContainEqual({ status: 'waiting', retryInMs: 4_000, failures: 2 });
    // The server's answers come back with the report, by submission id, for the page that waits on them.
    expect(reports.at(-1)!.results.get('s2')).toEqual({ report: { accuracy: 100 } });
  });

  it('tries at once when the connection comes back or the page is shown again, instead of waiting out the back-off', async () => {
    const queue = queueWith('a1');
    const { network, send } = flakyNetwork();
    const timers = manualTimers();
    const target = fakeTarget();
    startDeliveryLoop(target, queue, send, timers);
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1));
    target.document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1));
    network.down = false;
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(network.received).toEqual(['s1']));
    expect(timers.pending).toEqual([]);
  });

  it('sends a submission queued later when kicked, and stays idle when nothing waits', async () => {
    const queue = queueWith();
    const { network, send } = flakyNetwork();
    network.down = false;
    const timers = manualTimers();
    const loop = startDeliveryLoop(fakeTarget(), queue, send, timers);
    await vi.waitFor(() => expect(timers.pending).toEqual([]));
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a3') });
    loop.kick();
    await vi.waitFor(() => expect(network.received).toEqual(['s1']));
  });

  it('waits for a kick or the connection when the browser starts offline, and stops listening when stopped', async () => {
    const queue = queueWith('a1');
    const flush = vi.spyOn(queue, 'flush');
    const { network, send } = flakyNetwork();
    network.down = false;
    const target = fakeTarget(false);
    const loop = startDeliveryLoop(target, queue, send, manualTimers());
    expect(flush).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(network.received).toEqual(['s1']));
    loop.stop();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a2') });
    target.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
