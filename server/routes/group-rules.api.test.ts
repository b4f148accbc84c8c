/**
 * The rules of classroom groups that students cannot get round (issue 31: items 1, 3, 4, 6, 11; issue
 * 32: a collaborative task that never ended for its students): what a caller sees when a prototype name
 * is sent as a groupmate, when a student touches a group the teacher made, when anyone changes groups
 * after the task ended, when an answer does not fit the student's group and role, and when likes and
 * comments are repeated or flooded. `npm run test:api:postgres` runs the same against PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@core/contract';
import { GroupErrorCode } from '@plugins/tasks/collaborative/definition';
import type { Group } from '@plugins/tasks/collaborative/definition';
import { GROUPS, INTERACTIONS, TEACHER, TWO_TASKS, errorOf, groupCalls, userId } from '../testing/group-calls';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { makeWav } from '../testing/wav-fixtures';
import { PICTURES } from '../testing/picture-fixtures';
import { receiptFor } from '../testing/score-receipts';

let server: TestServer;
let calls: Awaited<ReturnType<typeof groupCalls>>;

beforeAll(async () => {
  server = await startTestServer();
  calls = await groupCalls(server, 45);
}, 90_000);
afterAll(() => server?.close());

const TASK_ENDED = { status: 404, errorCode: ErrorCode.NOT_FOUND, message: '任务已结束' };
const TEACHERS_GROUPS = { status: 400, errorCode: GroupErrorCode.GROUP_CANNOT_JOIN, message: '小组由老师分配，不能更改' };

/** A group of students `members` (the first its leader) in the task; its identifier. */
async function formGroup(taskId: string, members: number[]): Promise<string> {
  const [leader, ...rest] = members;
  await expectJson(await calls.operate(calls.token(leader!), taskId, 'ACTION_JOIN'));
  const group = (await calls.groupsOf(calls.token(leader!), taskId)).find((g) => g.ownerId === userId(leader!))!;
  for (const n of rest) await expectJson(await calls.operate(calls.token(n), taskId, 'ACTION_JOIN', { identifier: group.identifier }));
  return group.identifier;
}

