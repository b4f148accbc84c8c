import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomTaskResponseSchema,
  errorNotebookResponseSchema,
  reportSessionResponseSchema,
  shareProblemResponseSchema,
  submitQuizResponseSchema,
} from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { withReceipts } from '../testing/score-receipts';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { uploadAs } from '../testing/uploads';

let server: TestServer;
let inClass31: string; // student14, class-3-1
let inClass32: string; // student15, class-3-2
beforeAll(async () => {
  server = await startTestServer();
  [inClass31, inClass32] = await Promise.all([server.signIn('student14'), server.signIn('student15')]);
});
afterAll(() => server?.close());

describe('episodes', () => {
  it('returns the episodes asked for, in order, with follow-up links, video and parent activities', async () => {
    const { episodes } = await expectJson<{ episodes: Record<string, unknown>[] }>(await server.call(inClass32, '/api/v1/chronus/episode?episodeIds=m1u1-f1,m1u1-e1'));
    expect(episodes.map((e) => e.episodeId)).toEqual(['m1u1-f1', 'm1u1-e1']);
    expect(episodes[0]).toMatchObject({ episodeType: 2, parent: 'm1u1-e1', parentActivityIds: ['m1u1-e1-a1', 'm1u1-e1-a3', 'm1u1-e1-a4'], child: '' });
    expect(episodes[1]).toMatchObject({ child: 'm1u1-f1' });
    expect((episodes[0]!.activities as unknown[]).length).toBe(3);
  });

  it('answers 404 for episodes not assigned to the student', async () => {
    await server.db.query(`INSERT INTO units VALUES ('unit-x', 'SH_OXFORD', 'x', 'x')`);
    await server.db.query(`INSERT INTO episodes (id, unit_id, episode_type, position, title) VALUES ('secret', 'unit-x', 1, 0, 'x')`);
    expect((await server.call(inClass32, '/api/v1/chronus/episode?episodeIds=secret')).status).toBe(404);
    expect((await server.call(inClass32, '/api/v1/chronus/episode')).status).toBe(400);
  });

  it('opens a shared problem to anyone with its identifier, without sign-in', async () => {
    const shared = shareProblemResponseSchema.parse(await expectJson(await server.request('/api/v1/chronus/share-problem?identifier=demo-m1u1-pictures')));
    expect(shared.episode.activities).toHaveLength(5);
    expect((await server.request('/api/v1/chronus/share-problem?identifier=nope')).status).toBe(404);
  });
});

describe('error notebook', () => {
  const homeworkId = 'shw-student15-class-3-2-review';
  const wrongOnes = async () => {
    const { homework } = await expectJson<{ homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[]; errorNotebook: { errorAnswer: { activityId: string }[] } } }>(
      await server.call(inClass32, `/api/v1/chronus/student/homework/${homeworkId}`),
    );
    const all = homework.episodeActivities.flatMap((e) => e.activities.map((activity) => ({ activity, episodeId: e.episodeId })));
    return homework.errorNotebook.errorAnswer.map((w) => all.find((a) => a.activity.id === w.activityId)!);
  };
  const revise = async (items: { activity: ServedActivity; episodeId: string }[], correct: boolean) =>
    server.call(inClass32, '/api/v1/chronus/student/error_notebook', {
      body: await withReceipts(server, inClass32, { revisal_contents: items.map(({ activity, episodeId }) => ({ studentHomeworkId: homeworkId, episode_id: episodeId, episode_type: 1, answer: demoAnswer(activity, episodeId, correct, Date.now()) })) }),
    });

  it('counts wrong revisions as not revised, right ones as revised', async () => {
    const wrong = await wrongOnes();
    expect(wrong).toHaveLength(4);
    const stillWrong = errorNotebookResponseSchema.parse(await expectJson(await revise(wrong.slice(0, 2), false)));
    expect(stillWrong).toEqual({ notRevisedCount: 2, errorNotebooks: [{ homeworkId, totalError: 4, alreadyRevisal: 0, needToRevisal: 4 }] });
    const fixed = errorNotebookResponseSchema.parse(await expectJson(await revise(wrong.slice(0, 3), true)));
    expect(fixed).toEqual({ notRevisedCount: 0, errorNotebooks: [{ homeworkId, totalError: 4, alreadyRevisal: 3, needToRevisal: 1 }] });
    expect(await wrongOnes()).toHaveLength(1);
  });

  it("refuses revisions of another student's homework and of answers that were not wrong", async () => {
    const [first] = await wrongOnes();
    const others = await server.call(inClass31, '/api/v1/chronus/student/error_notebook', {
      body: { revisal_contents: [{ studentHomeworkId: homeworkId, episode_id: first!.episodeId, episode_type: 1, answer: demoAnswer(first!.activity, first!.episodeId, true, 1) }] },
    });
    expect(others.status).toBe(404);
    const unanswered = await server.call(inClass32, '/api/v1/chronus/student/error_notebook', {
      body: { revisal_contents: [{ studentHomeworkId: homeworkId, episode_id: 'm1u1-e1', episode_type: 1, answer: { ...demoAnswer(first!.activity, first!.episodeId, true, 1), activityId: 'm1u1-e3-a1' } }] },
    });
    expect(unanswered.status).toBe(400);
  });
});

