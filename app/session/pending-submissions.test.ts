import { describe, expect, it } from 'vitest';
import { ApiError, type ApiService } from '@core/services/api/api-service';
import { type KeyValueStore } from '@core/services/storage';
import { LocalStorageService, memoryStore } from '@app/services/local-storage';
import type { HomeworkSubmission } from '../client/player-calls';
import {
  createPendingSubmissions,
  isRetryableSubmissionError,
  submissionSender,
  type PendingSubmission,
  type SubmissionSender,
} from './pending-submissions';

const body = (activityId: string): HomeworkSubmission => ({
  answers: [{ activityId, timestampUsec: '1700000000000000', durationSec: 3, episode_id: 'e1', episode_type: 1, spelling: { correct: true, answer: [{ text: 'cat', correct: true }] } }],
  unitId: 'unit-m1u1',
});

const httpError = (status: number | undefined) => new ApiError(status === undefined ? '网络加载失败，请重试' : `HTTP ${status}`, status, undefined, undefined);

function setup(store: KeyValueStore = memoryStore()) {
  const storage = new LocalStorageService(store);
  let id = 0;
  let clock = 1000;
  const dropped: unknown[] = [];
  const queue = createPendingSubmissions(storage, { newId: () => `s${++id}`, now: () => clock++, onDropped: (_s, error) => dropped.push(error) });
  return { store, storage, queue, dropped };
}

/** A sender that answers from a script: an error to throw, or a result; records what it was given. */
function scriptedSender(script: (submission: PendingSubmission) => unknown) {
  const calls: string[] = [];
  const send = (async (submission: PendingSubmission) => {
    calls.push(submission.id);
    const outcome = script(submission);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }) as SubmissionSender;
  return { send, calls };
}