describe('a groupmate check no prototype name can break (issue 31, item 1)', () => {
  let taskId: string;
  beforeAll(async () => {
    taskId = await calls.start(TWO_TASKS);
    await formGroup(taskId, [1, 2]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('a like for "%s" is refused as no groupmate (400), not a server error', async (name) => {
    const refused = await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: name, action: 1 });
    expect(await errorOf(refused)).toEqual({ status: 400, errorCode: ErrorCode.VALIDATION_FAILED, message: '只能给同组同学点赞或评论' });
  });
});

describe("teacher-made groups are the teacher's (issue 31, item 3)", () => {
  it('no student may disband, quit, unlock, reassign, confirm, join or create a group the teacher made; the groups stay as dealt', async () => {
    const taskId = await calls.start(TWO_TASKS);
    const { groups } = await expectJson<{ groups: Group[] }>(await server.call(calls.teacher, `${TEACHER}/tasks/${taskId}/groups`, { body: { size: 5 } }));
    const [first, second] = groups as [Group, Group];
    const leader = calls.tokenOf(first.ownerId);
    const member = calls.tokenOf(Object.keys(first.students).find((id) => id !== first.ownerId)!);
    const dealt = await calls.groupsOf(leader, taskId);
    const attempts: [string, string, Record<string, unknown>?][] = [
      [leader, 'ACTION_QUIT', { identifier: first.identifier }],
      [leader, 'ACTION_UNLOCK', { identifier: first.identifier }],
      [leader, 'ACTION_ASSIGN_ROLE', { identifier: first.identifier, assignmentIdentifier: 'a2' }],
      [leader, 'ACTION_LOCK', { identifier: first.identifier }],
      [member, 'ACTION_QUIT', { identifier: first.identifier }],
      [member, 'ACTION_JOIN', { identifier: second.identifier }],
      [member, 'ACTION_JOIN'],
    ];
    const outcomes = [];
    for (const [who, action, group] of attempts) outcomes.push([action, await errorOf(await calls.operate(who, taskId, action, group))]);
    expect(outcomes).toEqual(attempts.map(([, action]) => [action, TEACHERS_GROUPS]));
    expect(await calls.groupsOf(leader, taskId)).toEqual(dealt);
  });

  it('in a task the teacher groups (groupMode 1), students form no groups of their own', async () => {
    const taskId = await calls.start({ collaborativeLearning: { ...TWO_TASKS.collaborativeLearning, groupMode: 1 } });
    expect(await errorOf(await calls.operate(calls.token(1), taskId, 'ACTION_JOIN'))).toEqual(TEACHERS_GROUPS);
    expect(await calls.groupsOf(calls.token(1), taskId)).toEqual([]);
  });
});

describe('an ended task is a record (issue 31, item 4; issue 32, item 1)', () => {
  let taskId: string;
  let groupId: string;
  let twin: Awaited<ReturnType<TestServer['twin']>>;
  beforeAll(async () => {
    taskId = await calls.start(TWO_TASKS);
    groupId = await formGroup(taskId, [1, 2, 3]);
    await formGroup(taskId, [4]);
    await expectJson(await calls.operate(calls.token(1), taskId, 'ACTION_LOCK', { identifier: groupId }));
    await expectJson(await calls.operate(calls.token(1), taskId, 'ACTION_ASSIGN_ROLE', { identifier: groupId, assignmentIdentifier: 'a1' }));
    twin = await server.twin();
  });

  it('the group specification says running:false at once after the end, here and on another server process', async () => {
    const before = await server.call(calls.token(1), `${GROUPS}?groupTaskIds=${taskId}`);
    expect(((await before.json()) as { specifications: { running: boolean }[] }).specifications[0]!.running).toBe(true);
    expect((await calls.specification(calls.token(2), taskId, twin.call)).running).toBe(true);
    // A groupmate's live progress, known to each process.
    await expectJson(await server.call(calls.token(2), '/api/v1/chronus/interactive_tasks/realtime', { body: { groupTaskId: taskId, status: 'answering' } }));
    await expectJson(await twin.call(calls.token(3), '/api/v1/chronus/interactive_tasks/realtime', { body: { groupTaskId: taskId, status: 'recording' } }));

    await calls.end(taskId);
    const after = await server.call(calls.token(1), `${GROUPS}?groupTaskIds=${taskId}`, { headers: { 'If-None-Match': before.headers.get('ETag')! } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { specifications: { running: boolean }[] }).specifications[0]!.running).toBe(false);
    const realtimeOf = async (call: TestServer['call']) =>
      (await expectJson<{ realtime: unknown[] }>(await call(calls.token(1), `/api/v1/chronus/interactive_tasks/answers?groupTaskId=${taskId}`))).realtime;
    expect(await realtimeOf(server.call)).toEqual([]);
    // The other process hears of the end from the database (NOTIFY).
    await vi.waitFor(async () => expect((await calls.specification(calls.token(2), taskId, twin.call)).running).toBe(false), { timeout: 5000, interval: 50 });
    expect(await realtimeOf(twin.call)).toEqual([]);
  });

  it('refuses every group operation after the end with 任务已结束, and changes nothing', async () => {
    const kept = await calls.groupsOf(calls.token(1), taskId);
    const lone = kept.find((g) => g.ownerId === userId(4))!;
    const attempts: [number, string, Record<string, unknown>?][] = [
      [1, 'ACTION_UNLOCK', { identifier: groupId }],
      [1, 'ACTION_ASSIGN_ROLE', { identifier: groupId, assignmentIdentifier: 'a2' }],
      [1, 'ACTION_QUIT', { identifier: groupId }],
      [2, 'ACTION_QUIT', { identifier: groupId }],
      [5, 'ACTION_JOIN', { identifier: lone.identifier }],
      [5, 'ACTION_JOIN'],
      [4, 'ACTION_QUIT', { identifier: lone.identifier }],
    ];
    const outcomes = [];
    for (const [n, action, group] of attempts) outcomes.push([n, action, await errorOf(await calls.operate(calls.token(n), taskId, action, group))]);
    expect(outcomes).toEqual(attempts.map(([n, action]) => [n, action, TASK_ENDED]));
    expect(await calls.groupsOf(calls.token(1), taskId)).toEqual(kept);
  });

  it('refuses likes, comments, live progress and answers after the end with 任务已结束', async () => {
    expect(await errorOf(await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(2), action: 1 }))).toEqual(TASK_ENDED);
    expect(await errorOf(await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(2), action: 2, comment: '好' }))).toEqual(TASK_ENDED);
    expect(await errorOf(await server.call(calls.token(2), '/api/v1/chronus/interactive_tasks/realtime', { body: { groupTaskId: taskId, status: 'submitted' } }))).toEqual(TASK_ENDED);
    const role = (await calls.groupsOf(calls.token(1), taskId)).find((g) => g.identifier === groupId)!.students[userId(1)]!.roleIdentifiers[0]!;
    expect(await errorOf(await calls.submit(calls.token(1), taskId, { assignmentIdentifier: 'a1', roleIdentifier: role, text: 'late', choice: 'A' }))).toEqual(TASK_ENDED);
  });

  it('a task ended by the start of the next one says running:false at once too', async () => {
    const first = await calls.start(TWO_TASKS);
    expect((await calls.specification(calls.token(1), first)).running).toBe(true);
    await calls.start(TWO_TASKS);
    expect((await calls.specification(calls.token(1), first)).running).toBe(false);
    expect(await errorOf(await calls.operate(calls.token(1), first, 'ACTION_JOIN'))).toEqual(TASK_ENDED);
  });
});

