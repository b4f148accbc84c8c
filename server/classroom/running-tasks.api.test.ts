/**
 * The student poll answers from memory (issue 13): no query of the tasks per poll once a class's task is
 * known, an ETag with 304, the poll interval as a hint; and it follows every change of the class's tasks,
 * made by this process, by another process on the same database, or by anyone writing the table.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classroomTaskResponseSchema } from '@core/contract';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string;
let student: string; // student01: class 3-2, where no task runs in the demo data
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student] = await Promise.all([server.signIn('teacher'), server.signIn('student01')]);
});
afterAll(() => server?.close());

const POLL = '/api/v1/chronus/student/classroom/task';
const vote = { task: { title: 'Quick vote', taskType: 2, interactiveTask: { voteTask: { title: 'Yes or no?', selectType: 1, records: [], options: [{ key: 'Y', text: 'yes' }, { key: 'N', text: 'no' }] } } } };
const startIn32 = (call = server.call) => call(teacher, '/api/v1/chronus/teacher/classes/class-3-2/tasks', { body: vote });
/** Polls until `check` holds or `ms` pass; answers the last response's status. */
async function pollUntil(call: TestServer['call'], check: (status: number) => boolean, ms = 2000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const { status } = await call(student, POLL);
    if (check(status) || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the student poll from memory (issue 13)', () => {
  it('answers 404 with the poll interval as a hint, then the started task with an ETag, 304 for the same version', async () => {
    const none = await server.call(student, POLL);
    expect(none.status).toBe(404);
    expect(none.headers.get('Retry-After')).toBe('2');
    const { groupTaskId } = await expectJson<{ groupTaskId: string }>(await startIn32());
    const first = await server.call(student, POLL);
    expect(classroomTaskResponseSchema.parse(await first.json()).groupTaskId).toBe(groupTaskId);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.call(student, POLL, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('reads no classroom task from the database for polls of a known task', async () => {
    await server.call(student, POLL);
    const query = vi.spyOn(server.deps.db, 'query');
    try {
      for (let i = 0; i < 20; i++) expect((await server.call(student, POLL)).status).toBe(200);
      expect(query.mock.calls.filter(([sql]) => /group_tasks|episodes|activities/.test(sql))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('follows a change written straight to the table (a script, another tool): the trigger tells every process', async () => {
    await server.db.query('UPDATE group_tasks SET ended_at_sec = 1 WHERE class_id = $1 AND ended_at_sec IS NULL', ['class-3-2']);
    expect(await pollUntil(server.call, (status) => status === 404)).toBe(404);
    await server.db.query(`INSERT INTO group_tasks (id, class_id, task_type, title, interactive_task, started_at_sec) VALUES ('gt-by-sql', 'class-3-2', 2, 'by SQL', $1, $2)`, [
      JSON.stringify(vote.task.interactiveTask),
      Math.floor(Date.now() / 1000),
    ]);
    expect(await pollUntil(server.call, (status) => status === 200)).toBe(200);
    expect(classroomTaskResponseSchema.parse(await (await server.call(student, POLL)).json()).groupTaskId).toBe('gt-by-sql');
  });

  it('a task started on one process is seen by students polling another within one poll interval, and so is its end', async () => {
    const other = await server.twin();
    // The second process has the class's current task in memory before the change.
    expect((await other.call(student, POLL)).status).toBe(200);
    const { groupTaskId } = await expectJson<{ groupTaskId: string }>(await startIn32());
    const started = Date.now();
    expect(await pollUntil(other.call, () => false, 0)).toBe(200);
    let seen = '';
    while (Date.now() - started < 2000 && seen !== groupTaskId) {
      seen = classroomTaskResponseSchema.parse(await (await other.call(student, POLL)).json()).groupTaskId;
      if (seen !== groupTaskId) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(groupTaskId);
    // Ended on the second process: the first one's students see no task.
    expect((await other.call(teacher, `/api/v1/chronus/teacher/tasks/${groupTaskId}/end`, { body: {} })).status).toBe(200);
    expect(await pollUntil(server.call, (status) => status === 404)).toBe(404);
  });

  it('a student taken out of the class stops seeing its task within one poll interval (memberships in memory follow the database)', async () => {
    await startIn32();
    expect((await server.call(student, `${POLL}?groupId=class-3-2`)).status).toBe(200);
    await server.db.query("DELETE FROM class_members WHERE class_id = 'class-3-2' AND user_id = 'user-student01'");
    try {
      expect(await pollUntil((token, path) => server.call(token, `${path}?groupId=class-3-2`), (status) => status === 403)).toBe(403);
    } finally {
      await server.db.query("INSERT INTO class_members (class_id, user_id) VALUES ('class-3-2', 'user-student01')");
    }
  });
});