describe('the pending-submission queue', () => {
  it('keeps each submission in local storage with its id, kind, payload, time and attempts', () => {
    const { store, queue } = setup();
    const entry = queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a1') }, { userId: 'u1' });
    expect(entry).toEqual({ id: 's1', kind: 'homework', payload: { homeworkId: 'hw-1', body: body('a1') }, createdAt: 1000, attempts: 0, userId: 'u1' });
    expect(JSON.parse(store.getItem('pendingSubmissions')!)).toEqual([entry]);
  });

  it('is still there on the next visit', () => {
    const { store, queue } = setup();
    queue.enqueue('quiz', { body: { episodeAnswer: { episodeId: 'e1', answers: [] }, groupId: 'g', groupTaskId: 't', taskType: 1 } });
    const nextVisit = createPendingSubmissions(new LocalStorageService(store));
    expect(nextVisit.list().map((s) => s.kind)).toEqual(['quiz']);
  });

  it('sends in order and removes what was delivered', async () => {
    const { queue, store } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a1') });
    queue.enqueue('errorNotebook', { body: { revisal_contents: [] } });
    const { send, calls } = scriptedSender(() => ({ ok: true }));
    const report = await queue.flush(send);
    expect(calls).toEqual(['s1', 's2']);
    expect(report).toMatchObject({ sent: [{ id: 's1' }, { id: 's2' }], dropped: [], remaining: 0 });
    expect(report.failed).toBeUndefined();
    expect(store.getItem('pendingSubmissions')).toBeNull();
  });

  it.each([
    ['offline or timed out (no response)', undefined],
    ['408', 408],
    ['429', 429],
    ['500', 500],
    ['503', 503],
    ['401 (signed out: sent after signing in again)', 401],
  ])('stops at a failure that may pass (%s), counts the attempt and keeps the order', async (_label, status) => {
    const { queue } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a1') });
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a2') });
    const { send, calls } = scriptedSender(() => httpError(status));
    const report = await queue.flush(send);
    expect(calls).toEqual(['s1']);
    expect(report).toMatchObject({ sent: [], dropped: [], failed: { submission: { id: 's1', attempts: 1 } }, remaining: 2 });
    expect(queue.list().map((s) => [s.id, s.attempts])).toEqual([['s1', 1], ['s2', 0]]);
    await queue.flush(send);
    expect(queue.list().map((s) => s.attempts)).toEqual([2, 0]);
  });

  it.each([400, 403, 404, 409, 413])('drops and reports a submission refused with %i, and goes on', async (status) => {
    const { queue, dropped } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-gone', body: body('a1') });
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a2') });
    const { send, calls } = scriptedSender((s) => (s.id === 's1' ? httpError(status) : { ok: true }));
    const report = await queue.flush(send);
    expect(calls).toEqual(['s1', 's2']);
    expect(report.dropped.map((d) => d.submission.id)).toEqual(['s1']);
    expect(report.sent.map((s) => s.id)).toEqual(['s2']);
    expect(dropped).toEqual([httpError(status)]);
    expect(queue.list()).toEqual([]);
  });

  it('drops a submission whose answer the server took but which came back in an unexpected shape', async () => {
    const { queue } = setup();
    queue.enqueue('reportSession', { body: { type: 'exercise', groupId: 'g', groupTaskId: 't' } });
    const { send } = scriptedSender(() => new TypeError('report.accuracy: expected number'));
    expect((await queue.flush(send)).dropped).toHaveLength(1);
    expect(queue.list()).toEqual([]);
  });

  it('runs one flush at a time', async () => {
    const { queue } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('a1') });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    const send = (async () => {
      sends++;
      await gate;
    }) as unknown as SubmissionSender;
    const first = queue.flush(send);
    const second = queue.flush(send);
    expect(second).toBe(first);
    release();
    await first;
    expect(sends).toBe(1);
  });

  it("sends only the signed-in student's submissions", async () => {
    const { queue } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-a', body: body('a1') }, { userId: 'student-a' });
    queue.enqueue('homework', { homeworkId: 'hw-b', body: body('a1') }, { userId: 'student-b' });
    const { send, calls } = scriptedSender(() => ({}));
    expect(await queue.flush(send, { userId: 'student-b' })).toMatchObject({ sent: [{ id: 's2' }], remaining: 0 });
    expect(calls).toEqual(['s2']);
    expect(queue.list().map((s) => s.userId)).toEqual(['student-a']);
    expect(queue.list('student-b')).toEqual([]);
  });

  it('drops unreadable entries and entries of unknown kinds, keeping the rest', async () => {
    const store = memoryStore();
    const good = { id: 'ok', kind: 'homework', payload: { homeworkId: 'hw-1', body: body('a1') }, createdAt: 1, attempts: 0 };
    store.setItem('pendingSubmissions', JSON.stringify([{ id: 'bad', kind: 'homework' }, { ...good, id: 'future', kind: 'teleport' }, good]));
    const { queue, dropped } = setup(store);
    expect(queue.list().map((s) => s.id)).toEqual(['ok']);
    const { send, calls } = scriptedSender(() => ({}));
    const report = await queue.flush(send);
    expect(calls).toEqual(['ok']);
    expect(report.dropped.map((d) => d.submission.id)).toEqual(['future']);
    expect(dropped).toHaveLength(1);
  });
});

describe('replacePayload', () => {
  it('changes what a waiting submission will send, keeping its id (the Idempotency-Key), time and attempts; a submission no longer waiting is left alone', async () => {
    const { queue } = setup();
    const waiting = queue.enqueue('homework', { homeworkId: 'h1', body: body('a1') }, { attempts: 2 });
    queue.replacePayload(waiting.id, { homeworkId: 'h1', body: body('a2') });
    queue.replacePayload('gone', { homeworkId: 'h1', body: body('a3') });
    expect(queue.list()).toEqual([{ ...waiting, payload: { homeworkId: 'h1', body: body('a2') } }]);
    const { send } = scriptedSender((submission) => submission.payload);
    const report = await queue.flush(send);
    expect(report.results.get(waiting.id)).toEqual({ homeworkId: 'h1', body: body('a2') });
  });
});

