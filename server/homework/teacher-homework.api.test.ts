/**
 * The teacher's homework (issue 37, item 1): assigning to classes, the students who see it (those who join
 * later too, none before its assign time), a new due time, a withdrawal, and who may do what.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeworkDetailResponseSchema, homeworkListResponseSchema } from '@core/contract';
import { UserType, type ServedActivity } from '@core/domain';
import { nowSec } from '../auth/tokens';
import { demoAnswer } from '../seed/demo-answers';
import { addPerson, addSchoolClass } from '../testing/people-fixtures';
import { withReceipts } from '../testing/score-receipts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { TeacherHomeworkPaths, type AssignHomework, type AssignedHomework } from './teacher-homework-contract';

let server: TestServer;
let teacher: string;
let student: string; // student15, class-3-2
let otherTeacher: string; // teaches only class-x, of another school
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student] = await Promise.all([server.signIn('teacher'), server.signIn('student15')]);
  await addSchoolClass(server, 'school-x', 'class-x');
  otherTeacher = await addPerson(server, { uid: 'teacherx', name: '王老师', classId: 'class-x' });
});
afterAll(() => server?.close());
afterEach(() => vi.useRealTimers());

const DAY = 24 * 3600;
const STUDENT_LIST = '/api/v1/chronus/student/homework';
const body = (overrides: Partial<AssignHomework> = {}): AssignHomework => ({
  title: '第一单元课后作业',
  classIds: ['class-3-1', 'class-3-2'],
  episodeIds: ['m1u1-e1', 'm1u1-e2'],
  libraryTaskIds: ['lib-reading-school', 'lib-pack-pets'],
  dueAtSec: nowSec() + 2 * DAY,
  ...overrides,
});

async function assign(overrides: Partial<AssignHomework> = {}, headers: Record<string, string> = {}): Promise<AssignedHomework[]> {
  const response = await server.call(teacher, TeacherHomeworkPaths.homeworks, { body: body(overrides), headers });
  expect(response.status).toBe(201);
  return ((await response.json()) as { homeworks: AssignedHomework[] }).homeworks;
}

const studentList = async (token: string) => homeworkListResponseSchema.parse(await (await server.call(token, `${STUDENT_LIST}?pageSize=100`)).json()).homeworks;
const listedTitles = async (token: string) => (await studentList(token)).map((h) => h.groupHomework.title);
const rowOf = (groupHomeworkId: string, studentId: string) => `shw-${groupHomeworkId}-${studentId}`;
const classHomeworks = async (token: string, classId: string) => server.call(token, `${TeacherHomeworkPaths.homeworks}?classId=${classId}`);
const studentsOf = async (classId: string) =>
  (await server.db.query<{ id: string }>('SELECT u.id FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = $1 AND u.user_type = 1 ORDER BY u.id', [classId])).map((r) => r.id);
const rowsOf = async (groupHomeworkId: string) =>
  (await server.db.query<{ student_id: string }>('SELECT student_id FROM student_homeworks WHERE group_homework_id = $1 ORDER BY student_id', [groupHomeworkId])).map((r) => r.student_id);

/** The status, and the message naming `message` (any message when none is given). */
async function expectRefused(response: Response, status: number, message = '') {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toContain(message);
}

