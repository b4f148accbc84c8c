/**
 * A student can neither peek at nor copy right answers (issue 31): the tasks a student is served carry
 * no answer key (drag-drop's zones[].accepts, also inside an optional task's items), the grade after
 * the end shows the right cards instead, and a teacher's task must still carry the key; a classmate's
 * answers are shown only within a collaborative task's group.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { uploadAs } from '../testing/uploads';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';

let server: TestServer;
let teacher: string;
let student: string; // student01: class 3-2, where no task runs in the demo data
let classmate: string; // student03: class 3-2 too
beforeAll(async () => {
  server = await startTestServer();
  [teacher, student, classmate] = await Promise.all([server.signIn('teacher'), server.signIn('student01'), server.signIn('student03')]);
});
afterAll(() => server?.close());

const STUDENT = '/api/v1/chronus/student';
const DRAG_DROP = {
  title: 'Match',
  frame: { passthroughCapture: '/files/media/frame.svg' },
  zones: [{ id: 'z1', x: 0, y: 0, width: 0.5, height: 0.5, accepts: ['cat'] }, { id: 'z2', x: 0.5, y: 0.5, width: 0.5, height: 0.5, accepts: ['dog'] }],
  cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }],
};
const start = async (interactiveTask: unknown, taskType = 2) =>
  (await expectJson<{ groupTaskId: string }>(await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-2/tasks', { body: { task: { title: 'task', taskType, interactiveTask } } }))).groupTaskId;
const end = (groupTaskId: string) => server.call(teacher, `/api/v1/chronus/teacher/tasks/${groupTaskId}/end`, { body: {} });

describe('answer keys stay on the server (issue 31)', () => {
  it('serves a drag-drop without the cards each zone accepts, by poll and by id; the grade after the end names them', async () => {
    const groupTaskId = await start({ dragDrop: DRAG_DROP });
    for (const path of [`${STUDENT}/classroom/task`, `${STUDENT}/quiz`, `${STUDENT}/quiz?groupTaskId=${groupTaskId}`]) {
      const served = await expectJson<{ groupTaskId: string; interactiveTask: { dragDrop: typeof DRAG_DROP } }>(await server.call(student, path));
      expect(served.groupTaskId).toBe(groupTaskId);
      expect(served.interactiveTask.dragDrop.zones).toEqual([{ id: 'z1', x: 0, y: 0, width: 0.5, height: 0.5 }, { id: 'z2', x: 0.5, y: 0.5, width: 0.5, height: 0.5 }]);
      expect(served.interactiveTask.dragDrop.cards).toEqual(DRAG_DROP.cards);
    }
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}`, { body: { interactiveTaskResult: { dragDropResult: { placements: { z1: 'dog' } } } } }));
    expect(await expectJson(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}/result`))).not.toHaveProperty('grade');
    await end(groupTaskId);
    const { grade } = await expectJson<{ grade: unknown }>(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}/result`));
    expect(grade).toEqual({ zones: [{ zoneId: 'z1', right: false, accepts: ['cat'] }, { zoneId: 'z2', right: false, accepts: ['dog'] }], correct: 0, total: 2, score: 0 });
    // Ended, by id: still without the key (the grade carries it).
    const ended = await expectJson<{ interactiveTask: { dragDrop: typeof DRAG_DROP } }>(await server.call(student, `${STUDENT}/quiz?groupTaskId=${groupTaskId}`));
    expect(ended.interactiveTask.dragDrop.zones.every((zone) => !('accepts' in zone))).toBe(true);
  });

  it("serves an optional task's drag-drop item without its key, and grades the item's answer after the end (issue 32)", async () => {
    const vote = { title: 'Which?', selectType: 1, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] };
    const groupTaskId = await start({ selfSelected: { tasks: [{ taskId: 'opt-drag', title: 'Drag', originalTask: { taskType: 4, dragDrop: DRAG_DROP } }, { taskId: 'opt-vote', title: 'Vote', originalTask: { taskType: 2, voteTask: vote } }] } }, 6);
    const served = await expectJson<{ interactiveTask: { selfSelected: { tasks: { originalTask: { dragDrop?: typeof DRAG_DROP; voteTask?: unknown } }[] } } }>(await server.call(student, `${STUDENT}/classroom/task`));
    const [drag, voteItem] = served.interactiveTask.selfSelected.tasks;
    expect(drag!.originalTask.dragDrop!.zones.map((zone) => Object.keys(zone).toSorted())).toEqual([['height', 'id', 'width', 'x', 'y'], ['height', 'id', 'width', 'x', 'y']]);
    expect(voteItem!.originalTask.voteTask).toEqual(vote);
    const answer = { taskId: 'opt-drag', result: { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat' } } } }, timestampUsec: '1700000000000000', durationSec: 9 };
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/opt-drag`, { body: { groupTaskId, taskType: 'INTERACTIVE', interactiveTaskResult: { id: groupTaskId, selfSelectedResult: { selectedTaskIds: ['opt-drag'], answers: [answer] } } } }));
    const item = `${STUDENT}/classroom/task/opt-drag/result?groupTaskId=${groupTaskId}`;
    expect(await expectJson(await server.call(student, item))).not.toHaveProperty('grade');
    await end(groupTaskId);
    const { grade } = await expectJson<{ grade: unknown }>(await server.call(student, item));
    expect(grade).toEqual({ zones: [{ zoneId: 'z1', right: true, accepts: ['cat'] }, { zoneId: 'z2', right: false, accepts: ['dog'] }], correct: 1, total: 2, score: 50 });
  });

  it('refuses to start a drag-drop, alone or as an item, with a zone that does not say which cards it accepts', async () => {
    const keyless = { ...DRAG_DROP, zones: [DRAG_DROP.zones[0], { ...DRAG_DROP.zones[1], accepts: undefined }] };
    const alone = await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-2/tasks', { body: { task: { title: 't', taskType: 2, interactiveTask: { dragDrop: keyless } } } });
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as { message: string }).message).toBe('body.task.interactiveTask.dragDrop.zones[1].accepts: a zone needs the cards it accepts');
    const item = { selfSelected: { tasks: [{ taskId: 'opt-drag', title: 'Drag', originalTask: { taskType: 4, dragDrop: keyless } }] } };
    const asItem = await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-2/tasks', { body: { task: { title: 't', taskType: 6, interactiveTask: item } } });
    expect(asItem.status).toBe(400);
    expect(((await asItem.json()) as { message: string }).message).toMatch(/tasks\[0\]\.originalTask\.dragDrop\.zones\[1\]\.accepts/);
  });
});

const answers = async (who: string, groupTaskId: string) =>
  (await expectJson<{ answers: { studentId: string; body: unknown }[] }>(await server.call(who, `/api/v1/chronus/interactive_tasks/answers?groupTaskId=${groupTaskId}`))).answers;

describe("a classmate's answers (issue 31)", () => {
  const VOTE = { title: 'Which?', selectType: 1, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] };

  it.each([
    ['vote', { voteTask: VOTE }, { interactiveTaskResult: { voteResult: { selected: ['B'] } } }],
    ['drag-drop', { dragDrop: DRAG_DROP }, { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat', z2: 'dog' } } } }],
  ])('are not shown for a %s: a student who has not answered sees nothing, one who has sees their own', async (_kind, interactiveTask, result) => {
    const groupTaskId = await start(interactiveTask);
    await expectJson(await server.call(classmate, `${STUDENT}/classroom/task/${groupTaskId}`, { body: result }));
    expect(await answers(student, groupTaskId)).toEqual([]);
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}`, { body: result }));
    expect((await answers(student, groupTaskId)).map((a) => a.studentId)).toEqual(['user-student01']);
    expect((await answers(classmate, groupTaskId)).map((a) => a.studentId)).toEqual(['user-student03']);
    await end(groupTaskId);
    expect((await answers(student, groupTaskId)).map((a) => a.studentId)).toEqual(['user-student01']);
  });
});

describe('a result keeps only the fields its kind knows (issue 31)', () => {
  const PAD = 'x'.repeat(20_000);
  it.each([
    ['vote', { voteTask: { title: 'Which?', selectType: 1, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] } }, { interactiveTaskResult: { voteResult: { selected: ['B'] } } }],
    ['resource pack', { resourcePack: { title: 'Pets', resources: [{ type: 4, content: 'Look.' }] } }, { interactiveTaskResult: { resourcePackResult: { id: 'p', finished: true } } }],
    ['drag-drop', { dragDrop: DRAG_DROP }, { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat' } } } }],
  ])('stores a %s result without padding beside its fields', async (_kind, interactiveTask, result) => {
    const groupTaskId = await start(interactiveTask);
    const padded = { ...result, pad: PAD, interactiveTaskResult: { ...result.interactiveTaskResult, pad: PAD } };
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}`, { body: padded }));
    expect((await expectJson<{ result: unknown }>(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}/result`))).result).toEqual(result);
  });

  it("stores an optional task's item answer without padding inside the answer", async () => {
    const vote = { title: 'Which?', selectType: 1, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] };
    const groupTaskId = await start({ selfSelected: { tasks: [{ taskId: 'opt-vote', title: 'Vote', originalTask: { taskType: 2, voteTask: vote } }] } }, 6);
    const envelope = (result: unknown, pad?: string) => ({
      groupTaskId,
      taskType: 'INTERACTIVE',
      ...(pad ? { pad } : {}),
      interactiveTaskResult: { id: groupTaskId, selfSelectedResult: { selectedTaskIds: ['opt-vote'], answers: [{ taskId: 'opt-vote', result, timestampUsec: '1', durationSec: 3 }] } },
    });
    const answer = { interactiveTaskResult: { voteResult: { selected: ['A'] } } };
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/opt-vote`, { body: envelope({ ...answer, pad: PAD, interactiveTaskResult: { ...answer.interactiveTaskResult, pad: PAD } }, PAD) }));
    const stored = await expectJson<{ result: unknown }>(await server.call(student, `${STUDENT}/classroom/task/opt-vote/result?groupTaskId=${groupTaskId}`));
    expect(stored.result).toEqual(envelope(answer));
  });
});

const report = (imgUrl: string) => ({ interactiveTaskResult: { readingTaskResult: { id: 'r', durationSec: 30, imgUrl } } });

describe("a reading report is the student's own (issue 31)", () => {
  const READING = { readingTask: { title: 'A farm', records: [{ content: 'I see a cow.', contentType: 2 }] } };

  it("takes the student's own upload to the report bucket, and no classmate's, no voice file, no other site's", async () => {
    const groupTaskId = await start(READING);
    const own = await uploadAs(server, student);
    for (const imgUrl of [await uploadAs(server, classmate), await uploadAs(server, student, 'voice'), `https://evil.example${own}`, '/files/media/emoji-1f4d6.svg']) {
      const refused = await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}`, { body: report(imgUrl) });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe('body.interactiveTaskResult.readingTaskResult.imgUrl: 文件不是你上传的 (not a file of yours in the report bucket)');
    }
    expect((await expectJson<{ result: unknown }>(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}/result`))).result).toBeNull();
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/${groupTaskId}`, { body: report(own) }));
  });

  it("checks an optional task's reading item the same way", async () => {
    const groupTaskId = await start({ selfSelected: { tasks: [{ taskId: 'opt-read', title: 'Read', originalTask: { taskType: 1, ...READING } }] } }, 6);
    const envelope = (imgUrl: string) => ({ groupTaskId, taskType: 'INTERACTIVE', interactiveTaskResult: { id: groupTaskId, selfSelectedResult: { selectedTaskIds: ['opt-read'], answers: [{ taskId: 'opt-read', result: report(imgUrl), timestampUsec: '1', durationSec: 3 }] } } });
    const refused = await server.call(student, `${STUDENT}/classroom/task/opt-read`, { body: envelope(await uploadAs(server, classmate)) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^body\.interactiveTaskResult\.selfSelectedResult\.answers\[0\]\.result\.interactiveTaskResult\.readingTaskResult\.imgUrl: 文件不是你上传的 \(not a file of yours/);
    await expectJson(await server.call(student, `${STUDENT}/classroom/task/opt-read`, { body: envelope(await uploadAs(server, student)) }));
  });
});

const endedSecondsAgo = (groupTaskId: string, seconds: number) => server.db.query('UPDATE group_tasks SET ended_at_sec = $2 WHERE id = $1', [groupTaskId, Math.floor(Date.now() / 1000) - seconds]);
const stored = async (groupTaskId: string) => Number((await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM task_answers WHERE group_task_id = $1', [groupTaskId]))[0]!.n);

describe('answers to an exercise that has ended (issue 31)', () => {
  const QUIZ = `${STUDENT}/quiz`;
  const episodeId = 'm1u1-e2';
  const exercise = async () => {
    const groupTaskId = (await expectJson<{ groupTaskId: string }>(await server.call(teacher, '/api/v1/chronus/teacher/classes/class-3-2/tasks', { body: { task: { title: 'exercise', taskType: 1, episodeIds: [episodeId] } } }))).groupTaskId;
    const task = await expectJson<{ episodeActivities: { activities: ServedActivity[] }[] }>(await server.call(student, `${QUIZ}?groupTaskId=${groupTaskId}`));
    return { groupTaskId, activities: task.episodeActivities[0]!.activities };
  };
  const submit = (groupTaskId: string, activities: ServedActivity[], madeAtMs?: number) =>
    server.call(student, QUIZ, { body: { episodeAnswer: { episodeId, answers: activities.map((a) => demoAnswer(a, episodeId, true, 1)) }, groupId: 'class-3-2', groupTaskId, taskType: 1, ...(madeAtMs === undefined ? {} : { madeAtMs }) } });

  it('refuses answers made after the end, or saying nothing of when, like a task result (404)', async () => {
    const { groupTaskId, activities } = await exercise();
    await endedSecondsAgo(groupTaskId, 30);
    const endedAtMs = (Math.floor(Date.now() / 1000) - 30) * 1000;
    for (const madeAtMs of [undefined, endedAtMs + 5_000]) {
      const refused = await submit(groupTaskId, activities, madeAtMs);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe('任务已结束');
    }
    expect(await stored(groupTaskId)).toBe(0);
  });

  it('takes answers made while it ran when they arrive within 2 minutes of the end, and not later', async () => {
    const { groupTaskId, activities } = await exercise();
    await endedSecondsAgo(groupTaskId, 60);
    const madeBeforeEnd = Date.now() - 90_000;
    expect(await expectJson(await submit(groupTaskId, activities, madeBeforeEnd))).toMatchObject({ groupTaskId, answeredCount: activities.length, accuracy: 100 });
    const late = await exercise();
    await endedSecondsAgo(late.groupTaskId, 150);
    expect((await submit(late.groupTaskId, late.activities, Date.now() - 200_000)).status).toBe(404);
    expect(await stored(late.groupTaskId)).toBe(0);
  });
});
