/**
 * Presence and groupmates' live progress with several server processes on one database (issue 38):
 * a load balancer sends each student's calls to any process, and the teacher's live view and the
 * group screens, asked of any process, see every student. `twin()` is another process (its own
 * memory and connection); `DATABASE_URL=… npx vitest run` runs the same on PostgreSQL. (PGlite has one
 * process and keeps them in memory; here its twins share through the database as on PostgreSQL.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveViewSchema } from '@core/contract';
import { TEACHER, TWO_TASKS, groupCalls, userId } from '../testing/group-calls';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { ClassroomPresence, PRESENCE_WINDOW_MS } from './presence';
import { GroupRealtime } from './group-realtime';

type Process = Pick<TestServer, 'call' | 'deps'>;
let server: TestServer;
let processes: Process[]; // three processes: the server and two twins
let calls: Awaited<ReturnType<typeof groupCalls>>;
const CLASS_SIZE = 45;
const students = Array.from({ length: CLASS_SIZE }, (_, i) => i + 1);

beforeAll(async () => {
  server = await startTestServer({ shareLiveState: true });
  processes = [server, await server.twin(), await server.twin()];
  calls = await groupCalls(server, CLASS_SIZE);
}, 90_000);
afterAll(() => server?.close());

const POLL = '/api/v1/chronus/student/classroom/task';
const poll = async (process: Process, n: number) => expect((await process.call(calls.token(n), POLL)).status).toBe(200);
const joinedOn = async (process: Process, groupTaskId: string) =>
  liveViewSchema.parse(await expectJson(await process.call(calls.teacher, `${TEACHER}/tasks/${groupTaskId}/live`))).joined.map((s) => s.id).toSorted();
const flushAll = () => Promise.all(processes.map((p) => Promise.all([p.deps.presence.flush(), p.deps.groupRealtime.flush()])));
const idsOf = (ns: number[]) => ns.map(userId).toSorted();
const REALTIME = '/api/v1/chronus/interactive_tasks/realtime';
const post = async (process: Process, n: number, groupTaskId: string, status: string) =>
  (await expectJson<{ realtime: { studentId: string; status: string }[] }>(await process.call(calls.token(n), REALTIME, { body: { groupTaskId, status } }))).realtime;
const progressOn = async (process: Process, n: number, groupTaskId: string) =>
  (await expectJson<{ realtime: { studentId: string; status: string }[] }>(await process.call(calls.token(n), `/api/v1/chronus/interactive_tasks/answers?groupTaskId=${groupTaskId}`))).realtime
    .map(({ studentId, status }) => [studentId, status]);

describe('the live view with students polling different processes (issue 38, item 2)', () => {
  it('lists every polling student as joined the moment their first poll is answered, on whichever process the teacher asks', async () => {
    const groupTaskId = await calls.start(TWO_TASKS);
    // Students spread over the three processes, five not polling at all; no flush on any schedule.
    const polling = students.slice(0, 40);
    await Promise.all(polling.map((n) => poll(processes[n % 3]!, n)));
    for (const process of processes) expect(await joinedOn(process, groupTaskId)).toEqual(idsOf(polling));

    await flushAll();
    for (const process of processes) expect(await joinedOn(process, groupTaskId)).toEqual(idsOf(polling));
  });

  it('reaches the other processes on its own, within the flush each process makes every second', async () => {
    const groupTaskId = await calls.start(TWO_TASKS);
    await poll(processes[1]!, 41);
    await poll(processes[2]!, 42);
    // (The students of the test before are still within their window too.)
    await expect.poll(() => joinedOn(processes[0]!, groupTaskId), { timeout: 5000, interval: 100 }).toEqual(expect.arrayContaining(idsOf([41, 42])));
  });
});

describe("groupmates' live progress posted to different processes (issue 38, item 2)", () => {
  let groupTaskId: string;

  beforeAll(async () => {
    groupTaskId = await calls.start(TWO_TASKS);
    await expectJson(await calls.operate(calls.token(1), groupTaskId, 'ACTION_JOIN'));
    const group = (await calls.groupsOf(calls.token(1), groupTaskId)).find((g) => g.ownerId === userId(1))!;
    for (const n of [2, 3, 4]) await expectJson(await calls.operate(calls.token(n), groupTaskId, 'ACTION_JOIN', { identifier: group.identifier }));
  });

  it('shows every member the progress of all four, whichever processes they posted to', async () => {
    await post(processes[0]!, 1, groupTaskId, 'viewing');
    await post(processes[1]!, 2, groupTaskId, 'answering');
    await post(processes[2]!, 3, groupTaskId, 'recording');
    const answer = await post(processes[1]!, 4, groupTaskId, 'submitted');
    // No flush on any schedule: each post was written before it was answered.
    const all = [[userId(1), 'viewing'], [userId(2), 'answering'], [userId(3), 'recording'], [userId(4), 'submitted']];
    expect(answer.map(({ studentId, status }) => [studentId, status]).toSorted()).toEqual(all);
    for (const [p, n] of [[0, 2], [1, 3], [2, 4], [0, 1]] as const) expect((await progressOn(processes[p]!, n, groupTaskId)).toSorted()).toEqual(all);
  });

  it("answers a member's latest status, wherever the earlier one was posted", async () => {
    await post(processes[1]!, 2, groupTaskId, 'recording');
    await flushAll();
    expect(await progressOn(processes[0]!, 1, groupTaskId)).toContainEqual([userId(2), 'recording']);
    // Posted to process 0 now: newer than the row process 1 wrote, here at once…
    await post(processes[0]!, 2, groupTaskId, 'submitted');
    expect(await progressOn(processes[0]!, 3, groupTaskId)).toContainEqual([userId(2), 'submitted']);
    // …and on process 1, though it still remembers the older status itself.
    expect(await progressOn(processes[1]!, 3, groupTaskId)).toContainEqual([userId(2), 'submitted']);
  });

  it('answers no progress of an ended task on any process, even one not told of the end yet', async () => {
    await post(processes[2]!, 3, groupTaskId, 'answering');
    await flushAll();
    await calls.end(groupTaskId);
    for (const process of processes) expect(await progressOn(process, 1, groupTaskId)).toEqual([]);
  });
});

describe('the window of presence across processes (a clock of the test)', () => {
  it('holds a student for PRESENCE_POLLS polls after their last poll on any process, then lets them go', async () => {
    let clock = Date.now();
    const [a, b] = [new ClassroomPresence(server.db, undefined, () => clock), new ClassroomPresence(server.db, undefined, () => clock)];
    a.seen(['class-window'], 'student-a');
    b.seen(['class-window'], 'student-b');
    await Promise.all([a.flush(), b.flush()]);
    clock += PRESENCE_WINDOW_MS - 500;
    b.seen(['class-window'], 'student-b');
    await b.flush();
    expect((await a.seenSince('class-window')).toSorted()).toEqual(['student-a', 'student-b']);
    clock += 1000;
    expect(await a.seenSince('class-window')).toEqual(['student-b']);
    expect(await b.seenSince('class-window')).toEqual(['student-b']);
  });

  // PGlite has one connection: statements never run at once there.
  it.skipIf(!process.env.DATABASE_URL)('lets two processes write the same students at once without a deadlock (PostgreSQL)', async () => {
    let clock = Date.now();
    const [a, b] = [new ClassroomPresence(server.db, undefined, () => clock), new ClassroomPresence(server.db, undefined, () => clock)];
    const failed: unknown[] = [];
    for (let round = 0; round < 20; round++) {
      clock += 1000;
      // A load balancer without sticky sessions: the same students on both, heard in opposite orders.
      for (let s = 0; s < 2000; s++) a.seen(['class-busy'], `s${s}`);
      for (let s = 1999; s >= 0; s--) b.seen(['class-busy'], `s${s}`);
      for (const outcome of await Promise.allSettled([a.flush(), b.flush()])) if (outcome.status === 'rejected') failed.push(outcome.reason);
    }
    expect(failed).toEqual([]);
    expect(await a.seenSince('class-busy')).toHaveLength(2000);
  });

  it("keeps a member's progress a minute after their last news, then drops it", async () => {
    const groupTaskId = await calls.start(TWO_TASKS);
    const [a, b] = [new GroupRealtime(server.db), new GroupRealtime(server.db)];
    const now = Date.now();
    b.record(groupTaskId, 'class-4-1', userId(5), 'answering', now);
    await b.flush();
    expect(await a.of(groupTaskId, [userId(5)], now + 59_000)).toEqual([{ studentId: userId(5), status: 'answering', updatedAtSec: Math.floor(now / 1000) }]);
    expect(await a.of(groupTaskId, [userId(5)], now + 60_000)).toEqual([]);
  });
});