describe('assigning homework', () => {
  it('makes one homework per class, with a row for every student of each, and the items named', async () => {
    const homeworks = await assign();
    expect(homeworks.map((h) => [h.classId, h.title, h.withdrawn, h.episodeIds])).toEqual([
      expect.arrayContaining(['第一单元课后作业', false, ['m1u1-e1', 'm1u1-e2']]),
      expect.arrayContaining(['第一单元课后作业', false, ['m1u1-e1', 'm1u1-e2']]),
    ]);
    expect(homeworks.map((h) => h.classId).toSorted()).toEqual(['class-3-1', 'class-3-2']);
    for (const homework of homeworks) {
      expect(homework.id).toMatch(/^gh-[0-9a-f-]{36}$/);
      expect(homework.assignedBy).toEqual({ id: 'user-teacher', name: '李老师' });
      expect(homework).toMatchObject({ finished: 0, started: 0, students: (await studentsOf(homework.classId)).length });
      expect(await rowsOf(homework.id)).toEqual(await studentsOf(homework.classId));
    }

    const mine = homeworks.find((h) => h.classId === 'class-3-2')!;
    const listed = (await studentList(student)).find((h) => h.groupHomeworkId === mine.id)!;
    expect(listed).toMatchObject({ id: rowOf(mine.id, 'user-student15'), groupHomework: { title: '第一单元课后作业', unitId: 'unit-m1u1', groupId: 'class-3-2' } });
    // Newest first: the homework just assigned tops the list.
    expect((await studentList(student))[0]!.groupHomeworkId).toBe(mine.id);
    expect(listed.groupHomework.tasks).toEqual([
      expect.objectContaining({ kind: 'reading', title: '阅读：My school', readingTask: expect.any(Object) }),
      expect.objectContaining({ kind: 'resourcePack', title: '资源包：宠物与颜色', resourcePack: expect.any(Object) }),
    ]);
    const detail = homeworkDetailResponseSchema.parse(await (await server.call(student, `${STUDENT_LIST}/${listed.id}`)).json()).homework;
    expect(detail.episodeActivities.map((e) => e.episodeId)).toEqual(['m1u1-e1', 'm1u1-e2']);
    expect(mine.itemCount).toBe(detail.episodeActivities.reduce((n, e) => n + e.activities.length, 0) + 2);
  });

  it('files a homework of tasks only under its first task’s unit, and a retry with its Idempotency-Key answers the same homeworks without a second set', async () => {
    const headers = { 'Idempotency-Key': 'assign-once-123' };
    const request = { title: '只有任务的作业', classIds: ['class-3-2'], episodeIds: [], libraryTaskIds: ['lib-pack-pets'], dueAtSec: nowSec() + DAY };
    const first = await assign(request, headers);
    const retried = await server.call(teacher, TeacherHomeworkPaths.homeworks, { body: body(request), headers });
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { homeworks: AssignedHomework[] }).homeworks.map((h) => h.id)).toEqual(first.map((h) => h.id));
    const [count] = await server.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM group_homeworks WHERE title = '只有任务的作业'`);
    expect(Number(count!.n)).toBe(1);
    expect(first[0]).toMatchObject({ episodeIds: [], itemCount: 1, classId: 'class-3-2' });
  });
});

describe('students who join the class later', () => {
  it('see the homework assigned before they joined', async () => {
    const [homework] = await assign({ title: '给后来的同学', classIds: ['class-3-2'] });
    const late = await addPerson(server, { uid: 'latecomer', name: '小晚', classId: 'class-3-2', userType: UserType.STUDENT });
    expect(await listedTitles(late)).toContain('给后来的同学');
    expect(await rowsOf(homework!.id)).toContain('user-latecomer');
  });

  it('see it even when their list was already in memory before they joined', async () => {
    await assign({ title: '换班也看得到', classIds: ['class-3-1'] });
    const mover = await server.signIn('noclass');
    expect(await listedTitles(mover)).toEqual([]);
    await server.db.query(`INSERT INTO class_members (class_id, user_id) VALUES ('class-3-1', 'user-noclass')`);
    // The membership's NOTIFY drops the list kept in memory.
    await expect.poll(() => listedTitles(mover)).toContain('换班也看得到');
  });
});

describe('a homework assigned for later', () => {
  it('is in no list before its assign time, and in the list once it comes, though the list was kept in memory', async () => {
    const assignAtSec = nowSec() + 600;
    const [homework] = await assign({ title: '明天的作业', classIds: ['class-3-2'], assignAtSec, dueAtSec: assignAtSec + DAY });
    expect(homework!.assignAtSec).toBe(assignAtSec);
    expect(await listedTitles(student)).not.toContain('明天的作业');
    // Opening it before its time is as for any homework that is not there.
    expect((await server.call(student, `${STUDENT_LIST}/${rowOf(homework!.id, 'user-student15')}`)).status).toBe(404);
    // The teacher sees it among the class's homework already.
    expect(((await (await classHomeworks(teacher, 'class-3-2')).json()) as { homeworks: AssignedHomework[] }).homeworks[0]!.id).toBe(homework!.id);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((assignAtSec + 1) * 1000);
    expect(await listedTitles(student)).toContain('明天的作业');
    expect((await server.call(student, `${STUDENT_LIST}/${rowOf(homework!.id, 'user-student15')}`)).status).toBe(200);
  });
});

describe("the class's homework, its due time and its withdrawal", () => {
  it('lists the class’s homework newest first with who started and finished it', async () => {
    const [homework] = await assign({ title: '看谁开始了', classIds: ['class-3-2'] });
    const detail = homeworkDetailResponseSchema.parse(await (await server.call(student, `${STUDENT_LIST}/${rowOf(homework!.id, 'user-student15')}`)).json()).homework;
    const first = detail.episodeActivities[0]!;
    const answers = [demoAnswer(first.activities[0] as unknown as ServedActivity, first.episodeId, true, Date.now())];
    expect((await server.call(student, `${STUDENT_LIST}/${detail.id}`, { body: await withReceipts(server, student, { answers }) })).status).toBe(200);

    const response = await classHomeworks(teacher, 'class-3-2');
    expect(response.status).toBe(200);
    const { homeworks } = (await response.json()) as { homeworks: AssignedHomework[] };
    const listed = homeworks.find((h) => h.id === homework!.id)!;
    expect(listed).toMatchObject({ started: 1, finished: 0, students: (await studentsOf('class-3-2')).length });
    const times = homeworks.map((h) => h.assignAtSec);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    // The seed's homework is there too, assigned by nobody, with its finished students counted.
    expect(homeworks.find((h) => h.id === 'gh-class-3-2-read')).toMatchObject({ assignedBy: null, dueAtSec: null });
    expect(homeworks.find((h) => h.id === 'gh-class-3-2-read')!.finished).toBeGreaterThan(0);
  });

  it('changes the due time, after the assign time only; the seed’s homework too', async () => {
    const [homework] = await assign({ title: '改截止时间', classIds: ['class-3-2'] });
    const dueAtSec = homework!.dueAtSec! + DAY;
    const changed = await server.call(teacher, TeacherHomeworkPaths.homework(homework!.id), { method: 'PUT', body: { dueAtSec } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { homework: AssignedHomework }).homework).toMatchObject({ id: homework!.id, dueAtSec });
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homework(homework!.id), { method: 'PUT', body: { dueAtSec: homework!.assignAtSec - 1 } }), 400, 'body.dueAtSec');
    const seeded = await server.call(teacher, TeacherHomeworkPaths.homework('gh-class-3-2-sync2'), { method: 'PUT', body: { dueAtSec: nowSec() + DAY } });
    expect(seeded.status).toBe(200);
  });

  it('withdraws: it leaves every list, the student’s calls on it answer 404, the answers stay', async () => {
    const [homework] = await assign({ title: '要撤回的作业', classIds: ['class-3-2'] });
    const row = rowOf(homework!.id, 'user-student15');
    const detail = homeworkDetailResponseSchema.parse(await (await server.call(student, `${STUDENT_LIST}/${row}`)).json()).homework;
    const first = detail.episodeActivities[0]!;
    const answer = demoAnswer(first.activities[0] as unknown as ServedActivity, first.episodeId, true, Date.now());
    expect((await server.call(student, `${STUDENT_LIST}/${row}`, { body: await withReceipts(server, student, { answers: [answer] }) })).status).toBe(200);
    expect(await listedTitles(student)).toContain('要撤回的作业');

    const withdrawn = await server.call(teacher, TeacherHomeworkPaths.homework(homework!.id), { method: 'DELETE' });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ ok: true, id: homework!.id });
    expect(await listedTitles(student)).not.toContain('要撤回的作业');
    expect((await server.call(student, `${STUDENT_LIST}/${row}`)).status).toBe(404);
    expect((await server.call(student, `${STUDENT_LIST}/${row}`, { body: await withReceipts(server, student, { answers: [answer] }) })).status).toBe(404);
    expect((await server.call(student, `${STUDENT_LIST}/${row}/draft`)).status).toBe(404);
    const [kept] = await server.db.query<{ n: number | string }>('SELECT count(*) AS n FROM homework_answers WHERE student_homework_id = $1', [row]);
    expect(Number(kept!.n)).toBe(1);
    const listed = ((await (await classHomeworks(teacher, 'class-3-2')).json()) as { homeworks: AssignedHomework[] }).homeworks.find((h) => h.id === homework!.id);
    expect(listed).toMatchObject({ withdrawn: true, started: 1 });
    // A second withdrawal changes nothing; a new due time is refused.
    expect((await server.call(teacher, TeacherHomeworkPaths.homework(homework!.id), { method: 'DELETE' })).status).toBe(200);
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homework(homework!.id), { method: 'PUT', body: { dueAtSec: nowSec() + DAY } }), 400, 'withdrawn');
  });
});

describe('refusals', () => {
  it('refuses a student (403), and a teacher of another class (403) on every call', async () => {
    await expectRefused(await server.call(student, TeacherHomeworkPaths.homeworks, { body: body() }), 403);
    await expectRefused(await server.call(student, `${TeacherHomeworkPaths.homeworks}?classId=class-3-2`), 403);
    await expectRefused(await server.call(otherTeacher, TeacherHomeworkPaths.homeworks, { body: body({ classIds: ['class-x', 'class-3-2'] }) }), 403, 'body.classIds[1]');
    await expectRefused(await classHomeworks(otherTeacher, 'class-3-2'), 403);
    await expectRefused(await server.call(otherTeacher, TeacherHomeworkPaths.homework('gh-class-3-2-sync1'), { method: 'PUT', body: { dueAtSec: nowSec() + DAY } }), 403);
    await expectRefused(await server.call(otherTeacher, TeacherHomeworkPaths.homework('gh-class-3-2-sync1'), { method: 'DELETE' }), 403);
    const [seeded] = await server.db.query<{ withdrawn_at_sec: unknown }>(`SELECT withdrawn_at_sec FROM group_homeworks WHERE id = 'gh-class-3-2-sync1'`);
    expect(seeded!.withdrawn_at_sec).toBeNull();
  });

  it('answers 404 for a homework that is not there', async () => {
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homework('gh-none'), { method: 'PUT', body: { dueAtSec: nowSec() + DAY } }), 404);
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homework('gh-none'), { method: 'DELETE' }), 404);
  });

  it('answers 400 with the path of what is wrong, and assigns nothing', async () => {
    const now = nowSec();
    await server.db.query(`INSERT INTO task_library (id, title, task_type, interactive_task, position, owner_id, shared) SELECT 'lib-theirs', '别人的资源包', task_type, interactive_task, 99, 'user-teacherx', false FROM task_library WHERE id = 'lib-pack-pets'`);
    const cases: [Partial<AssignHomework> | Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'body.title'],
      [{ classIds: [] }, 'body.classIds'],
      [{ episodeIds: [], libraryTaskIds: [] }, 'episodeIds'],
      [{ episodeIds: ['no-such-episode'] }, 'body.episodeIds[0]'],
      [{ episodeIds: ['m1u1-e1', 'm1u1-f1'] }, 'body.episodeIds[1]'],
      [{ libraryTaskIds: ['lib-vote-pet'] }, 'body.libraryTaskIds[0]'],
      [{ libraryTaskIds: ['lib-pack-pets', 'lib-theirs'] }, 'body.libraryTaskIds[1]'],
      [{ assignAtSec: now + 3600, dueAtSec: now + 60 }, 'body.dueAtSec'],
      [{ assignAtSec: now + 400 * DAY, dueAtSec: now + 401 * DAY }, 'body.assignAtSec'],
      [{ dueAtSec: 1.5 }, 'body.dueAtSec'],
    ];
    for (const [overrides, path] of cases) {
      await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homeworks, { body: { ...body(), title: '不该布置', ...overrides } }), 400, path);
    }
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homework('gh-class-3-2-sync1'), { method: 'PUT', body: { due: 1 } }), 400, 'body.dueAtSec');
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homeworks), 400, 'query.classId');
    await expectRefused(await server.call(teacher, TeacherHomeworkPaths.homeworks, { body: { ...body(), title: 'x'.repeat(17 * 1024) } }), 413);
    const [count] = await server.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM group_homeworks WHERE title = '不该布置'`);
    expect(Number(count!.n)).toBe(0);
  });
});
