/**
 * A classroom task's results as a file (issue 37): one row per student × item of the class, like a
 * homework's export. A vote's row names the options chosen; a drag-drop's rows are its places, right or
 * wrong; an exercise's rows are its questions, with what was given. A teacher of the class only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import { classroomTaskResponseSchema } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: string;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.signIn('teacher');
  for (const uid of ['student01', 'student03', 'student05']) tokens.set(uid, await server.signIn(uid)); // class 3-2
});
afterAll(() => server?.close());

const TEACHER = '/api/v1/chronus/teacher';
const RESULT = '/api/v1/chronus/student/classroom/task';
const CLASS_STUDENTS = 9;
const insertTask = (id: string, title: string, taskType: number, interactive: unknown, episodeIds: string[] = []) =>
  server.db.query(
    `INSERT INTO group_tasks (id, class_id, task_type, title, interactive_task, episode_ids, started_at_sec) VALUES ($1, 'class-3-2', $2, $3, $4, $5, 1000)`,
    [id, taskType, title, JSON.stringify(interactive), JSON.stringify(episodeIds)],
  );
const exported = async (groupTaskId: string, format: 'xlsx' | 'csv', token = teacher) => server.call(token, `${TEACHER}/tasks/${groupTaskId}/export?format=${format}`);
const sheetOf = async (groupTaskId: string) => {
  const response = await exported(groupTaskId, 'xlsx');
  expect(response.status).toBe(200);
  return readSheet(await response.arrayBuffer());
};
const nameOf = async (uid: string) => (await server.db.query<{ nick_name: string }>('SELECT nick_name FROM users WHERE id = $1', [`user-${uid}`]))[0]!.nick_name;

describe("a classroom task's export (issue 37)", () => {
  it("names each voter's options; the students who did not vote have empty rows", async () => {
    await insertTask('gt-export-vote', '投票：最喜欢的动物', 2, { voteTask: { title: 'Which animal?', selectType: 2, records: [], options: [{ key: 'A', text: 'cow' }, { key: 'B', text: 'dog' }, { key: 'C', text: 'cat' }] } });
    await expectJson(await server.call(tokens.get('student01')!, `${RESULT}/gt-export-vote`, { body: { interactiveTaskResult: { voteResult: { selected: ['A', 'C'] } } } }));
    await expectJson(await server.call(tokens.get('student03')!, `${RESULT}/gt-export-vote`, { body: { interactiveTaskResult: { voteResult: { selected: ['B'] } } } }));
    const response = await exported('gt-export-vote', 'xlsx');
    expect(response.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('三年级(2)班-投票：最喜欢的动物.xlsx').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    const sheet = await readSheet(await response.arrayBuffer());
    expect(sheet[0]).toEqual(['班级', '学生', '题目', '答案', '是否正确', '得分']);
    expect(sheet).toHaveLength(1 + CLASS_STUDENTS);
    const [first, third, fifth] = await Promise.all(['student01', 'student03', 'student05'].map(nameOf));
    expect(sheet.find((row) => row[1] === first)).toEqual(['三年级(2)班', first, 'Which animal?', 'A cow / C cat', null, null]);
    expect(sheet.find((row) => row[1] === third)).toEqual(['三年级(2)班', third, 'Which animal?', 'B dog', null, null]);
    expect(sheet.find((row) => row[1] === fifth)).toEqual(['三年级(2)班', fifth, '投票：最喜欢的动物', null, null, null]);
    expect(sheet.slice(1).filter((row) => row[3] !== null).map((row) => row[1]).toSorted()).toEqual([first, third].toSorted());
  });

  it("grades a drag-drop's places; a CSV the same", async () => {
    const dragDrop = { title: 'Match', frame: { passthroughCapture: '/files/media/frame.svg' }, zones: [{ id: 'z1', label: '猫', x: 0, y: 0, width: 0.5, height: 0.5, accepts: ['cat'] }, { id: 'z2', x: 0.5, y: 0.5, width: 0.5, height: 0.5, accepts: ['dog'] }], cards: [{ id: 'cat', text: 'cat' }, { id: 'dog', image: '/files/media/dog.png' }] };
    await insertTask('gt-export-drag', '拖一拖', 2, { dragDrop });
    await expectJson(await server.call(tokens.get('student05')!, `${RESULT}/gt-export-drag`, { body: { interactiveTaskResult: { dragDropResult: { placements: { z1: 'dog', z2: 'cat' } } } } }));
    await expectJson(await server.call(tokens.get('student01')!, `${RESULT}/gt-export-drag`, { body: { interactiveTaskResult: { dragDropResult: { placements: { z1: 'cat' } } } } }));
    const [first, fifth] = await Promise.all(['student01', 'student05'].map(nameOf));
    const sheet = await sheetOf('gt-export-drag');
    expect(sheet.filter((row) => row[1] === fifth).map((row) => row.slice(2, 5))).toEqual([['位置 猫', '图片', '错'], ['位置 2', 'cat', '错']]);
    expect(sheet.filter((row) => row[1] === first).map((row) => row.slice(2, 5))).toEqual([['位置 猫', 'cat', '对'], ['位置 2', null, '错']]);

    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await exported('gt-export-drag', 'csv')).arrayBuffer());
    expect(csv.startsWith('\uFEFF"班级","学生","题目","答案","是否正确","得分"\r\n')).toBe(true);
    expect(csv).toContain(`"三年级(2)班","${first}","位置 猫","cat","对",""`);
  });

  it("lists an exercise's questions with what each student gave, right or wrong", async () => {
    await insertTask('gt-export-quiz', '课堂练习', 1, null, ['m1u1-e2']);
    const student = tokens.get('student03')!;
    const task = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/quiz?groupTaskId=gt-export-quiz')));
    const activities = task.episodeActivities[0]!.activities as ServedActivity[];
    const answers = activities.slice(0, 2).map((activity, index) => demoAnswer(activity, 'm1u1-e2', index === 0, 1));
    await expectJson(await server.call(student, '/api/v1/chronus/student/quiz', { body: { episodeAnswer: { episodeId: 'm1u1-e2', answers }, groupId: 'class-3-2', groupTaskId: 'gt-export-quiz', taskType: 1 } }));
    const sheet = await sheetOf('gt-export-quiz');
    expect(sheet).toHaveLength(1 + CLASS_STUDENTS * activities.length);
    const third = await nameOf('student03');
    const rows = sheet.filter((row) => row[1] === third);
    expect(rows.map((row) => row[2])).toEqual(activities.map((_, index) => expect.stringMatching(new RegExp(`^${index + 1}\\. `))));
    expect(rows.map((row) => row[4])).toEqual(activities.map((_, index) => (index === 0 ? '对' : index === 1 ? '错' : null)));
    expect(rows[0]![3]).not.toBeNull();
  });

  it('answers only a teacher of the class, in xlsx or csv', async () => {
    expect((await exported('gt-export-vote', 'xlsx', tokens.get('student01'))).status).toBe(403);
    expect((await server.call(teacher, `${TEACHER}/tasks/gt-export-vote/export?format=pdf`)).status).toBe(400);
    expect((await exported('gt-none', 'csv')).status).toBe(404);
  });
});
