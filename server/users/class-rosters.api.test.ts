/**
 * The live view's class list kept in memory (issue 38): whatever changes the class (an administrator
 * on another process, a roster import, a script writing to the database), the next live view of every
 * process lists the class as it now is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveViewSchema } from '@core/contract';
import { TEACHER, TWO_TASKS, groupCalls, userId } from '../testing/group-calls';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let processes: Pick<TestServer, 'call'>[];
let calls: Awaited<ReturnType<typeof groupCalls>>;
let groupTaskId: string;

beforeAll(async () => {
  server = await startTestServer({ shareLiveState: true });
  processes = [server, await server.twin()];
  calls = await groupCalls(server, 1);
  groupTaskId = await calls.start(TWO_TASKS);
}, 60_000);
afterAll(() => server?.close());

const classListOn = async (process: Pick<TestServer, 'call'>) => {
  const view = liveViewSchema.parse(await expectJson(await process.call(calls.teacher, `${TEACHER}/tasks/${groupTaskId}/live`)));
  return { count: view.studentCount, names: new Map(view.missing.concat(view.joined).map((s) => [s.id, s.name])) };
};

describe("the live view's class list", () => {
  it('shows a student renamed, added or removed by any writer at the next look, on every process', async () => {
    const before = await Promise.all(processes.map(classListOn));
    for (const list of before) expect(list.count).toBe(45);
    const name = before[0]!.names.get(userId(5));
    const { db } = server.deps;

    await db.query('UPDATE users SET nick_name = $2 WHERE id = $1', [userId(5), '改过的名字']);
    for (const process of processes) await expect.poll(async () => (await classListOn(process)).names.get(userId(5))).toBe('改过的名字');

    await db.query(`INSERT INTO class_members (class_id, user_id) VALUES ('class-4-1', 'user-student01')`);
    for (const process of processes) await expect.poll(async () => (await classListOn(process)).count).toBe(46);

    await db.query(`DELETE FROM class_members WHERE class_id = 'class-4-1' AND user_id = 'user-student01'`);
    await db.query('UPDATE users SET nick_name = $2 WHERE id = $1', [userId(5), name]);
    for (const process of processes) await expect.poll(async () => (await classListOn(process)).count).toBe(45);
  });
});