/** Uploads a file as student n to a bucket; its key. */
const upload = async (n: number, bucket: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const { uploadToken } = await expectJson<{ uploadToken: string }>(await server.call(calls.token(n), '/api/v1/caen/qiniu/upload', { body: { bucket } }));
  const form = new FormData();
  form.set('token', uploadToken);
  form.set('file', new Blob([bytes]), name);
  return (await expectJson<{ key: string }>(await server.request('/upload', { method: 'POST', body: form }))).key;
};
const wav = () => new Uint8Array(makeWav(Array.from({ length: 1600 }, (_, i) => Math.sin(i / 5) / 2), 16_000));

describe('collaborative answers bound to the group (issue 31, item 6)', () => {
  const TALK_OR_POSTER = {
    collaborativeLearning: {
      assignments: [
        { identifier: 'talk', name: 'Talk', roles: [{ identifier: 'reader', answerTypes: [3], refText: 'Hello there.' }, { identifier: 'writer', answerTypes: [1] }] },
        { identifier: 'poster', name: 'Poster', roles: [{ identifier: 'p1' }, { identifier: 'p2' }] },
      ],
    },
  };
  let taskId: string;
  let reader: number;
  let writer: number;
  beforeAll(async () => {
    taskId = await calls.start(TALK_OR_POSTER);
    const groupId = await formGroup(taskId, [1, 2]);
    await expectJson(await calls.operate(calls.token(1), taskId, 'ACTION_LOCK', { identifier: groupId }));
    await expectJson(await calls.operate(calls.token(1), taskId, 'ACTION_ASSIGN_ROLE', { identifier: groupId, assignmentIdentifier: 'talk' }));
    const group = (await calls.groupsOf(calls.token(1), taskId))[0]!;
    reader = group.students[userId(1)]!.roleIdentifiers[0] === 'reader' ? 1 : 2;
    writer = 3 - reader;
    await formGroup(taskId, [4]);
  });

  it('refuses an answer from a student in no group, or whose group has no task yet (409)', async () => {
    expect(await errorOf(await calls.submit(calls.token(3), taskId, { assignmentIdentifier: 'talk', roleIdentifier: 'writer', text: 'Hi' }))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT, message: '你还没有加入小组' });
    expect(await errorOf(await calls.submit(calls.token(4), taskId, { assignmentIdentifier: 'talk', roleIdentifier: 'writer', text: 'Hi' }))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT, message: '你们小组还没有选择任务' });
  });

  it("refuses answering another member's role or a task the group was not given (409); takes the student's own", async () => {
    expect(await errorOf(await calls.submit(calls.token(writer), taskId, { assignmentIdentifier: 'talk', roleIdentifier: 'reader', recording: { score: 90 } }))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT, message: '这不是你的角色' });
    expect(await errorOf(await calls.submit(calls.token(writer), taskId, { assignmentIdentifier: 'poster', roleIdentifier: 'p1', text: 'Hi' }))).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT, message: '这不是你们小组的任务' });
    await expectJson(await calls.submit(calls.token(writer), taskId, { assignmentIdentifier: 'talk', roleIdentifier: 'writer', text: 'Hi' }));
  });

  it("takes a recording only from the student's own upload to the voice bucket", async () => {
    const own = await upload(reader, 'voice', wav(), 'voice.wav');
    const groupmates = await upload(writer, 'voice', wav(), 'voice.wav');
    const png = PICTURES.png;
    const image = await upload(reader, 'report', png, 'page.png');
    // A score the scoring socket gave (its receipt): what is checked here is whose recording it is.
    const receipt = await receiptFor(server, calls.token(reader), 'Hello there.', 80);
    const answer = (url?: string) => calls.submit(calls.token(reader), taskId, { assignmentIdentifier: 'talk', roleIdentifier: 'reader', recording: { score: 80, receipt, ...(url !== undefined ? { url } : {}) } });
    const notOwn = { status: 400, errorCode: ErrorCode.VALIDATION_FAILED, message: '录音不是你上传的' };
    const forged = [`/files/uploads/${groupmates}`, `/files/uploads/${image}`, '/files/uploads/voice/2026-01-01/nope.wav', 'javascript:alert(1)', `https://evil.example/x?/files/uploads/${own}`];
    const outcomes = [];
    for (const url of forged) outcomes.push([url, await errorOf(await answer(url))]);
    expect(outcomes).toEqual(forged.map((url) => [url, notOwn]));
    await expectJson(await answer(`/files/uploads/${own}`));
    await expectJson(await answer(`https://up.school.cn/files/uploads/${own}`));
    // The upload failed: the answer keeps its score alone.
    await expectJson(await answer());
  });
});