describe('classroom tasks', () => {
  it("shows class 3-1's running exercise, and 404 to class 3-2 which has none", async () => {
    const task = classroomTaskResponseSchema.parse(await expectJson(await server.call(inClass31, '/api/v1/chronus/student/classroom/task')));
    expect(task).toMatchObject({ groupTaskId: 'gt-class-3-1-pictures', taskType: 1, groupId: 'class-3-1', unitTitle: 'M1U1 Hello, friends' });
    expect(task.episodeActivities[0]?.activities).toHaveLength(5);
    expect((await server.call(inClass32, '/api/v1/chronus/student/classroom/task')).status).toBe(404);
    expect((await server.call(inClass32, '/api/v1/chronus/student/classroom/task?groupId=class-3-1')).status).toBe(403);
  });

  it('merges quiz answers by activity and reports the accuracy', async () => {
    const task = classroomTaskResponseSchema.parse(await expectJson(await server.call(inClass31, '/api/v1/chronus/student/quiz?groupTaskId=gt-class-3-1-pictures')));
    const activities = task.episodeActivities[0]!.activities as ServedActivity[];
    const submit = async (answers: unknown[]) =>
      server.call(inClass31, '/api/v1/chronus/student/quiz', { body: await withReceipts(server, inClass31, { episodeAnswer: { episodeId: 'm1u1-e2', answers }, groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures', taskType: 1 }) });
    await submit(activities.slice(0, 3).map((a) => demoAnswer(a, 'm1u1-e2', false, 1)));
    const result = submitQuizResponseSchema.parse(await expectJson(await submit(activities.map((a) => demoAnswer(a, 'm1u1-e2', true, 2)))));
    expect(result).toEqual({ groupTaskId: 'gt-class-3-1-pictures', answeredCount: 5, accuracy: 100 });
    const report = reportSessionResponseSchema.parse(await expectJson(await server.call(inClass31, '/api/v1/chronus/student/report_session', { body: { type: 'exercise', groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures', episodeId: 'm1u1-e2' } })));
    expect(report.report.accuracy).toBe(100);
  });

  it('makes a homework report from the stored answers', async () => {
    const report = reportSessionResponseSchema.parse(await expectJson(await server.call(inClass32, '/api/v1/chronus/student/report_session', { body: { type: 'homework', activityId: 'shw-student15-class-3-2-read', unitId: 'unit-m1u1' } })));
    expect(report.report.accuracy).toBe(100);
    expect((await server.call(inClass32, '/api/v1/chronus/student/report_session', { body: { type: 'homework', activityId: 'shw-student14-class-3-1-read' } })).status).toBe(404);
  });

  it("neither needs nor keeps answers an older client sends back: the report is the homework's stored one (issue 33)", async () => {
    const body = { type: 'homework', activityId: 'shw-student15-class-3-2-read', oldAnswers: [{ activityId: 'made-up', correct: false }], followAnswers: [{ activityId: 'made-up-too' }] };
    const report = reportSessionResponseSchema.parse(await expectJson(await server.call(inClass32, '/api/v1/chronus/student/report_session', { body })));
    expect(report.report.accuracy).toBe(100);
    const [kept] = await server.db.query<{ body: Record<string, unknown> }>('SELECT body FROM reports WHERE id = $1', [report.id]);
    expect(kept!.body).toEqual({ type: 'homework', activityId: 'shw-student15-class-3-2-read' });
  });
});

// Each student's own report picture (issue 31: a report names an upload of the student's own).
const reports = new Map<string, string>();
const reading = (id: string, who = inClass31) => ({ interactiveTaskResult: { readingTaskResult: { id, durationSec: 95, imgUrl: reports.get(who) ?? '/files/uploads/report/none.webp' } } });
const optional = (taskIds: string[]) => ({
  groupTaskId: 'gt-31-optional',
  taskType: 'INTERACTIVE',
  interactiveTaskResult: { id: 'opt-vote', selfSelectedResult: { selectedTaskIds: taskIds, answers: taskIds.map((taskId) => ({ taskId, result: { interactiveTaskResult: { voteResult: { selected: ['A'] } } }, timestampUsec: '1700000000000000', durationSec: 12 })) } },
});
const placements = (p: Record<string, string>) => ({ interactiveTaskResult: { dragDropResult: { placements: p } } });
const VOTE = { title: 'Which?', selectType: 1, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }] };
const insertTask = (id: string, classId: string, taskType: number, interactive: unknown, ended = false) =>
  server.db.query(
    `INSERT INTO group_tasks (id, class_id, task_type, title, interactive_task, started_at_sec, ended_at_sec) VALUES ($1, $2, $3, 'task', $4, 1000, $5)`,
    [id, classId, taskType, JSON.stringify(interactive), ended ? 2000 : null],
  );

describe('classroom task results (spec 02 §7), checked against their task', () => {
  const RESULT = '/api/v1/chronus/student/classroom/task';
  beforeAll(async () => {
    const readingTask = { readingTask: { title: 'A farm', records: [{ content: 'I see a cow.', contentType: 2 }] } };
    await insertTask('gt-31-reading', 'class-3-1', 2, readingTask);
    await insertTask('gt-31-ended', 'class-3-1', 2, readingTask, true);
    await insertTask('gt-32-reading', 'class-3-2', 2, readingTask);
    for (const who of [inClass31, inClass32]) reports.set(who, await uploadAs(server, who));
    await insertTask('gt-31-optional', 'class-3-1', 6, { selfSelected: { tasks: [{ taskId: 'opt-vote', title: 'Vote', originalTask: { taskType: 2, voteTask: VOTE } }, { taskId: 'opt-read', title: 'Read', originalTask: { taskType: 1, ...readingTask } }] } });
  });

  it("keeps a result for a running task of the student's class; the answers call shows each student their own (issue 31)", async () => {
    await expectJson(await server.call(inClass31, `${RESULT}/gt-31-reading`, { body: reading('gt-31-reading') }));
    const classmate = await server.signIn('student12'); // also class 3-1
    reports.set(classmate, await uploadAs(server, classmate));
    // Not with another student's picture: their own.
    expect((await server.call(classmate, `${RESULT}/gt-31-reading`, { body: reading('gt-31-reading') })).status).toBe(400);
    await expectJson(await server.call(classmate, `${RESULT}/gt-31-reading`, { body: reading('gt-31-reading', classmate) }));
    const { answers } = await expectJson<{ answers: { nickName: string }[] }>(await server.call(classmate, '/api/v1/chronus/interactive_tasks/answers?groupTaskId=gt-31-reading'));
    expect(answers.map((a) => a.nickName)).toEqual(['小玲']);
  });

  it('takes an optional task item under its group task, and only the items it offers', async () => {
    await expectJson(await server.call(inClass31, `${RESULT}/opt-vote`, { body: optional(['opt-vote']) }));
    expect((await server.call(inClass31, `${RESULT}/opt-vote`, { body: optional(['opt-vote', 'made-up']) })).status).toBe(400);
    expect((await server.call(inClass31, `${RESULT}/opt-nope`, { body: optional(['opt-vote']) })).status).toBe(404);
    // The item's answer is checked as a result of the item's own kind (issue 14).
    const wrongAnswer = (result: unknown) => ({ ...optional(['opt-vote']), interactiveTaskResult: { id: 'gt-31-optional', selfSelectedResult: { selectedTaskIds: ['opt-vote'], answers: [{ taskId: 'opt-vote', result, timestampUsec: '1', durationSec: 1 }] } } });
    const refused = await server.call(inClass31, `${RESULT}/opt-vote`, { body: wrongAnswer({ interactiveTaskResult: { voteResult: { selected: ['Z'] } } }) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/no option "Z"/);
    expect((await server.call(inClass31, `${RESULT}/opt-vote`, { body: wrongAnswer({ keys: ['A'] }) })).status).toBe(400);
    const { answers } = await expectJson<{ answers: unknown[] }>(await server.call(inClass31, '/api/v1/chronus/interactive_tasks/answers?groupTaskId=gt-31-optional'));
    expect(answers).toHaveLength(1);
  });

  it.each([
    ['a task of another class', 'gt-32-reading', () => reading('gt-32-reading'), 404],
    ['a made-up task id', 'gt-made-up', () => reading('gt-made-up'), 404],
    ['a made-up id naming a task of another class', 'opt-vote', () => ({ ...optional(['opt-vote']), groupTaskId: 'gt-32-reading' }), 404],
    ['an ended task', 'gt-31-ended', () => reading('gt-31-ended'), 404],
    ['a body that is not a reading result', 'gt-31-reading', () => ({ vote: ['A'] }), 400],
    ['a reading result without its image', 'gt-31-reading', () => ({ interactiveTaskResult: { readingTaskResult: { id: 'x', durationSec: 3 } } }), 400],
    ['an exercise (its answers go to the quiz call)', 'gt-class-3-1-pictures', () => reading('x'), 400],
    ['a 9 MB body', 'gt-31-reading', () => ({ ...reading('gt-31-reading'), pad: 'x'.repeat(9 * 1024 * 1024) }), 413],
    ['a 100 KB body', 'gt-31-reading', () => ({ ...reading('gt-31-reading'), pad: 'x'.repeat(100 * 1024) }), 413],
  ])('refuses %s', async (_label, taskId, body, status) => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM task_results');
    expect((await server.call(inClass31, `${RESULT}/${taskId}`, { body: body() })).status).toBe(status);
    expect(await server.db.query('SELECT count(*)::int8 AS n FROM task_results')).toEqual(before);
  });

  it("reads a student's own latest result back, for the task or one optional item, and nobody else's (issue 14)", async () => {
    const own = async (who: string, path: string) => expectJson<{ result: unknown }>(await server.call(who, `${RESULT}/${path}`));
    await expectJson(await server.call(inClass31, `${RESULT}/gt-31-reading`, { body: reading('first') }));
    await expectJson(await server.call(inClass31, `${RESULT}/gt-31-reading`, { body: reading('second') }));
    expect((await own(inClass31, 'gt-31-reading/result')).result).toEqual(reading('second'));
    // The item's own result, and the optional task's latest whatever the item.
    expect((await own(inClass31, 'opt-vote/result?groupTaskId=gt-31-optional')).result).toMatchObject({ groupTaskId: 'gt-31-optional' });
    expect((await own(inClass31, 'opt-read/result?groupTaskId=gt-31-optional')).result).toBeNull();
    expect((await own(inClass31, 'gt-31-optional/result')).result).toMatchObject({ groupTaskId: 'gt-31-optional' });
    // Another class's task, or a made-up one, is no task.
    expect((await server.call(inClass32, `${RESULT}/gt-31-reading/result`)).status).toBe(404);
    expect((await server.call(inClass31, `${RESULT}/gt-made-up/result`)).status).toBe(404);
  });

  it('says whether the student has handed the task in: a result, or every question of an exercise (issue 32)', async () => {
    const student = await server.signIn('student12'); // class 3-1
    const submitted = async (path: string) => (await expectJson<{ submitted?: boolean }>(await server.call(student, `${RESULT}/${path}/result`))).submitted;
    await insertTask('gt-31-handed-in', 'class-3-1', 2, { readingTask: { title: 'A pig', records: [] } });
    expect(await submitted('gt-31-handed-in')).toBe(false);
    reports.set(student, await uploadAs(server, student));
    await expectJson(await server.call(student, `${RESULT}/gt-31-handed-in`, { body: reading('gt-31-handed-in', student) }));
    expect(await submitted('gt-31-handed-in')).toBe(true);
    const task = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/quiz?groupTaskId=gt-class-3-1-pictures')));
    const activities = task.episodeActivities[0]!.activities as ServedActivity[];
    const answer = (some: ServedActivity[]) =>
      server.call(student, '/api/v1/chronus/student/quiz', { body: { episodeAnswer: { episodeId: 'm1u1-e2', answers: some.map((a) => demoAnswer(a, 'm1u1-e2', true, 1)) }, groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures', taskType: 1 } });
    await expectJson(await answer(activities.slice(0, 2)));
    expect(await submitted('gt-class-3-1-pictures')).toBe(false);
    await expectJson(await answer(activities));
    expect(await submitted('gt-class-3-1-pictures')).toBe(true);
  });

  it('grades a drag-drop on the server, and tells the student the grade only once the task has ended (issue 14)', async () => {
    const dragDrop = { title: 'Match', frame: { passthroughCapture: '/files/media/frame.svg' }, zones: [{ id: 'z1', x: 0, y: 0, width: 0.5, height: 0.5, accepts: ['cat'] }, { id: 'z2', x: 0.5, y: 0.5, width: 0.5, height: 0.5, accepts: ['dog'] }], cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', text: 'dog' }] };
    await insertTask('gt-31-drag', 'class-3-1', 2, { dragDrop });
    for (const [body, message] of [[placements({ z9: 'cat' }), /no zone "z9"/], [placements({ z1: 'cat', z2: 'cat' }), /a card is in two zones/], [{ interactiveTaskResult: { dragDropResult: { placements: ['cat'] } } }, /placements/]] as const) {
      const refused = await server.call(inClass31, `${RESULT}/gt-31-drag`, { body });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(message);
    }
    await expectJson(await server.call(inClass31, `${RESULT}/gt-31-drag`, { body: placements({ z1: 'cat', z2: 'dog' }) }));
    await expectJson(await server.call(inClass31, `${RESULT}/gt-31-drag`, { body: placements({ z1: 'dog' }) }));
    const running = await expectJson<{ result: unknown; grade?: unknown }>(await server.call(inClass31, `${RESULT}/gt-31-drag/result`));
    expect(running).toEqual({ result: placements({ z1: 'dog' }), submitted: true });
    await server.db.query('UPDATE group_tasks SET ended_at_sec = 3000 WHERE id = $1', ['gt-31-drag']);
    const ended = await expectJson<{ grade: unknown }>(await server.call(inClass31, `${RESULT}/gt-31-drag/result`));
    expect(ended.grade).toEqual({ zones: [{ zoneId: 'z1', right: false, accepts: ['cat'] }, { zoneId: 'z2', right: false, accepts: ['dog'] }], correct: 0, total: 2, score: 0 });
  });

  describe.each([
    ['vote', { voteTask: VOTE }, { interactiveTaskResult: { voteResult: { selected: ['B'] } } }, { interactiveTaskResult: { voteResult: { selected: 'B' } } }],
    ['resource pack', { resourcePack: { title: 'Pets', resources: [{ type: 4, content: 'Look.' }] } }, { interactiveTaskResult: { resourcePackResult: { id: 'x', finished: true } } }, { interactiveTaskResult: { resourcePackResult: { finished: 'yes' } } }],
    ['drag-drop', { dragDrop: { title: 'Match', frame: { passthroughCapture: '/f.svg' }, zones: [{ id: 'z1', x: 0, y: 0, width: 0.5, height: 0.5, accepts: ['cat'] }], cards: [{ id: 'cat', text: 'cat' }] } }, placements({ z1: 'cat' }), placements({ z1: 7 as unknown as string })],
  ])('a %s result (issue 14)', (kind, interactive, good, wrongShape) => {
    const id = (where: string) => `gt-kind-${kind.replace(' ', '-')}-${where}`;
    beforeAll(async () => {
      await insertTask(id('31'), 'class-3-1', 2, interactive);
      await insertTask(id('32'), 'class-3-2', 2, interactive);
      await insertTask(id('ended'), 'class-3-1', 2, interactive, true);
    });

    it('is kept for a running task of the class, refused in the wrong shape, for another class, or once ended', async () => {
      const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM task_results WHERE group_task_id LIKE $1', [`${id('')}%`]))[0]!.n;
      expect((await server.call(inClass31, `${RESULT}/${id('31')}`, { body: wrongShape })).status).toBe(400);
      expect((await server.call(inClass31, `${RESULT}/${id('32')}`, { body: good })).status).toBe(404);
      const ended = await server.call(inClass31, `${RESULT}/${id('ended')}`, { body: good });
      expect(ended.status).toBe(404);
      expect(((await ended.json()) as { message: string }).message).toBe('任务已结束');
      expect(Number(await count())).toBe(0);
      await expectJson(await server.call(inClass31, `${RESULT}/${id('31')}`, { body: good }));
      expect(Number(await count())).toBe(1);
    });
  });

  it("does not show another class's answers", async () => {
    await expectJson(await server.call(inClass32, `${RESULT}/gt-32-reading`, { body: reading('gt-32-reading', inClass32) }));
    expect((await server.call(inClass31, '/api/v1/chronus/interactive_tasks/answers?groupTaskId=gt-32-reading')).status).toBe(404);
    expect((await server.call(inClass32, '/api/v1/chronus/interactive_tasks/answers?groupTaskId=gt-31-reading')).status).toBe(404);
  });
});

describe('student calls refuse other user types', () => {
  it.each([
    ['GET', '/api/v1/chronus/student/homework'],
    ['GET', '/api/v1/chronus/student/classroom/task'],
    ['POST', '/api/v1/chronus/student/classroom/task/gt-31-reading'],
    ['POST', '/api/v1/chronus/student/quiz'],
    ['GET', '/api/v1/chronus/student/adaptive-assignments'],
    ['GET', '/api/v1/chronus/interactive_tasks/answers?groupTaskId=gt-31-reading'],
    ['GET', '/api/v1/chronus/analysis/exercise/shw-student15-class-3-2-review'],
    ['POST', '/api/v1/chronus/event/notifications'],
    ['GET', '/api/v1/chronus/episode?episodeIds=m1u1-e1'],
  ])('%s %s answers a teacher 403', async (method, path) => {
    const teacher = await server.signIn('teacher');
    const response = await server.call(teacher, path, method === 'POST' ? { body: {} } : {});
    expect(response.status).toBe(403);
  });

  it('still lets a teacher read their own user info', async () => {
    const teacher = await server.signIn('teacher');
    expect((await server.call(teacher, '/api/v1/chronus/user')).status).toBe(200);
  });
});
