/**
 * Self-grouping and collaborative learning (issue 15): the group specification the 1 s poll reads (with
 * ETag), and every rule of the group operations, on the server: atomic joins (30 at once against a
 * 1-member group: exactly 9 join), one group per student, the leader's rights, lock size, frozen
 * membership, dealt roles, disbanding, teacher-made groups, interactions, answers and realtime.
 * `npm run test:api:postgres` runs the same against PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupErrorCode } from '@plugins/tasks/collaborative/definition';
import type { Group } from '@plugins/tasks/collaborative/definition';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string;
const tokens = new Map<string, string>(); // student101 ... student135 (class 4-1)
const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';
const TEACHER = '/api/v1/chronus/teacher';
const uid = (n: number) => `student${100 + n}`;
const token = (n: number) => tokens.get(uid(n))!;
const userId = (n: number) => `user-${uid(n)}`;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.signIn('teacher');
  for (let n = 1; n <= 35; n++) tokens.set(uid(n), await server.signIn(uid(n)));
}, 60_000);
afterAll(() => server?.close());

const start = async (interactiveTask: unknown) =>
  ((await expectJson(await server.call(teacher, `${TEACHER}/classes/class-4-1/tasks`, { body: { task: { title: '协作学习', taskType: 5, episodeIds: [], interactiveTask } } }))) as { groupTaskId: string }).groupTaskId;
const TWO_TASKS = {
  collaborativeLearning: {
    assignments: [
      { identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', answerTypes: [1] }, { identifier: 'r2', answerTypes: [2], options: [{ key: 'A', text: 'dog' }] }, { identifier: 'r3', answerTypes: [1] }] },
      { identifier: 'a2', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }, { identifier: 'p3' }, { identifier: 'p4' }, { identifier: 'p5' }] },
    ],
  },
};
const groupsOf = async (who: string, groupTaskId: string): Promise<Group[]> => {
  const body = (await expectJson(await server.call(who, `${GROUPS}?groupTaskIds=${groupTaskId}&fillStudentName=true`))) as { specifications: { specification: { grouping: { groups: Group[] } } }[] };
  return body.specifications[0]!.specification.grouping.groups;
};
const operate = (who: string, groupTaskId: string, action: string, group?: Record<string, unknown>) =>
  server.call(who, `${GROUPS}/operate`, { body: { specifications: { groupTaskId }, action, ...(group ? { group } : {}) } });
const answer = (text: string, role: string) => ({ interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'solo', roleIdentifier: role, text } } });
const errorCodeOf = async (response: Response) => ({ status: response.status, errorCode: ((await response.json()) as { errorCode: number }).errorCode });

describe('self-grouping (issue 15)', () => {
  let taskId: string;
  let groupId: string;
  beforeAll(async () => {
    taskId = await start(TWO_TASKS);
  });

  it('serves the specification with an ETag (304 when unchanged), to the class only', async () => {
    const first = await server.call(token(1), `${GROUPS}?groupTaskIds=${taskId}`);
    const body = (await first.json()) as { specifications: { groupMode: number; source: string; specification: { grouping: { groups: unknown[] } }; collaborativeLearning: { assignments: unknown[] } }[] };
    expect(body.specifications[0]).toMatchObject({ groupMode: 2, source: 'SOURCE_STUDENT_SELF_ORGANIZE', specification: { grouping: { groups: [] } } });
    expect(body.specifications[0]!.collaborativeLearning.assignments).toHaveLength(2);
    const again = await server.call(token(1), `${GROUPS}?groupTaskIds=${taskId}`, { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    const outsider = await server.signIn('student15'); // class 3-2
    expect((await server.call(outsider, `${GROUPS}?groupTaskIds=${taskId}`)).status).toBe(404);
    expect((await server.call(teacher, `${GROUPS}?groupTaskIds=${taskId}`)).status).toBe(403);
  });

  it('creates a group with its leader, and keeps a student to one group per task', async () => {
    await expectJson(await operate(token(1), taskId, 'ACTION_JOIN'));
    const [group] = await groupsOf(token(1), taskId);
    expect(group).toMatchObject({ ownerId: userId(1), locked: false, name: '学生101的小组', students: { [userId(1)]: { userId: userId(1), name: '学生101', roleIdentifiers: [] } } });
    groupId = group!.identifier;
    expect(await errorCodeOf(await operate(token(1), taskId, 'ACTION_JOIN'))).toEqual({ status: 400, errorCode: GroupErrorCode.GROUP_CANNOT_JOIN });
  });

  it('lets exactly 9 of 30 students pressing 加入 at once into a 1-member group; the rest hear 分组已满（10人）', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => operate(token(i + 2), taskId, 'ACTION_JOIN', { identifier: groupId })));
    const outcomes = await Promise.all(replies.map(async (r) => (r.status === 200 ? 'joined' : `${r.status} ${((await r.json()) as { errorCode: number; message: string }).errorCode}`)));
    expect(outcomes.filter((o) => o === 'joined')).toHaveLength(9);
    expect(outcomes.filter((o) => o !== 'joined')).toEqual(Array.from({ length: 21 }, () => `400 ${GroupErrorCode.GROUP_FULL}`));
    expect(Object.keys((await groupsOf(token(1), taskId))[0]!.students)).toHaveLength(10);
  }, 30_000);

  it('answers 90000021 for a group that does not exist', async () => {
    expect(await errorCodeOf(await operate(token(33), taskId, 'ACTION_JOIN', { identifier: 'grp-nope' }))).toEqual({ status: 400, errorCode: GroupErrorCode.GROUP_NOT_FOUND });
  });

  it('leaves locking, assigning and disbanding to the leader (403), and locking needs two members', async () => {
    const members = Object.keys((await groupsOf(token(1), taskId))[0]!.students).filter((id) => id !== userId(1));
    const member = tokens.get(members[0]!.replace('user-', ''))!;
    for (const action of ['ACTION_LOCK', 'ACTION_UNLOCK', 'ACTION_ASSIGN_ROLE']) expect((await operate(member, taskId, action, { identifier: groupId, assignmentIdentifier: 'a1' })).status).toBe(403);
    // A second group, with its leader alone: too small to confirm.
    await expectJson(await operate(token(33), taskId, 'ACTION_JOIN'));
    const lone = (await groupsOf(token(33), taskId)).find((g) => g.ownerId === userId(33))!;
    const tooSmall = await operate(token(33), taskId, 'ACTION_LOCK', { identifier: lone.identifier });
    expect(tooSmall.status).toBe(400);
    expect(((await tooSmall.json()) as { message: string }).message).toBe('至少需要2名组员才能确认分组');
  });

  it('freezes the membership once locked, deals the roles cycling over the members, and unlocks', async () => {
    await expectJson(await operate(token(1), taskId, 'ACTION_LOCK', { identifier: groupId }));
    const locked = (await groupsOf(token(1), taskId)).find((g) => g.identifier === groupId)!;
    // Two tasks: nothing is assigned until the leader picks one.
    expect(locked).toMatchObject({ locked: true });
    expect(locked.assignmentIdentifier).toBeUndefined();
    const someMember = Object.keys(locked.students).find((id) => id !== userId(1))!;
    expect(await errorCodeOf(await operate(tokens.get(someMember.replace('user-', ''))!, taskId, 'ACTION_QUIT', { identifier: groupId }))).toEqual({ status: 400, errorCode: GroupErrorCode.GROUP_CANNOT_JOIN });
    expect(await errorCodeOf(await operate(token(34), taskId, 'ACTION_JOIN', { identifier: groupId }))).toEqual({ status: 400, errorCode: GroupErrorCode.GROUP_CANNOT_JOIN });

    await expectJson(await operate(token(1), taskId, 'ACTION_ASSIGN_ROLE', { identifier: groupId, assignmentIdentifier: 'a1' }));
    const assigned = (await groupsOf(token(1), taskId)).find((g) => g.identifier === groupId)!;
    expect(assigned.assignmentIdentifier).toBe('a1');
    const roles = Object.values(assigned.students).map((s) => s.roleIdentifiers);
    expect(roles.every((r) => r.length === 1)).toBe(true);
    const counts = ['r1', 'r2', 'r3'].map((role) => roles.filter((r) => r[0] === role).length).toSorted();
    expect(counts).toEqual([3, 3, 4]);
    expect((await operate(token(1), taskId, 'ACTION_ASSIGN_ROLE', { identifier: groupId, assignmentIdentifier: 'zz' })).status).toBe(400);

    await expectJson(await operate(token(1), taskId, 'ACTION_UNLOCK', { identifier: groupId }));
    const unlocked = (await groupsOf(token(1), taskId)).find((g) => g.identifier === groupId)!;
    expect(unlocked.locked).toBe(false);
    expect(unlocked.assignmentIdentifier).toBeUndefined();
    expect(Object.values(unlocked.students).every((s) => s.roleIdentifiers.length === 0)).toBe(true);
  });

  it('lets a member quit an unlocked group; the leader quitting disbands it (then 90000021)', async () => {
    const group = (await groupsOf(token(1), taskId)).find((g) => g.identifier === groupId)!;
    const member = Object.keys(group.students).find((id) => id !== userId(1))!;
    await expectJson(await operate(tokens.get(member.replace('user-', ''))!, taskId, 'ACTION_QUIT', { identifier: groupId }));
    expect(Object.keys((await groupsOf(token(1), taskId)).find((g) => g.identifier === groupId)!.students)).not.toContain(member);
    await expectJson(await operate(token(1), taskId, 'ACTION_QUIT', { identifier: groupId }));
    expect((await groupsOf(token(1), taskId)).some((g) => g.identifier === groupId)).toBe(false);
    expect(await errorCodeOf(await operate(token(2), taskId, 'ACTION_JOIN', { identifier: groupId }))).toEqual({ status: 400, errorCode: GroupErrorCode.GROUP_NOT_FOUND });
  });

  it('refuses joining once the task has ended (404 任务已结束)', async () => {
    const [open] = await groupsOf(token(33), taskId);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
    const refused = await operate(token(35), taskId, 'ACTION_JOIN', { identifier: open!.identifier });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('任务已结束');
  });
});

describe('groups across server processes (issue 15)', () => {
  it('a join on one process shows in the groups another process serves within one group poll (NOTIFY)', async () => {
    const taskId = await start(TWO_TASKS);
    const other = await server.twin();
    const count = async (call: typeof server.call) => {
      const body = (await expectJson(await call(token(1), `${GROUPS}?groupTaskIds=${taskId}`))) as { specifications: { specification: { grouping: { groups: Group[] } } }[] };
      return body.specifications[0]!.specification.grouping.groups.flatMap((g) => Object.keys(g.students)).length;
    };
    // The second process holds the task's groups in memory before the change.
    expect(await count(other.call)).toBe(0);
    await expectJson(await operate(token(1), taskId, 'ACTION_JOIN'));
    const started = Date.now();
    let seen = 0;
    while (Date.now() - started < 1000 && seen !== 1) {
      seen = await count(other.call);
      if (seen !== 1) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(1);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });
});

describe('collaborative learning (issue 15)', () => {
  it('assigns the only task at once when the leader locks a group big enough for it', async () => {
    const taskId = await start({ collaborativeLearning: { assignments: [{ identifier: 'solo', name: 'Pair work', roles: [{ identifier: 'asker' }, { identifier: 'answerer' }] }] } });
    await expectJson(await operate(token(1), taskId, 'ACTION_JOIN'));
    const groupId = (await groupsOf(token(1), taskId))[0]!.identifier;
    await expectJson(await operate(token(2), taskId, 'ACTION_JOIN', { identifier: groupId }));
    await expectJson(await operate(token(3), taskId, 'ACTION_JOIN', { identifier: groupId }));
    await expectJson(await operate(token(1), taskId, 'ACTION_LOCK', { identifier: groupId }));
    const group = (await groupsOf(token(2), taskId))[0]!;
    expect(group.assignmentIdentifier).toBe('solo');
    expect(Object.values(group.students).map((s) => s.roleIdentifiers[0]).toSorted()).toEqual(['answerer', 'asker', 'asker'].toSorted());

    // Answers: a groupmate's, not another group's; likes and comments between groupmates only.
    const myRole = (n: number) => group.students[userId(n)]!.roleIdentifiers[0]!;
    await expectJson(await server.call(token(2), `/api/v1/chronus/student/classroom/task/${taskId}`, { body: answer('I like dogs.', myRole(2)) }));
    expect((await server.call(token(2), `/api/v1/chronus/student/classroom/task/${taskId}`, { body: answer('x', 'nobody') })).status).toBe(400);
    await expectJson(await operate(token(9), taskId, 'ACTION_JOIN'));
    const other = (await groupsOf(token(9), taskId)).find((g) => g.ownerId === userId(9))!;
    await expectJson(await operate(token(10), taskId, 'ACTION_JOIN', { identifier: other.identifier }));
    await expectJson(await operate(token(9), taskId, 'ACTION_LOCK', { identifier: other.identifier }));
    const otherRole = (await groupsOf(token(9), taskId)).find((g) => g.identifier === other.identifier)!.students[userId(9)]!.roleIdentifiers[0]!;
    await expectJson(await server.call(token(9), `/api/v1/chronus/student/classroom/task/${taskId}`, { body: answer('Other group', otherRole) }));
    const seen = (await expectJson(await server.call(token(1), `/api/v1/chronus/interactive_tasks/answers?groupTaskId=${taskId}`))) as { answers: { studentId: string }[] };
    expect(seen.answers.map((a) => a.studentId)).toEqual([userId(2)]);

    await expectJson(await server.call(token(1), '/api/v1/chronus/interactive_tasks/interactions', { body: { groupTaskId: taskId, targetStudentId: userId(2), action: 1 } }));
    await expectJson(await server.call(token(3), '/api/v1/chronus/interactive_tasks/interactions', { body: { groupTaskId: taskId, targetStudentId: userId(2), action: 2, comment: 'Good!' } }));
    expect((await server.call(token(1), '/api/v1/chronus/interactive_tasks/interactions', { body: { groupTaskId: taskId, targetStudentId: userId(9), action: 1 } })).status).toBe(400);
    const { interactions } = (await expectJson(await server.call(token(2), `/api/v1/chronus/interactive_tasks/interactions?groupTaskId=${taskId}&role=2&targetType=2&action=2`))) as { interactions: { fromStudentId: string; action: number; comment: string | null }[] };
    expect(interactions.map((i) => [i.fromStudentId, i.action, i.comment])).toEqual([[userId(1), 1, null], [userId(3), 2, 'Good!']]);

    // Realtime: a member's progress, seen by groupmates with the answers.
    await expectJson(await server.call(token(3), '/api/v1/chronus/interactive_tasks/realtime', { body: { groupTaskId: taskId, status: 'recording' } }));
    const live = (await expectJson(await server.call(token(1), `/api/v1/chronus/interactive_tasks/answers?groupTaskId=${taskId}`))) as { realtime: { studentId: string; status: string }[] };
    expect(live.realtime).toEqual([expect.objectContaining({ studentId: userId(3), status: 'recording' })]);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });

  it('lets the teacher make the groups (SOURCE_TEACHER), locked with roles dealt; students may not', async () => {
    const taskId = await start(TWO_TASKS);
    expect((await server.call(token(1), `${TEACHER}/tasks/${taskId}/groups`, { body: { size: 4 } })).status).toBe(403);
    const { groups } = (await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/groups`, { body: { size: 4 } }))) as { groups: Group[] };
    expect(groups).toHaveLength(11); // 45 in fours: ten of 4 and one of 5 (issue 32)
    expect(groups.every((g) => g.locked && g.source === 'SOURCE_TEACHER' && g.assignmentIdentifier === 'a1')).toBe(true);
    expect(groups.flatMap((g) => Object.keys(g.students))).toHaveLength(45);
    expect(groups.every((g) => Object.values(g.students).every((s) => s.roleIdentifiers.length === 1))).toBe(true);
    const live = (await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/live`))) as { groups: Group[] };
    expect(live.groups).toHaveLength(groups.length);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${taskId}/end`, { body: {} }));
  });
});
