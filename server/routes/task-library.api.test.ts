/**
 * The teacher's own tasks (issue 36): saved, edited and deleted by their teacher only, every body checked
 * by its kind (400 naming the field), 64 KB at most, an Idempotency-Key making a retried save answer the
 * first task; shared with the teachers of the school and nobody else; a task started and then edited or
 * deleted keeps running as started, its results intact; the exercise editor's units and episodes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomTaskResponseSchema, libraryTaskSchema, liveViewSchema, startTaskResponseSchema, type LibraryTask } from '@core/contract';
import { filesDirOf } from '../config';
import { checkPack } from '../content/pack-check';
import { importPack } from '../content/pack-import';
import { demoPackFiles, jsonOf, withFile } from '../testing/pack-fixtures';
import { addPerson, addSchoolClass } from '../testing/people-fixtures';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { LIBRARY_TASK_MAX_BYTES, TaskLibraryPaths, type TeacherUnit } from '../classroom/task-library-contract';

let server: TestServer;
let teacher: string; // 李老师: classes 3-1, 3-2, 4-1 of the demo school
let colleague: string; // 王老师: class 5-1 of the demo school (their only class)
let farTeacher: string; // 赵老师: a class of another school
let student: string; // student01, class 3-2
beforeAll(async () => {
  server = await startTestServer();
  await addSchoolClass(server, 'school-sunshine', 'class-5-1');
  await addSchoolClass(server, 'school-far', 'class-far');
  [teacher, student] = await Promise.all([server.signIn('teacher'), server.signIn('student01')]);
  colleague = await addPerson(server, { uid: 'colleague', name: '王老师', classId: 'class-5-1' });
  farTeacher = await addPerson(server, { uid: 'farteacher', name: '赵老师', classId: 'class-far' });
});
afterAll(() => server?.close());

const TEACHER = '/api/v1/chronus/teacher';
const vote = (title = 'Cats or dogs?', options = ['cats', 'dogs']) => ({
  title: `投票：${title}`,
  taskType: 2,
  interactiveTask: { voteTask: { title, selectType: 1, records: [], options: options.map((text, i) => ({ key: String.fromCharCode(65 + i), text })) } },
});
const create = (token: string, body: unknown, headers: Record<string, string> = {}) => server.call(token, TaskLibraryPaths.create, { body, headers });
const update = (token: string, id: string, body: unknown) => server.call(token, TaskLibraryPaths.item(id), { method: 'PUT', body });
const remove = (token: string, id: string) => server.call(token, TaskLibraryPaths.item(id), { method: 'DELETE' });
const created = async (token: string, body: unknown) => libraryTaskSchema.parse((await expectJson<{ task: unknown }>(await create(token, body), 201)).task);
const library = async (token: string, classId: string) => (await expectJson<{ tasks: LibraryTask[] }>(await server.call(token, `${TEACHER}/task-library?classId=${classId}`))).tasks;
const start = (token: string, classId: string, body: unknown) => server.call(token, `${TEACHER}/classes/${classId}/tasks`, { body });
const ownTaskCount = async () => Number((await server.db.query<{ n: number }>("SELECT count(*)::int8 AS n FROM task_library WHERE owner_id = 'user-teacher'"))[0]!.n);
const units = async () => (await expectJson<{ units: TeacherUnit[] }>(await server.call(teacher, TaskLibraryPaths.episodes))).units;
const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });

describe("the teacher's own tasks (issue 36)", () => {
  it('saves a vote (201, an id of its own, mine, not shared) and lists it in the library after the packs\' tasks', async () => {
    const task = await created(teacher, vote());
    expect(task).toMatchObject({ title: '投票：Cats or dogs?', taskType: 2, kind: 'vote', mine: true, shared: false, owner: { id: 'user-teacher', name: '李老师' }, episodeIds: [] });
    expect(task.id).toMatch(/^my-[0-9a-f-]{36}$/);
    expect(task.updatedAtSec).toBeGreaterThan(0);
    expect(task.interactiveTask).toEqual(vote().interactiveTask);
    const tasks = await library(teacher, 'class-3-1');
    expect(tasks.find((t) => t.id === task.id)).toEqual(task);
    expect(tasks.findIndex((t) => t.id === task.id)).toBeGreaterThan(tasks.findIndex((t) => t.id === 'lib-vote-pet'));
    // Another teacher of the school does not see a task not shared, nor start it.
    expect((await library(colleague, 'class-5-1')).some((t) => t.id === task.id)).toBe(false);
    expect((await start(colleague, 'class-5-1', { libraryId: task.id })).status).toBe(404);
  });

  it('saves an exercise on existing episodes only', async () => {
    const exercise = await created(teacher, { title: '练习：看图选择', taskType: 1, episodeIds: ['m1u1-e2', 'm1u1-e3'] });
    expect(exercise).toMatchObject({ kind: 'exercise', episodeIds: ['m1u1-e2', 'm1u1-e3'] });
    expect(await refusal(await create(teacher, { title: '练习', taskType: 1 }))).toEqual({ status: 400, message: expect.stringMatching(/^body\.episodeIds: 练习至少要选一个小节/) });
    expect(await refusal(await create(teacher, { title: '练习', taskType: 1, episodeIds: ['m1u1-e2', 'nope'] }))).toEqual({ status: 400, message: expect.stringMatching(/^body\.episodeIds: 没有这个小节 nope/) });
    // Started from the library, it is served as the exercise on those episodes.
    const started = startTaskResponseSchema.parse(await expectJson(await start(teacher, 'class-3-2', { libraryId: exercise.id })));
    const served = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/classroom/task')));
    expect(served).toMatchObject({ groupTaskId: started.groupTaskId, taskType: 1, unitId: 'unit-m1u1' });
    expect(served.episodeActivities.map((e) => e.episodeId)).toEqual(['m1u1-e2', 'm1u1-e3']);
  });

  it('refuses a body its kind does not take, naming the field (400)', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...vote(), title: '  ' }, /^body\.title: /],
      [vote('One option only', ['cats']), /^body\.interactiveTask\.voteTask\.options/],
      [{ ...vote(), interactiveTask: { voteTask: { ...vote().interactiveTask.voteTask, selectType: 7 } } }, /^body\.interactiveTask\.voteTask\.selectType/],
      [{ title: 'x', taskType: 2, interactiveTask: { hologram: {} } }, /^body: /],
      [{ title: 'x', taskType: 99 }, /^body: /],
      // A collaborative task's problem is named where the body holds it: inside interactiveTask.
      [{ title: '协作', taskType: 5, interactiveTask: { collaborativeLearning: { groupMode: 2, assignments: 'none' } } }, /^body\.interactiveTask\.collaborativeLearning\.assignments/],
    ];
    for (const [body, message] of cases) expect(await refusal(await create(teacher, body))).toEqual({ status: 400, message: expect.stringMatching(message) });
    expect((await create(teacher, '{"title":')).status).toBe(400);
  });

  it(`refuses a body over ${LIBRARY_TASK_MAX_BYTES / 1024} KB (413)`, async () => {
    const options = Array.from({ length: 12 }, (_, i) => `${i} ${'x'.repeat(480)}`);
    const big = vote('Big', options);
    big.interactiveTask.voteTask.records = Array.from({ length: 20 }, () => ({ content: 'y'.repeat(3000), contentType: 2 })) as never;
    expect(JSON.stringify(big).length).toBeGreaterThan(LIBRARY_TASK_MAX_BYTES);
    expect((await create(teacher, big)).status).toBe(413);
    expect((await update(teacher, 'lib-vote-pet', big)).status).toBe(413);
  });

  it('saves once for a save sent again with the same Idempotency-Key, answering the first task', async () => {
    const before = await ownTaskCount();
    const headers = { 'Idempotency-Key': 'save-vote-apples-1' };
    const first = await create(teacher, vote('Apples?'), headers);
    const again = await create(teacher, vote('Apples?'), headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const [a, b] = [(await first.json()) as { task: LibraryTask }, (await again.json()) as { task: LibraryTask }];
    expect(b.task.id).toBe(a.task.id);
    expect(await ownTaskCount()).toBe(before + 1);
    // The same key for another task is refused, and saves nothing.
    expect((await create(teacher, vote('Pears?'), headers)).status).toBe(422);
    expect(await ownTaskCount()).toBe(before + 1);
  });

  it("edits only the teacher's own task: another teacher's or a pack's is 403, an unknown one 404", async () => {
    const task = await created(teacher, vote('Red or blue?', ['red', 'blue']));
    const edited = libraryTaskSchema.parse((await expectJson<{ task: unknown }>(await update(teacher, task.id, { ...vote('Red, blue or green?', ['red', 'blue', 'green']), shared: true }))).task);
    expect(edited).toMatchObject({ id: task.id, title: '投票：Red, blue or green?', shared: true, mine: true });
    expect(edited.updatedAtSec).toBeGreaterThanOrEqual(task.updatedAtSec!);
    expect((await library(teacher, 'class-3-1')).find((t) => t.id === task.id)).toEqual(edited);
    // Sent without `shared`, it is no longer shared (a PUT is the whole task).
    expect((await expectJson<{ task: LibraryTask }>(await update(teacher, task.id, vote('Red or blue?', ['red', 'blue'])))).task.shared).toBe(false);

    expect(await refusal(await update(teacher, task.id, vote('One', ['one'])))).toEqual({ status: 400, message: expect.stringMatching(/^body\.interactiveTask\.voteTask\.options/) });
    expect((await update(colleague, task.id, vote())).status).toBe(403);
    expect((await update(teacher, 'lib-vote-pet', vote())).status).toBe(403);
    expect((await update(teacher, 'my-none', vote())).status).toBe(404);
    // Nothing of the refused edits stuck.
    expect((await library(teacher, 'class-3-1')).find((t) => t.id === task.id)?.title).toBe('投票：Red or blue?');
  });

  it("deletes only the teacher's own task", async () => {
    const task = await created(teacher, vote('Tea or milk?', ['tea', 'milk']));
    expect((await remove(colleague, task.id)).status).toBe(403);
    expect((await remove(teacher, 'lib-vote-pet')).status).toBe(403);
    expect(await expectJson(await remove(teacher, task.id))).toEqual({ ok: true, id: task.id });
    expect((await remove(teacher, task.id)).status).toBe(404);
    expect((await library(teacher, 'class-3-1')).some((t) => t.id === task.id)).toBe(false);
    expect((await start(teacher, 'class-3-2', { libraryId: task.id })).status).toBe(404);
  });

  it("shares a task with the school's teachers only: never another school's, never an unshared one", async () => {
    const shared = await created(colleague, { ...vote('Rain or sun?', ['rain', 'sun']), shared: true });
    const unshared = await created(colleague, vote('Hidden?', ['yes', 'no']));
    const seen = (await library(teacher, 'class-3-2')).find((t) => t.id === shared.id);
    expect(seen).toMatchObject({ mine: false, shared: true, owner: { id: 'user-colleague', name: '王老师' }, kind: 'vote' });
    expect((await library(teacher, 'class-3-2')).some((t) => t.id === unshared.id)).toBe(false);
    expect((await start(teacher, 'class-3-2', { libraryId: unshared.id })).status).toBe(404);

    const far = await library(farTeacher, 'class-far');
    expect(far.some((t) => t.id === shared.id || t.id === unshared.id || t.mine === false)).toBe(false);
    expect((await start(farTeacher, 'class-far', { libraryId: shared.id })).status).toBe(404);
    // A teacher of the school starts the shared task as their own class's task.
    expect((await start(teacher, 'class-3-2', { libraryId: shared.id })).status).toBe(200);
    // And edits it no more than any other teacher's.
    expect((await update(teacher, shared.id, vote())).status).toBe(403);
  });

  it('keeps a started task as it was started when the library task is edited, then deleted: its results too', async () => {
    const task = await created(teacher, vote('Summer or winter?', ['summer', 'winter']));
    const started = startTaskResponseSchema.parse(await expectJson(await start(teacher, 'class-3-2', { libraryId: task.id })));
    const answer = { interactiveTaskResult: { voteResult: { selected: ['B'] } } };
    expect((await server.call(student, `/api/v1/chronus/student/classroom/task/${started.groupTaskId}`, { body: answer })).status).toBe(200);

    await expectJson(await update(teacher, task.id, vote('Spring?', ['yes', 'no', 'maybe'])));
    const served = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/classroom/task')));
    expect(served).toMatchObject({ groupTaskId: started.groupTaskId, title: '投票：Summer or winter?', interactiveTask: vote('Summer or winter?', ['summer', 'winter']).interactiveTask });
    await expectJson(await remove(teacher, task.id));

    const live = liveViewSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/live`)));
    expect(live).toMatchObject({ title: '投票：Summer or winter?', running: true, summary: { voters: 1, tally: [{ key: 'A', text: 'summer', count: 0 }, { key: 'B', text: 'winter', count: 1 }] } });
    expect(live.results).toEqual([{ studentId: 'user-student01', name: '小红', result: answer }]);
    // Still answerable while it runs, and its results stay once ended.
    expect((await server.call(student, `/api/v1/chronus/student/classroom/task/${started.groupTaskId}`, { body: { interactiveTaskResult: { voteResult: { selected: ['A'] } } } })).status).toBe(200);
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/end`, { body: {} }));
    const ended = liveViewSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/live`)));
    expect(ended).toMatchObject({ running: false, summary: { voters: 1, tally: [{ key: 'A', text: 'summer', count: 1 }, { key: 'B', text: 'winter', count: 0 }] } });
  });

  it('refuses students every call (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', TaskLibraryPaths.create, vote()],
      ['PUT', TaskLibraryPaths.item('lib-vote-pet'), vote()],
      ['DELETE', TaskLibraryPaths.item('lib-vote-pet')],
      ['GET', TaskLibraryPaths.episodes],
      ['GET', TaskLibraryPaths.media],
      ['POST', TaskLibraryPaths.media, {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.call(student, path, { method, ...(body !== undefined ? { body } : {}) });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
  });
});

describe("the exercise editor's units and episodes (issue 36)", () => {
  it("lists each unit with its pack's title and its episodes (titles, activity counts), follow-ups left out", async () => {
    const [unit] = (await units()).filter((u) => u.id === 'unit-m1u1');
    expect(unit).toMatchObject({ id: 'unit-m1u1', title: 'M1U1 Hello, friends', textbook: 'SH_OXFORD', pack: { id: 'demo-m1u1', title: '牛津英语 3A M1U1' } });
    expect(unit!.episodes.map((e) => e.id)).toEqual(['m1u1-e1', 'm1u1-e2', 'm1u1-e3', 'm1u1-e4', 'm1u1-e5']);
    const [counted] = await server.db.query<{ n: number }>("SELECT count(*)::int8 AS n FROM activities WHERE episode_id = 'm1u1-e2'");
    expect(unit!.episodes[1]).toEqual({ id: 'm1u1-e2', title: expect.any(String), activityCount: Number(counted!.n) });
  });

  it("lists a pack's current version's episodes, not the rows a newer version replaced", async () => {
    const files = demoPackFiles();
    const next = withFile(files, 'pack.json', { ...jsonOf(files, 'pack.json'), version: '1.0.1' });
    const checked = checkPack(next);
    if ('problems' in checked) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
    const report = await importPack(server.db, checked.pack, next, { filesDir: filesDirOf(server.config) });
    expect(report.episodes.changed.length).toBeGreaterThan(0);
    const current = await server.db.query<{ stored_id: string }>(
      "SELECT stored_id FROM content_pack_items WHERE pack_id = 'demo-m1u1' AND version = '1.0.1' AND kind = 'episode' ORDER BY stored_id",
    );
    const listed = (await units()).find((u) => u.id === 'unit-m1u1')!.episodes.map((e) => e.id);
    expect(listed.toSorted()).toEqual(current.map((c) => c.stored_id).filter((id) => !id.startsWith('m1u1-f')).toSorted());
    for (const changed of report.episodes.changed.filter((id) => !id.startsWith('m1u1-f'))) {
      expect(listed).toContain(`${changed}~1.0.1`);
      expect(listed).not.toContain(changed);
    }
  });
});
