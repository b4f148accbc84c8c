/**
 * The teacher's calls of the live classroom (issue 13): classes, the task library, starting a task
 * (ending the running one), ending it, and the live view with presence, submissions and the vote's
 * tally, with ETag/304. Only a teacher of the class may call them; a student's token is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTasksResponseSchema, classroomTaskResponseSchema, liveViewSchema, startTaskResponseSchema, teacherClassSchema } from '@core/contract';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string;
let students: string[]; // student00, student02, student04: class 3-1
let otherClass: string; // student01: class 3-2
beforeAll(async () => {
  server = await startTestServer();
  const tokens = await Promise.all(['teacher', 'student01', 'student00', 'student02', 'student04'].map((uid) => server.signIn(uid)));
  teacher = tokens[0]!;
  otherClass = tokens[1]!;
  students = tokens.slice(2);
});
afterAll(() => server?.close());

const TEACHER = '/api/v1/chronus/teacher';
const start = (classId: string, body: unknown, token = teacher) => server.call(token, `${TEACHER}/classes/${classId}/tasks`, { body });
const poll = (token: string) => server.call(token, '/api/v1/chronus/student/classroom/task');
const live = async (groupTaskId: string) => liveViewSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/tasks/${groupTaskId}/live`)));
const vote = (groupTaskId: string, token: string, ...selected: string[]) =>
  server.call(token, `/api/v1/chronus/student/classroom/task/${groupTaskId}`, { body: { interactiveTaskResult: { voteResult: { selected } } } });

describe('teacher calls (issue 13)', () => {
  it("lists the teacher's classes with their student counts, and the task library", async () => {
    const { classes } = await expectJson<{ classes: unknown[] }>(await server.call(teacher, `${TEACHER}/classes`));
    expect(classes.map((c) => teacherClassSchema.parse(c))).toEqual([
      { id: 'class-3-1', name: '(1)班', gradeLevelStr: '三年级', studentCount: 9, runningTask: { groupTaskId: 'gt-class-3-1-pictures', title: 'M1U1 课堂练习：看图选择' } },
      { id: 'class-3-2', name: '(2)班', gradeLevelStr: '三年级', studentCount: 9, runningTask: null },
      // The full class, for simulating a whole lesson.
      { id: 'class-4-1', name: '(1)班', gradeLevelStr: '四年级', studentCount: 45, runningTask: null },
    ]);
    const { tasks } = await expectJson<{ tasks: { id: string; kind: string }[] }>(await server.call(teacher, `${TEACHER}/task-library?classId=class-3-1`));
    expect(tasks.filter((t) => t.kind === 'exercise')).toHaveLength(5);
    expect(tasks.filter((t) => t.kind === 'vote').map((t) => t.id)).toEqual(['lib-vote-pet', 'lib-vote-colours']);
  });

  it('starts a vote from the library, ending the running exercise; students polling see it, vote, and the live view tallies people', async () => {
    const started = startTaskResponseSchema.parse(await expectJson(await start('class-3-1', { libraryId: 'lib-vote-pet' })));
    expect(started.endedTaskIds).toEqual(['gt-class-3-1-pictures']);
    const polled = classroomTaskResponseSchema.parse(await expectJson(await poll(students[0]!)));
    expect(polled).toMatchObject({ groupTaskId: started.groupTaskId, taskType: 2, interactiveTask: { voteTask: { selectType: 1 } } });
    await poll(students[1]!);
    // The other class sees nothing of it.
    expect((await poll(otherClass)).status).toBe(404);

    expect((await vote(started.groupTaskId, students[0]!, 'A')).status).toBe(200);
    expect((await vote(started.groupTaskId, students[1]!, 'B')).status).toBe(200);
    // A later vote replaces the earlier one; a vote for two options on a single-choice vote is refused.
    expect((await vote(started.groupTaskId, students[1]!, 'A')).status).toBe(200);
    expect((await vote(started.groupTaskId, students[2]!, 'A', 'B')).status).toBe(400);
    expect((await vote(started.groupTaskId, students[2]!, 'Z')).status).toBe(400);

    const view = await live(started.groupTaskId);
    expect(view).toMatchObject({ kind: 'vote', running: true, studentCount: 9 });
    expect(view.joined.map((s) => s.id).toSorted()).toEqual(['user-student00', 'user-student02']);
    expect(view.submitted.map((s) => s.id).toSorted()).toEqual(['user-student00', 'user-student02']);
    expect(view.missing).toHaveLength(7);
    expect(view.summary).toEqual({ voters: 2, tally: [{ key: 'A', text: 'a dog', count: 2 }, { key: 'B', text: 'a cat', count: 0 }, { key: 'C', text: 'a rabbit', count: 0 }, { key: 'D', text: 'a fish', count: 0 }] });

    // Polled again with the same ETag: 304, no body.
    const first = await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/live`);
    const etag = first.headers.get('ETag')!;
    const again = await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/live`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await vote(started.groupTaskId, students[0]!, 'C');
    expect((await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/live`, { headers: { 'If-None-Match': etag } })).status).toBe(200);

    // Ended: the poll says there is none, and a late vote is refused.
    expect(await expectJson(await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/end`, { body: {} }))).toMatchObject({ groupTaskId: started.groupTaskId });
    expect((await poll(students[0]!)).status).toBe(404);
    expect((await vote(started.groupTaskId, students[0]!, 'A')).status).toBe(404);
    expect((await live(started.groupTaskId)).running).toBe(false);
  });

  it('counts a resource pack handed in only once finished: opening it is joining (issue 14)', async () => {
    const started = startTaskResponseSchema.parse(await expectJson(await start('class-3-2', { libraryId: 'lib-pack-pets' })));
    const other = await server.signIn('student03'); // class 3-2, like student01
    const pack = (token: string, finished: boolean) =>
      server.call(token, `/api/v1/chronus/student/classroom/task/${started.groupTaskId}`, { body: { interactiveTaskResult: { resourcePackResult: { id: started.groupTaskId, finished } } } });
    expect((await pack(otherClass, false)).status).toBe(200);
    expect((await pack(other, false)).status).toBe(200);
    expect((await pack(other, true)).status).toBe(200);
    const view = await live(started.groupTaskId);
    expect(view.kind).toBe('resource-pack');
    expect(view.joined.map((s) => s.id).toSorted()).toEqual(['user-student01', 'user-student03']);
    expect(view.submitted.map((s) => s.id)).toEqual(['user-student03']);
    expect(view.summary).toEqual({ opened: 2, finished: 1 });
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${started.groupTaskId}/end`, { body: {} }));
  });

  it('starts a whole task body checked with its kind, and refuses a malformed one', async () => {
    const body = { task: { title: 'Quick vote', taskType: 2, interactiveTask: { voteTask: { title: 'Yes or no?', selectType: 1, records: [], options: [{ key: 'Y', text: 'yes' }, { key: 'N', text: 'no' }] } } } };
    expect((await start('class-3-2', body)).status).toBe(200);
    const malformed = { task: { ...body.task, interactiveTask: { voteTask: { ...body.task.interactiveTask.voteTask, selectType: 7 } } } };
    const refused = await start('class-3-2', malformed);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('selectType');
    expect((await start('class-3-2', { task: { title: 'x', taskType: 2, interactiveTask: { hologram: {} } } })).status).toBe(400);
    expect((await start('class-3-2', { task: { title: 'x', taskType: 1, episodeIds: ['nope'] } })).status).toBe(400);
    expect((await start('class-3-2', { libraryId: 'nope' })).status).toBe(404);
  });

  it('starts a task once for a start sent again with the same Idempotency-Key (a retry on a flaky network)', async () => {
    const count = async () => Number((await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM group_tasks WHERE class_id = $1', ['class-3-2']))[0]!.n);
    const before = await count();
    const headers = { 'Idempotency-Key': 'start-pet-vote-once' };
    const first = startTaskResponseSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/classes/class-3-2/tasks`, { body: { libraryId: 'lib-vote-pet' }, headers })));
    const again = startTaskResponseSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/classes/class-3-2/tasks`, { body: { libraryId: 'lib-vote-pet' }, headers })));
    expect(again.groupTaskId).toBe(first.groupTaskId);
    expect(await count()).toBe(before + 1);
  });

  it('keeps one running task per class when two starts arrive at once', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => start('class-3-1', { libraryId: 'lib-vote-colours' })));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const [running] = await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM group_tasks WHERE class_id = $1 AND ended_at_sec IS NULL', ['class-3-1']);
    expect(Number(running!.n)).toBe(1);
  });

  it("refuses students (403), another teacher's class and its tasks (403), and unknown tasks (404)", async () => {
    for (const [method, path] of [['GET', `${TEACHER}/classes`], ['GET', `${TEACHER}/task-library?classId=class-3-1`], ['POST', `${TEACHER}/classes/class-3-1/tasks`], ['POST', `${TEACHER}/tasks/gt-class-3-1-pictures/end`], ['GET', `${TEACHER}/tasks/gt-class-3-1-pictures/live`]] as const) {
      const response = await server.call(students[0]!, path, method === 'POST' ? { body: { libraryId: 'lib-vote-pet' } } : {});
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    // The demo teacher teaches both classes; a class of another school's teacher is modelled by one they do not teach.
    await server.db.query(`INSERT INTO classes (id, school_id, grade_level_str, name) SELECT 'class-x', school_id, '五年级', '(9)班' FROM classes LIMIT 1`);
    await server.db.query(`INSERT INTO group_tasks (id, class_id, task_type, title, started_at_sec) VALUES ('gt-x', 'class-x', 1, 'x', 1)`);
    expect((await start('class-x', { libraryId: 'lib-vote-pet' })).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/task-library?classId=class-x`)).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/tasks/gt-x/live`)).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/tasks/gt-x/end`, { body: {} })).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/tasks/gt-none/live`)).status).toBe(404);
  });
});

describe("a class's latest tasks (issue 32)", () => {
  it('lists them newest first, running or ended; an ended task keeps its results in the live view, counting only who answered', async () => {
    const first = startTaskResponseSchema.parse(await expectJson(await start('class-3-2', { libraryId: 'lib-vote-pet' })));
    expect((await vote(first.groupTaskId, otherClass, 'B')).status).toBe(200);
    // The first was started a minute ago (the class's earlier tasks longer ago), so the order is the start time's.
    await server.db.query('UPDATE group_tasks SET started_at_sec = started_at_sec - 60 - CASE WHEN id = $1 THEN 0 ELSE 60 END WHERE class_id = $2', [first.groupTaskId, 'class-3-2']);
    const second = startTaskResponseSchema.parse(await expectJson(await start('class-3-2', { libraryId: 'lib-vote-colours' })));
    // A student polling the new task is in it, not in the one that ended.
    await poll(await server.signIn('student03'));

    const { tasks } = classTasksResponseSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/classes/class-3-2/tasks?limit=2`)));
    expect(tasks.map((t) => ({ id: t.groupTaskId, kind: t.kind, ended: t.endedAtSec !== null }))).toEqual([
      { id: second.groupTaskId, kind: 'vote', ended: false },
      { id: first.groupTaskId, kind: 'vote', ended: true },
    ]);
    const ended = await live(first.groupTaskId);
    expect(ended).toMatchObject({ running: false, summary: { voters: 1 } });
    expect(ended.joined.map((s) => s.id)).toEqual(['user-student01']);
    expect(ended.results.map((r) => r.name)).toHaveLength(1);
    expect((await live(second.groupTaskId)).joined.map((s) => s.id)).toContain('user-student03');
    await expectJson(await server.call(teacher, `${TEACHER}/tasks/${second.groupTaskId}/end`, { body: {} }));
  });

  it('answers only a teacher of the class, and checks the limit', async () => {
    expect((await server.call(students[0]!, `${TEACHER}/classes/class-3-1/tasks`)).status).toBe(403);
    await server.db.query(`INSERT INTO classes (id, school_id, grade_level_str, name) SELECT 'class-y', school_id, '五年级', '(8)班' FROM classes LIMIT 1 ON CONFLICT DO NOTHING`);
    expect((await server.call(teacher, `${TEACHER}/classes/class-y/tasks`)).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/classes/class-3-1/tasks?limit=0`)).status).toBe(400);
    expect((await server.call(teacher, `${TEACHER}/classes/class-3-1/tasks?limit=51`)).status).toBe(400);
    const { tasks } = classTasksResponseSchema.parse(await expectJson(await server.call(teacher, `${TEACHER}/classes/class-3-1/tasks`)));
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.length).toBeLessThanOrEqual(10);
  });
});
