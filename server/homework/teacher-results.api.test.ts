/**
 * A homework's results for its class's teacher (issue 37): per student and per item from the stored
 * answers (the seeded class 3-1's first sync homework, 25 items of all five types, answered here like the
 * seed answers), one student's answers, the export as .xlsx and CSV, the class at a glance; the ETag;
 * refusals for students, other teachers and unknown homework; a withdrawn homework; a student who joined late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import type { SubmittedAnswerInput } from '@core/contract';
import { UserType, type ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { SEEDED_SCORES } from '../scoring/receipt-check';
import { addPerson, addSchoolClass } from '../testing/people-fixtures';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { submitHomework } from './homework-repository';
import { TeacherHomeworkPaths, type ClassGlance, type HomeworkResults, type StudentAnswers } from './teacher-homework-contract';

let server: TestServer;
let teacher: string; // 李老师: classes 3-1, 3-2, 4-1
let colleague: string; // 王老师: class 5-1 only
let student: string; // student00, class 3-1
let activities: { activity: ServedActivity; episodeId: string }[];
const HOMEWORK = 'gh-class-3-1-sync1';
const shw = (uid: string) => `shw-${uid}-class-3-1-sync1`;

/** The student's answers to the items at `indexes`: right unless listed in `wrong`; `replace` swaps one answer for another. */
const answersOf = (indexes: number[], wrong: number[] = [], replace: Record<number, SubmittedAnswerInput> = {}) =>
  indexes.map((i) => replace[i] ?? demoAnswer(activities[i]!.activity, activities[i]!.episodeId, !wrong.includes(i), 1_000_000 + i));
const answer = (uid: string, answers: SubmittedAnswerInput[]) => submitHomework(server.db, `user-${uid}`, shw(uid), { answers }, SEEDED_SCORES);

/** Item 10 (the first reading, "Good morning, Miss Li."): "miss" said badly, its /ɪ/ worst, the recording kept. */
const badReading = (): SubmittedAnswerInput => {
  const base = demoAnswer(activities[10]!.activity, activities[10]!.episodeId, false, 1_000_010);
  const scores: Record<string, number> = { good: 80, morning: 75, miss: 20, li: 70 };
  const words = Object.entries(scores).map(([content, score]) => ({ content, scores: { pronunciation: score }, phonemes: content === 'miss' ? [{ ipa: 'ɪ', score: 10 }, { ipa: 's', score: 40 }] : [{ ipa: 'ə', score }] }));
  return { ...base, oralReading: { score: 55, audioScoreDetail: { words, accuracy: 55, pronunciation: 55, fluency: 55 }, storage: { uri: 'https://files.example/voice/student02-a1.mp3', kind: 2 } } };
};

const results = async (token = teacher, headers: Record<string, string> = {}) => server.call(token, TeacherHomeworkPaths.results(HOMEWORK), { headers });
const resultsOf = async () => expectJson<HomeworkResults>(await results());

beforeAll(async () => {
  server = await startTestServer();
  await addSchoolClass(server, 'school-sunshine', 'class-5-1');
  [teacher, student] = await Promise.all([server.signIn('teacher'), server.signIn('student00')]);
  colleague = await addPerson(server, { uid: 'colleague', name: '王老师', classId: 'class-5-1' });
  // Joined class 3-1 after the homework was given: no row of it.
  await addPerson(server, { uid: 'latecomer', name: '=HYPERLINK("http://x")', classId: 'class-3-1', userType: UserType.STUDENT });
  const rows = await server.db.query<{ content: ServedActivity; episode_id: string }>(
    `SELECT a.content, a.episode_id FROM group_homework_episodes ge JOIN activities a ON a.episode_id = ge.episode_id WHERE ge.group_homework_id = $1 ORDER BY ge.position, a.position`,
    [HOMEWORK],
  );
  activities = rows.map((r) => ({ activity: r.content, episodeId: r.episode_id }));
  const all = activities.map((_, i) => i);
  // student00: every item right, 10 s on the first, 11 s on the second … 34 s on the last (550 s); student02: every item (20 s each),
  // three wrong (a choice, a picture, a spelling) and a poor reading; student04: three items, the first wrong like student02's.
  // Each sends all its answers at once, as the player does at a homework's end.
  await answer('student00', answersOf(all).map((a, i) => ({ ...a, durationSec: 10 + i })));
  await answer('student02', answersOf(all, [0, 5, 15], { 10: badReading() }));
  await answer('student04', answersOf([0, 1, 2], [0]));
});
afterAll(() => server?.close());