describe('sendOrQueue', () => {
  it('sends at once when nothing waits, and hands back the answer', async () => {
    const { queue } = setup();
    const { send } = scriptedSender(() => ({ id: 'hw-1', report: { accuracy: 80 } }));
    expect(await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send)).toEqual({ status: 'sent', result: { id: 'hw-1', report: { accuracy: 80 } } });
    expect(queue.list()).toEqual([]);
  });

  it('queues the submission when the send fails for a reason that may pass', async () => {
    const { queue } = setup();
    const offline = httpError(undefined);
    const { send } = scriptedSender(() => offline);
    const outcome = await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send, { userId: 'u1' });
    expect(outcome).toMatchObject({ status: 'queued', error: offline, submission: { kind: 'homework', attempts: 1, userId: 'u1' } });
    expect(queue.list()).toHaveLength(1);
  });

  it('retries under the id the first attempt had, so the server can tell it is the same submission', async () => {
    const { queue } = setup();
    let fail = true;
    const { send, calls } = scriptedSender(() => (fail ? httpError(undefined) : {}));
    await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send);
    fail = false;
    await queue.flush(send);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it('keeps the time of the first attempt on a queued submission: when it was made, not when it was queued', async () => {
    const { queue } = setup();
    const { send } = scriptedSender((submission) => {
      expect(submission.createdAt).toBe(1000);
      return httpError(503);
    });
    const outcome = await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send);
    expect(outcome).toMatchObject({ status: 'queued', submission: { createdAt: 1000 } });
    expect(queue.list()[0]!.createdAt).toBe(1000);
  });

  it('throws a refusal that will not pass, and keeps nothing', async () => {
    const { queue } = setup();
    const { send } = scriptedSender(() => httpError(400));
    await expect(queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send)).rejects.toMatchObject({ status: 400 });
    expect(queue.list()).toEqual([]);
  });

  it('sends what waits first, then the new one', async () => {
    const { queue } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('old') });
    const sentBodies: string[] = [];
    const { send } = scriptedSender((s) => {
      sentBodies.push(s.kind === 'homework' ? s.payload.body.answers[0]!.activityId : s.kind);
      return {};
    });
    expect(await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('new') }, send)).toMatchObject({ status: 'sent' });
    expect(sentBodies).toEqual(['old', 'new']);
  });

  it('sends a second submission only once the first has been answered, so the server takes them in the order they were made', async () => {
    const { queue } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const send = (async (submission: PendingSubmission) => {
      const name = submission.kind === 'homework' ? submission.payload.body.answers[0]!.activityId : submission.kind;
      events.push(`send ${name}`);
      if (name === 'opened') await gate;
      events.push(`answered ${name}`);
      return {};
    }) as SubmissionSender;
    const opened = queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('opened') }, send).then(() => events.push('done opened'));
    const finished = queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('finished') }, send).then(() => events.push('done finished'));
    await Promise.resolve();
    expect(events).toEqual(['send opened']);
    release();
    await Promise.all([opened, finished]);
    expect(events).toEqual(['send opened', 'answered opened', 'done opened', 'send finished', 'answered finished', 'done finished']);
  });

  it('goes on to the next submission after one the server refused', async () => {
    const { queue } = setup();
    const { send, calls } = scriptedSender((s) => (s.id === 's1' ? httpError(400) : {}));
    const refused = queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a1') }, send);
    const next = queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('a2') }, send);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(await next).toMatchObject({ status: 'sent' });
    expect(calls).toEqual(['s1', 's2']);
  });

  it('queues the new one behind what still cannot be sent, without overtaking it', async () => {
    const { queue } = setup();
    queue.enqueue('homework', { homeworkId: 'hw-1', body: body('old') });
    const { send, calls } = scriptedSender(() => httpError(503));
    expect(await queue.sendOrQueue('homework', { homeworkId: 'hw-1', body: body('new') }, send)).toMatchObject({ status: 'queued', submission: { attempts: 0 } });
    expect(calls).toEqual(['s1']);
    expect(queue.list().map((s) => (s.kind === 'homework' ? s.payload.body.answers[0]!.activityId : ''))).toEqual(['old', 'new']);
  });
});

