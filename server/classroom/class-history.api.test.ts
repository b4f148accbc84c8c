/**
 * A class's classroom history (issue 37): every task the class ran, newest first, a page at a time with no
 * task lost or repeated across pages (also among tasks started in the same second), each with how many
 * students took part; its results still open in the live view. A teacher of the class only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveViewSchema, startTaskResponseSchema } from '@core/contract';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { ClassHistoryPaths, type ClassHistoryPage } from './class-history-contract';

let server: TestServer;
let teacher: string;
let voters: string[]; // student01, student03: class 3-2
beforeAll(async () => {
  server = await startTestServer();
  const tokens = await Promise.all(['teacher', 'student01', 'student03'].map((uid) => server.signIn(uid)));
  teacher = tokens[0]!;
  voters = tokens.slice(1);
});
afterAll(() => server?.close());

const TEACHER = '/api/v1/chronus/teacher';
const CLASS = 'class-3-2';
const TASKS = 12;
/** Within one second the larger id is listed first. */
const sameSecondNewestFirst = (a: string, b: string) => (a < b ? 1 : -1);

async function page(query: string, token = teacher): Promise<ClassHistoryPage> {
  return expectJson<ClassHistoryPage>(await server.call(token, `${ClassHistoryPaths.history(CLASS)}${query}`));
}

describe("a class's classroom history (issue 37)", () => {
  let started: string[] = [];
  const votesIn = new Map<string, number>();
  let running = '';
  beforeAll(async () => {
    // Twelve votes, each ending the one before; student01 votes in every third, student03 in every sixth.
    for (let index = 0; index < TASKS; index++) {
      const libraryId = index % 2 === 0 ? 'lib-vote-pet' : 'lib-vote-colours';
      const { groupTaskId } = startTaskResponseSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/classes/${CLASS}/tasks`, { body: { libraryId } })));
      started.push(groupTaskId);
      const voting = voters.filter((_, voter) => index % (voter === 0 ? 3 : 6) === 0);
      votesIn.set(groupTaskId, voting.length);
      for (const token of voting) {
        await expectJson(await server.call(token, `/api/v1/chronus/student/classroom/task/${groupTaskId}`, { body: { interactiveTaskResult: { voteResult: { selected: ['A'] } } } }));
      }
    }
    // Started over the last hour, two at a time in the same second: the order within a second is the id's.
    for (const [index, id] of started.entries()) {
      await server.db.query('UPDATE group_tasks SET started_at_sec = $2 WHERE id = $1', [id, 1_700_000_000 + Math.floor(index / 2) * 300]);
    }
    running = started.at(-1)!;
    started = started.map((id, index) => ({ id, second: Math.floor(index / 2) })).toSorted((a, b) => b.second - a.second || sameSecondNewestFirst(a.id, b.id)).map((t) => t.id);
  });

  it('pages through every task newest first, none lost or repeated, with who took part', async () => {
    const seen: ClassHistoryPage['tasks'] = [];
    let query = '?limit=5';
    let pages = 0;
    for (;;) {
      const answer = await page(query);
      pages++;
      expect(answer.studentCount).toBe(9);
      seen.push(...answer.tasks);
      if (answer.next === null) break;
      query = `?limit=5&before=${encodeURIComponent(answer.next)}`;
    }
    const ours = seen.filter((task) => started.includes(task.groupTaskId));
    expect(ours.map((task) => task.groupTaskId)).toEqual(started);
    expect(new Set(seen.map((task) => task.groupTaskId)).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(seen.length / 5));
    // Only the last started is still running; the counts are the votes cast in each.
    expect(ours.filter((task) => task.endedAtSec === null).map((task) => task.groupTaskId)).toEqual([running]);
    expect(ours.map((task) => task.tookPart)).toEqual(started.map((id) => votesIn.get(id)));
    expect(ours.every((task) => task.kind === 'vote')).toBe(true);
  });

  it("opens an ended task's results from the history as the live view showed them", async () => {
    const { tasks } = await page(`?limit=${TASKS}`);
    const oldest = tasks.findLast((task) => task.tookPart > 0)!;
    const view = liveViewSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/tasks/${oldest.groupTaskId}/live`)));
    expect(view).toMatchObject({ running: false, summary: { voters: oldest.tookPart } });
  });

  it('answers only a teacher of the class, and refuses a malformed page', async () => {
    expect((await server.call(voters[0]!, ClassHistoryPaths.history(CLASS))).status).toBe(403);
    await server.db.query(`INSERT INTO classes (id, school_id, grade_level_str, name) SELECT 'class-h', school_id, '五年级', '(9)班' FROM classes LIMIT 1 ON CONFLICT DO NOTHING`);
    expect((await server.call(teacher, ClassHistoryPaths.history('class-h'))).status).toBe(403);
    for (const query of ['?limit=0', '?limit=101', '?before=yesterday', '?before=1.a%20b', `?before=${'9'.repeat(13)}.x`]) {
      expect({ query, status: (await server.call(teacher, `${ClassHistoryPaths.history(CLASS)}${query}`)).status }).toEqual({ query, status: 400 });
    }
  });
});