describe("a homework's results (issue 37)", () => {
  it('has every student of the class by name with progress, accuracy, answered count and time spent (the time on each question added up, though all were sent at once); a late joiner not started', async () => {
    const { homework, students } = await resultsOf();
    expect(homework).toMatchObject({ id: HOMEWORK, classId: 'class-3-1', className: '三年级(1)班', title: 'M1U1 课后同步练习（一）', withdrawn: false, itemCount: 25, students: 10, finished: 2, started: 1, assignedBy: null, dueAtSec: null });
    expect(homework.episodeIds).toEqual(['m1u1-e1', 'm1u1-e2', 'm1u1-e3', 'm1u1-e4', 'm1u1-e5']);
    expect(students).toHaveLength(10);
    const byId = new Map(students.map((s) => [s.id, s]));
    expect(byId.get('user-student00')).toEqual({ id: 'user-student00', name: '小明', progress: 'finished', accuracy: 100, answered: 25, timeSpentSec: 550 });
    // 25 items, 4 wrong (the reading scored 55 is wrong too): 84 %.
    expect(byId.get('user-student02')).toMatchObject({ progress: 'finished', accuracy: 84, answered: 25, timeSpentSec: 500 });
    expect(byId.get('user-student04')).toMatchObject({ progress: 'started', accuracy: null, answered: 3, timeSpentSec: 60 });
    expect(byId.get('user-student06')).toEqual({ id: 'user-student06', name: '小芳', progress: 'not-started', accuracy: null, answered: 0, timeSpentSec: null });
    expect(byId.get('user-latecomer')).toMatchObject({ progress: 'not-started', answered: 0 });
  });

  it('counts each item, names the wrong answers given most often (a picture choice by its option), and the worst word and phoneme of a reading', async () => {
    const { items } = await resultsOf();
    expect(items).toHaveLength(25);
    expect(items.map((i) => i.type)).toEqual([...Array(5).fill(68), ...Array(5).fill(67), ...Array(5).fill(11), ...Array(5).fill(33), ...Array(5).fill(30)]);
    expect(items[0]).toMatchObject({ activityId: 'm1u1-e1-a1', label: 'What do you say to your teacher in the morning?', answered: 3, right: 1, wrongAnswers: [{ answer: 'Good night!', count: 2 }] });
    expect(items[1]).toMatchObject({ answered: 3, right: 3, wrongAnswers: [] });
    expect(items[3]).toMatchObject({ answered: 2, right: 2 });
    expect(items[5]).toMatchObject({ answered: 2, right: 1, wrongAnswers: [{ answer: 'B', count: 1 }] });
    // The spelling of c_t typed "" (the demo's wrong answer drops the first letter: "a" → "" → "x").
    expect(items[15]).toMatchObject({ label: 'c___t', answered: 2, right: 1, wrongAnswers: [{ answer: 'x', count: 1 }] });
    const reading = items[10]!;
    expect(reading).toMatchObject({ label: 'Good morning, Miss Li.', answered: 2, right: 1, wrongAnswers: [] });
    expect(reading.worstWords?.[0]).toEqual({ word: 'miss', score: 53, count: 2 });
    expect(reading.worstPhonemes?.[0]).toEqual({ phoneme: 'ɪ', score: 10, count: 1 });
    expect(reading.recordings).toEqual([{ studentId: 'user-student02', url: 'https://files.example/voice/student02-a1.mp3', score: 55 }]);
    // A completion's words: its fill word scored.
    expect(items[20]!.worstWords).toEqual([{ word: 'name', score: 84, count: 2 }]);
    expect(items[0]!.worstWords).toBeUndefined();
  });

  it('answers 304 to a poll with its ETag while nothing changed, and the new counts once a student submits', async () => {
    const first = await results();
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await results(teacher, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await answer('student06', answersOf([0], [0]));
    const changed = await results(teacher, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as HomeworkResults;
    expect(body.items[0]).toMatchObject({ answered: 4, wrongAnswers: [{ answer: 'Good night!', count: 3 }] });
  });

  it("shows one student's answers with the activities as served; 404 for a student of no such class", async () => {
    const answers = await expectJson<StudentAnswers>(await server.call(teacher, TeacherHomeworkPaths.studentAnswers(HOMEWORK, 'user-student02')));
    expect(answers.student).toEqual({ id: 'user-student02', name: '小刚' });
    expect(answers.answers).toHaveLength(25);
    expect((answers.activities as { id: string }[]).map((a) => a.id)).toContain('m1u1-e1-a1');
    expect((await server.call(teacher, TeacherHomeworkPaths.studentAnswers(HOMEWORK, 'user-student01'))).status).toBe(404);
    expect((await server.call(teacher, TeacherHomeworkPaths.studentAnswers(HOMEWORK, 'user-latecomer'))).status).toBe(200);
  });

  it('refuses a student (403), a teacher of another class (403), and answers 404 for an unknown homework', async () => {
    expect((await results(student)).status).toBe(403);
    expect((await results(colleague)).status).toBe(403);
    expect((await server.call(colleague, TeacherHomeworkPaths.export(HOMEWORK) + '?format=csv')).status).toBe(403);
    expect((await server.call(colleague, TeacherHomeworkPaths.studentAnswers(HOMEWORK, 'user-student00'))).status).toBe(403);
    expect((await server.call(colleague, TeacherHomeworkPaths.classGlance('class-3-1'))).status).toBe(403);
    expect((await server.call(teacher, TeacherHomeworkPaths.results('gh-none'))).status).toBe(404);
    expect((await server.call(teacher, TeacherHomeworkPaths.classGlance('class-none'))).status).toBe(404);
    expect((await server.call(teacher, TeacherHomeworkPaths.export(HOMEWORK) + '?format=pdf')).status).toBe(400);
  });
});

describe('the export (issue 37)', () => {
  it('is an .xlsx named after the class and homework, one row per student × item, with the same numbers', async () => {
    const response = await server.call(teacher, `${TeacherHomeworkPaths.export(HOMEWORK)}?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = response.headers.get('Content-Disposition')!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('三年级(1)班-M1U1 课后同步练习（一）.xlsx').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"/);
    const sheet = await readSheet(await response.arrayBuffer());
    expect(sheet[0]).toEqual(['班级', '学生', '题目', '答案', '是否正确', '得分']);
    expect(sheet).toHaveLength(1 + 10 * 25);
    const rowsOf = (name: string) => sheet.filter((row) => row[1] === name);
    expect(rowsOf('小刚')[0]).toEqual(['三年级(1)班', '小刚', '1. What do you say to your teacher in the morning?', 'Good night!', '错', null]);
    expect(rowsOf('小刚')[10]).toEqual(['三年级(1)班', '小刚', '11. Good morning, Miss Li.', '（录音）', '错', 55]);
    expect(rowsOf('小明').filter((row) => row[4] === '对')).toHaveLength(25);
    expect(rowsOf('小华').filter((row) => row[4] !== null)).toHaveLength(3);
    expect(sheet.filter((row) => row[0] === '三年级(1)班' && row[2] === '1. What do you say to your teacher in the morning?' && row[4] === '错')).toHaveLength(3);
  });

  it('is a CSV with a BOM whose formula-like cells are defused', async () => {
    const response = await server.call(teacher, `${TeacherHomeworkPaths.export(HOMEWORK)}?format=csv`);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=UTF-8');
    expect(response.headers.get('Content-Disposition')).toContain('.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF"班级","学生","题目","答案","是否正确","得分"\r\n')).toBe(true);
    expect(text).toContain('"三年级(1)班","\'=HYPERLINK(""http://x"")","1. What do you say to your teacher in the morning?","","",""');
    expect(text).not.toMatch(/(^|,)"=/m);
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 10 * 25);
  });
});

describe('a withdrawn homework, and the class at a glance (issue 37)', () => {
  it("lists the class's last homeworks with completion and accuracy, and who finished neither of the last two", async () => {
    const glance = await expectJson<ClassGlance>(await server.call(teacher, TeacherHomeworkPaths.classGlance('class-3-1')));
    expect(glance).toMatchObject({ classId: 'class-3-1', className: '三年级(1)班' });
    expect(glance.homeworks.map((h) => h.title)).toEqual(['M1U1 单元复习', 'M1U1 朗读与拼写', 'M1U1 课后同步练习（二）', 'M1U1 课后同步练习（一）']);
    // Two of ten finished the newest, right 100 % and 84 %.
    expect(glance.homeworks.at(-1)).toEqual({ id: HOMEWORK, title: 'M1U1 课后同步练习（一）', dueAtSec: null, completion: 20, accuracy: 92 });
    expect(glance.homeworks.at(-2)).toMatchObject({ completion: 0, accuracy: null });
    expect(glance.missedLastTwo.map((s) => s.id)).not.toContain('user-student00');
    expect(glance.missedLastTwo).toHaveLength(8);
    expect(glance.missedLastTwo.map((s) => s.id)).toContain('user-latecomer');
  });

  it('still opens a withdrawn homework, marked; the glance leaves it out', async () => {
    await server.db.query('UPDATE group_homeworks SET withdrawn_at_sec = 1 WHERE id = $1', [HOMEWORK]);
    const { homework, students } = await resultsOf();
    expect(homework.withdrawn).toBe(true);
    expect(students.find((s) => s.id === 'user-student00')?.progress).toBe('finished');
    const glance = await expectJson<ClassGlance>(await server.call(teacher, TeacherHomeworkPaths.classGlance('class-3-1')));
    expect(glance.homeworks.map((h) => h.id)).not.toContain(HOMEWORK);
  });

  it('shows a student who joins the class at the next poll (the kept results are of an older version)', async () => {
    const etag = (await results()).headers.get('ETag')!;
    await addPerson(server, { uid: 'newcomer', name: '小新生', classId: 'class-3-1', userType: UserType.STUDENT });
    const polled = await results(teacher, { 'If-None-Match': etag });
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as HomeworkResults).students.find((s) => s.id === 'user-newcomer')).toMatchObject({ name: '小新生', progress: 'not-started' });
  });
});
