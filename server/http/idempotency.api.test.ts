/**
 * Idempotency-Key (issue 11, item 10): 50 identical submissions at once with one key add one row and
 * all get the first result; without a key each is a new submission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
