/**
 * Idempotency-Key (issue 11, item 10): 50 identical submissions at once with one key add one row and
 * all get the first result; without a key each is a new submission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createApp } from './app';
import { EFFECT_COMMITTED, asKeyedSubmission } from './idempotent-effects';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('student14'); // class 3-1
  await server.db.query(
    `INSERT INTO group_tasks (id, class_id, task_type, title, interactive_task, started_at_sec) VALUES ('gt-idem', 'class-3-1', 2, 'vote', '{"voteTask":{"title":"?","selectType":1,"records":[],"options":[{"key":"A","text":"yes"},{"key":"B","text":"no"}]}}', 1000)`,
  );
});
afterAll(() => server?.close());

const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM ${table}`))[0]!.n;
const post = (path: string, body: unknown, key?: string) => server.call(token, path, { body, headers: key ? { 'Idempotency-Key': key } : {} });

const SUBMISSIONS = [
  ['a report session', '/api/v1/chronus/student/report_session', { type: 'exercise', groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures' }, 'reports'],
  ['a classroom task result', '/api/v1/chronus/student/classroom/task/gt-idem', { interactiveTaskResult: { voteResult: { selected: ['A'] } } }, 'task_results'],
  ['an event notification', '/api/v1/chronus/event/notifications', { type: 1 }, 'event_notifications'],
  ['a storage token', '/api/v1/caen/qiniu/upload', { bucket: 'voice' }, 'upload_tokens'],
] as const;

describe('Idempotency-Key', () => {
  it.each(SUBMISSIONS)('makes one row of %s for 50 identical calls at once, each answered with the first result', async (_label, path, body, table) => {
    const before = await count(table);
    const key = `k-${table}-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(path, body, key)));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    expect((await count(table)) - before).toBe(1);
    // A retry later still answers the first result.
    expect(await (await post(path, body, key)).text()).toBe(bodies[0]);
    expect((await count(table)) - before).toBe(1);
  });

  it('treats calls without a key as new submissions', async () => {
    const before = await count('event_notifications');
    await Promise.all([post('/api/v1/chronus/event/notifications', { type: 1 }), post('/api/v1/chronus/event/notifications', { type: 1 })]);
    expect((await count('event_notifications')) - before).toBe(2);
  });

  it('refuses a key reused for another request, and a malformed key', async () => {
    expect((await post('/api/v1/chronus/event/notifications', { type: 1 }, 'reused-key-1')).status).toBe(200);
    expect((await post('/api/v1/chronus/event/notifications', { type: 0 }, 'reused-key-1')).status).toBe(422);
    expect((await post('/api/v1/chronus/event/notifications', { type: 1 }, 'short')).status).toBe(400);
    expect((await post('/api/v1/chronus/event/notifications', { type: 1 }, 'has spaces in it')).status).toBe(400);
  });

  it("keeps each student's keys apart", async () => {
    const other = await server.signIn('student12');
    const key = 'shared-key-between-students';
    await post('/api/v1/chronus/event/notifications', { type: 1 }, key);
    const theirs = await server.call(other, '/api/v1/chronus/event/notifications', { body: { type: 1 }, headers: { 'Idempotency-Key': key } });
    expect([theirs.status, theirs.headers.get('idempotent-replayed')]).toEqual([200, null]);
  });

  it('answers a refused first request the same way again', async () => {
    const refused = await post('/api/v1/chronus/student/report_session', { type: 'homework', activityId: 'not-mine' }, 'refused-once-1');
    expect(refused.status).toBe(404);
    expect((await post('/api/v1/chronus/student/report_session', { type: 'homework', activityId: 'not-mine' }, 'refused-once-1')).status).toBe(404);
  });
});

/**
 * A process that dies right after the submission's effect committed, before it kept the answer: its
 * database throws on the statement that would keep it, so nothing more of the request happens.
 */
function dyingAfterEffect(db: Database): Database {
  return {
    ...db,
    query: (sql, params) => (sql.startsWith('UPDATE idempotency_keys SET status = $3, response = $4') ? Promise.reject(new Error('process killed')) : db.query(sql, params)),
    transaction: (work) => db.transaction(work),
  };
}

/** A write of an upload grant (any table would do). */
const grant = (tokenHash: string) => (tx: Pick<Database, 'query'>) => tx.query(`INSERT INTO upload_tokens VALUES ($1, 'user-student14', 'voice', 0)`, [tokenHash]);

describe('Idempotency-Key after a crash (issue 31, item 9)', () => {
  it('does not run a retry again 61 s after the process that took the first died once its effect had committed', async () => {
    const dying = createApp({ ...server.deps, db: dyingAfterEffect(server.deps.db) });
    const key = `crash-${Date.now()}`;
    const body = JSON.stringify({ type: 1 });
    const headers = { appId: server.config.appId, Authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': key };
    const before = await count('event_notifications');

    expect((await dying.request('/api/v1/chronus/event/notifications', { method: 'POST', headers, body })).status).toBe(500);
    expect((await count('event_notifications')) - before).toBe(1);
    // The retry, on another process, after the first counts as abandoned.
    await server.db.query('UPDATE idempotency_keys SET created_at_sec = created_at_sec - 61 WHERE key = $1', [key]);
    const retry = await post('/api/v1/chronus/event/notifications', { type: 1 }, key);
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect((await count('event_notifications')) - before).toBe(1);
  });

  it('marks the key in the same commit as the effect: a write that rolls back leaves it unmarked, one that commits marks it', async () => {
    const key = `tx-${Date.now()}`;
    await server.db.query(`INSERT INTO idempotency_keys (user_id, key, request_hash, created_at_sec) VALUES ('user-student14', $1, 'h', 0)`, [key]);
    const statusOf = async () => (await server.db.query<{ status: number | null }>('SELECT status FROM idempotency_keys WHERE key = $1', [key]))[0]?.status;

    const rolledBack = asKeyedSubmission({ userId: 'user-student14', key }, () =>
      server.deps.db.transaction(async (tx) => {
        await grant(`${key}-a`)(tx);
        throw new Error('killed before commit');
      }),
    );
    await expect(rolledBack).rejects.toThrow('killed before commit');
    expect(await statusOf()).toBeNull();

    await asKeyedSubmission({ userId: 'user-student14', key }, () => grant(`${key}-b`)(server.deps.db));
    expect(await statusOf()).toBe(EFFECT_COMMITTED);
    expect((await server.db.query('SELECT 1 FROM upload_tokens WHERE token_hash = $1', [`${key}-b`])).length).toBe(1);
  });
});