describe('isRetryableSubmissionError', () => {
  it.each([
    [undefined, true], [401, true], [408, true], [429, true], [500, true], [502, true],
    [400, false], [403, false], [404, false], [413, false], [422, false],
  ])('status %s: %s', (status, expected) => {
    expect(isRetryableSubmissionError(httpError(status))).toBe(expected);
  });

  it('does not retry errors that are not HTTP failures', () => {
    expect(isRetryableSubmissionError(new Error('boom'))).toBe(false);
  });
});

describe('submissionSender', () => {
  it("sends each submission with its entry id as the Idempotency-Key", async () => {
    const seen: { url: string; headers: Record<string, string> | undefined }[] = [];
    const client = {
      post: async (url: string, _body: unknown, options?: { headers?: Record<string, string> }) => {
        seen.push({ url, headers: options?.headers });
        return url.endsWith('/quiz') ? { groupTaskId: 'g', answeredCount: 1, accuracy: 100 } : { id: 'r1', report: { accuracy: 50 } };
      },
    };
    const api = { main: client } as unknown as ApiService;
    const send = submissionSender(api);
    await send({ id: 'entry-0001', kind: 'reportSession', payload: { body: { type: 'exercise', groupId: 'c', groupTaskId: 'g' } }, createdAt: 1, attempts: 0 });
    await send({ id: 'entry-0002', kind: 'quiz', payload: { body: { episodeAnswer: { episodeId: 'e', answers: [] }, groupId: 'c', groupTaskId: 'g', taskType: 1 } }, createdAt: 1, attempts: 0 });
    expect(seen.map((s) => s.headers?.['Idempotency-Key'])).toEqual(['entry-0001', 'entry-0002']);
  });

  it('sends a retry quietly: the student is not told of a server error again for each background attempt', async () => {
    const quiet: (boolean | undefined)[] = [];
    const api = { main: { post: async (_url: string, _body: unknown, options?: { quiet?: boolean }) => {
      quiet.push(options?.quiet);
      return { id: 'r1', report: { accuracy: 50 } };
    } } } as unknown as ApiService;
    const entry = { id: 'entry-0004', kind: 'reportSession', payload: { body: { type: 'exercise', groupId: 'c', groupTaskId: 'g' } }, createdAt: 1 } as const;
    await submissionSender(api)({ ...entry, attempts: 0 });
    await submissionSender(api)({ ...entry, attempts: 1 });
    expect(quiet).toEqual([undefined, true]);
  });

  it("sends a classroom exercise's answers with the time they were made: the entry's, however late they go (issue 31)", async () => {
    const sent: unknown[] = [];
    const api = { main: { post: async (_url: string, posted: unknown) => {
      sent.push(posted);
      return { groupTaskId: 'g', answeredCount: 1, accuracy: 100 };
    } } } as unknown as ApiService;
    const quiz = { episodeAnswer: { episodeId: 'e', answers: [] }, groupId: 'c', groupTaskId: 'g', taskType: 1 as const };
    await submissionSender(api)({ id: 'entry-0004', kind: 'quiz', payload: { body: quiz }, createdAt: 1_700_000_000_000, attempts: 2 });
    expect(sent).toEqual([{ ...quiz, madeAtMs: 1_700_000_000_000 }]);
  });

  it('sends a classroom task result of any kind to its task (or item) address', async () => {
    const seen: { url: string; body: unknown; key: string | undefined }[] = [];
    const api = { main: { post: async (url: string, sent: unknown, options?: { headers?: Record<string, string> }) => {
      seen.push({ url, body: sent, key: options?.headers?.['Idempotency-Key'] });
      return { ok: true };
    } } } as unknown as ApiService;
    const voteBody = { interactiveTaskResult: { voteResult: { keys: ['A'] } } };
    const result = await submissionSender(api)({ id: 'entry-0003', kind: 'taskResult', payload: { taskKind: 'vote', taskId: 'opt 1', body: voteBody }, createdAt: 1, attempts: 0 });
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/v1/chronus/student/classroom/task/opt%201', body: voteBody, key: 'entry-0003' }]);
  });
});
