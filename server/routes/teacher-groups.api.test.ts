/**
 * 老师分组 and the live view of a collaborative task (issue 32): the class in groups of the chosen size
 * with the remainder spread (no one alone), each student who answered keeping the role they answered,
 * and a student in a group of their own counted as joined. `npm run test:api:postgres` runs the same
 * against PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '@plugins/tasks/collaborative/definition';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string;
const tokens = new Map<number, string>(); // student101 ... student108 (class 4-1, 45 students)
const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';
const TEACHER = '/api/v1/chronus/teacher';
const userId = (n: number) => `user-student${100 + n}`;
const token = (n: number) => tokens.get(n)!;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.signIn('teacher');
  for (let n = 1; n <= 8; n++) tokens.set(n, await server.signIn(`student${100 + n}`));
}, 60_000);
afterAll(() => server?.close());

const TWO_TASKS = {
  collaborativeLearning: {
    assignments: [
      { identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', answerTypes: [1] }, { identifier: 'r2', answerTypes: [2], options: [{ key: 'A', text: 'dog' }] }, { identifier: 'r3', answerTypes: [1] }] },
      { identifier: 'a2', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }] },
    ],
  },
};
const start = async () =>
  ((await expectJson(await server.call(teacher, `${TEACHER}/classes/class-4-1/tasks`, { body: { task: { title: '协作学习', taskType: 5, episodeIds: [], interactiveTask: TWO_TASKS } } }))) as { groupTaskId: string }).groupTaskId;
const operate = async (n: number, groupTaskId: string, action: string, group?: Record<string, unknown>) =>
  expectJson(await server.call(token(n), `${GROUPS}/operate`, { body: { specifications: { groupTaskId }, action, ...(group ? { group } : {}) } }));
const groupsOf = async (groupTaskId: string) => ((await expectJson(await server.call(teacher, `${TEACHER}/tasks/${groupTaskId}/live`))) as { groups: Group[] }).groups;

/** Students `leader` and `members` form a group of their own, confirm it and take `assignment`; its roles as dealt. */
async function selfGroup(groupTaskId: string, leader: number, members: number[], assignment: string): Promise<Record<string, string>> {
  await operate(leader, groupTaskId, 'ACTION_JOIN');
  const mine = (await groupsOf(groupTaskId)).find((g) => g.ownerId === userId(leader))!;
  for (const n of members) await operate(n, groupTaskId, 'ACTION_JOIN', { identifier: mine.identifier });
  await operate(leader, groupTaskId, 'ACTION_LOCK', { identifier: mine.identifier });
  await operate(leader, groupTaskId, 'ACTION_ASSIGN_ROLE', { identifier: mine.identifier, assignmentIdentifier: assignment });
  const dealt = (await groupsOf(groupTaskId)).find((g) => g.identifier === mine.identifier)!;
  return Object.fromEntries(Object.values(dealt.students).map((s) => [s.userId, s.roleIdentifiers[0]!]));
}

const answerOf = (assignmentIdentifier: string, roleIdentifier: string) => ({
  interactiveTaskResult: { collaborativeResult: { assignmentIdentifier, roleIdentifier, ...(roleIdentifier === 'r2' ? { choice: 'A' } : { text: 'My cat is white.' }) } },
});

describe('老师分组 (issue 32)', () => {
  it('deals 45 in fours into ten groups of 4 and one of 5, no one alone, keeping each answered role', async () => {
    const taskId = await start();
    const roles = await selfGroup(taskId, 1, [2, 3, 4], 'a1');
    for (const n of [1, 2, 3]) await expectJson(await server.call(token(n), `/api/v1/chronus/student/classroom/task/${taskId}`, { body: answerOf('a1', roles[userId(n)]!) }));

    const { groups } = (await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/groups`, { body: { size: 4 } }))) as { groups: Group[] };
    expect(groups.map((g) => Object.keys(g.students).length).toSorted()).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5]);
    expect(groups.every((g) => g.locked && g.source === 'SOURCE_TEACHER' && g.assignmentIdentifier === 'a1')).toBe(true);
    const now = Object.fromEntries(groups.flatMap((g) => Object.values(g.students)).map((s) => [s.userId, s.roleIdentifiers]));
    for (const n of [1, 2, 3]) expect(now[userId(n)]).toEqual([roles[userId(n)]]);
    // Each group has its three roles before any repeats.
    for (const group of groups) expect(new Set(Object.values(group.students).map((s) => s.roleIdentifiers[0]))).toEqual(new Set(['r1', 'r2', 'r3']));
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });

  it('in groups of 10 makes five groups of 9 rather than one of 5', async () => {
    const taskId = await start();
    const { groups } = (await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/groups`, { body: { size: 10 } }))) as { groups: Group[] };
    expect(groups.map((g) => Object.keys(g.students).length)).toEqual([9, 9, 9, 9, 9]);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });
});

describe('the live view of a collaborative task (issue 32)', () => {
  it('counts a student in a group of their own as joined, without a poll of the classroom task', async () => {
    const taskId = await start();
    await selfGroup(taskId, 5, [6], 'a2');
    await operate(7, taskId, 'ACTION_JOIN');
    const live = (await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/live`))) as { joined: { id: string }[]; missing: { id: string }[] };
    for (const n of [5, 6, 7]) expect(live.joined.map((s) => s.id)).toContain(userId(n));
    expect(live.missing.map((s) => s.id)).not.toContain(userId(5));
    expect(live.joined.map((s) => s.id)).not.toContain(userId(8));
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });
});