describe('likes and comments (issue 31, item 11)', () => {
  let taskId: string;
  const list = async (n: number, query = '') =>
    expectJson<{ interactions: { fromStudentId: string; targetStudentId: string; action: number; comment: string | null }[]; marker: string | null }>(
      await server.call(calls.token(n), `${INTERACTIONS}?groupTaskId=${taskId}&role=2&targetType=2&action=2${query}`),
    );
  beforeAll(async () => {
    taskId = await calls.start(TWO_TASKS);
    await formGroup(taskId, [1, 2, 3]);
  });

  it('keeps one like per student, groupmate and task, however often and at once it is pressed', async () => {
    const likes = await Promise.all(Array.from({ length: 5 }, () => calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(2), action: 1 })));
    expect(likes.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expectJson(await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(2), action: 1 }));
    const { interactions } = await list(2);
    expect(interactions.filter((i) => i.action === 1).map((i) => [i.fromStudentId, i.targetStudentId])).toEqual([[userId(1), userId(2)]]);
  });

  it('takes a comment of at most 200 characters', async () => {
    const tooLong = await errorOf(await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(3), action: 2, comment: '好'.repeat(201) }));
    expect(tooLong).toMatchObject({ status: 400, message: expect.stringContaining('评论最多200字') });
    await expectJson(await calls.interact(calls.token(1), { groupTaskId: taskId, targetStudentId: userId(3), action: 2, comment: '好'.repeat(200) }));
  });

  it('takes at most 20 comments of a student in a task, however many are sent at once', async () => {
    const sent = await Promise.all(Array.from({ length: 25 }, (_, i) => calls.interact(calls.token(2), { groupTaskId: taskId, targetStudentId: userId(i % 2 === 0 ? 1 : 3), action: 2, comment: `第${i}条` })));
    expect(sent.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = sent.filter((r) => r.status !== 200);
    for (const response of refused) expect(await errorOf(response)).toEqual({ status: 409, errorCode: ErrorCode.CONFLICT, message: '每个任务最多评论20条' });
    const comments = (await list(1, '&pageSize=100')).interactions.filter((i) => i.fromStudentId === userId(2) && i.action === 2);
    expect(comments).toHaveLength(20);
  });

  it('pages the list: pageSize at a time, the marker naming the next page', async () => {
    const everything = (await list(1, '&pageSize=100')).interactions;
    expect(everything.length).toBeGreaterThan(5);
    const paged: typeof everything = [];
    let marker: string | null = '';
    while (marker !== null) {
      const page = await list(1, `&pageSize=5${marker ? `&marker=${marker}` : ''}`);
      expect(page.interactions.length).toBeLessThanOrEqual(5);
      paged.push(...page.interactions);
      marker = page.marker;
    }
    expect(paged).toEqual(everything);
  });
});
