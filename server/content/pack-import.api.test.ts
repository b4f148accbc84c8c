/**
 * A content pack imported into the server (issue 35): the demo unit as a pack (renamed, beside the seeded
 * unit) imports with its media, its tasks reach the teacher's library, an exercise of it is served to a
 * student and graded as the seeded content is; the same version again changes nothing; a new version
 * updates in place while a task started on the old one keeps it; export gives back the same bytes;
 * refusals (an id the server's own content holds, other files under the same version, an older version)
 * import nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomTaskResponseSchema, submitQuizResponseSchema } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { filesDirOf } from '../config';
import { demoAnswer } from '../seed/demo-answers';
import { demoPackFiles, jsonOf, renamedPack as renamed, withFile } from '../testing/pack-fixtures';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { checkPack } from './pack-check';
import type { PackFile } from './pack-files';
import { PackImportRefused, exportPack, importPack, listPacks, type PackImportReport, type PackListing } from './pack-import';
import { AdminPaths, type AuditEntry, type PackRefusal } from '../school/admin-contract';
import { zipOf } from '../testing/roster-fixtures';

let server: TestServer;
let teacher: string;
let student: string; // student01, class 3-2
let classmate: string; // student00, class 3-1
beforeAll(async () => {
  server = await startTestServer();
  const tokens = await Promise.all(['teacher', 'student01', 'student00'].map((uid) => server.signIn(uid)));
  [teacher, student, classmate] = [tokens[0]!, tokens[1]!, tokens[2]!];
});
afterAll(() => server?.close());

const importFiles = async (files: PackFile[]) => {
  const checked = checkPack(files);
  if ('problems' in checked) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
  return importPack(server.db, checked.pack, files, { filesDir: filesDirOf(server.config) });
};
const PACK = renamed(demoPackFiles());
/** Three right answers, then wrong ones. */
const answer = (activities: ServedActivity[], episodeId: string) => activities.map((a, i) => demoAnswer(a, episodeId, i < 3, i + 1));
/** Each file's path and bytes, in path order. */
const bytes = (files: readonly PackFile[]) => files.map((f) => [f.path, Buffer.from(f.bytes).toString('base64')]).toSorted(([a], [b]) => (a! < b! ? -1 : 1));
const TEACHER = '/api/v1/chronus/teacher';

describe('importing a content pack (issue 35)', () => {
  it('imports every episode, activity, task and media file; the teacher finds its tasks in the library', async () => {
    const report = await importFiles(PACK);
    expect(report).toMatchObject({ packId: 'demo-p1u1', version: '1.0.0', status: 'imported', tasks: 12, media: 38 });
    expect(report.episodes.added.toSorted()).toEqual(['p1u1-e1', 'p1u1-e2', 'p1u1-e3', 'p1u1-e4', 'p1u1-e5', 'p1u1-f1']);
    const [row] = await server.db.query<{ content: ServedActivity }>("SELECT content FROM activities WHERE id = 'p1u1-e1-a1'");
    const audio = row!.content.content.assets.audios![0]!.url;
    expect(audio).toMatch(/^\/files\/media\/packs\/[0-9a-f]{64}\.mp3$/);
    expect(existsSync(join(filesDirOf(server.config), audio.replace(/^\/files\//, '')))).toBe(true);
    const { tasks } = await expectJson<{ tasks: { id: string; kind: string; pack?: { id: string; title: string } }[] }>(await server.call(teacher, `${TEACHER}/task-library?classId=class-3-2`));
    expect(tasks.find((t) => t.id === 'p1u1-lib-vote-pet')!.pack).toEqual({ id: 'demo-p1u1', title: '牛津英语 3A M1U1' });
    // The demo school's own library is the demo pack's.
    expect(tasks.find((t) => t.id === 'lib-vote-pet')!.pack).toEqual({ id: 'demo-m1u1', title: '牛津英语 3A M1U1' });
    expect(tasks.filter((t) => ['p1u1-lib-vote-pet', 'p1u1-lib-reading-school', 'p1u1-lib-drag-words', 'p1u1-lib-optional', 'p1u1-lib-collaborative', 'p1u1-lib-exercise-p1u1-e2'].includes(t.id)).map((t) => t.kind).toSorted()).toEqual(['collaborative', 'drag-drop', 'exercise', 'optional', 'reading', 'vote']);
    expect(await listPacks(server.db)).toEqual([
      { id: 'demo-m1u1', title: '牛津英语 3A M1U1', versions: [{ version: '1.0.0', current: true, importedAtSec: expect.any(Number) }], episodes: 6, tasks: 12 },
      { id: 'demo-p1u1', title: '牛津英语 3A M1U1', versions: [{ version: '1.0.0', current: true, importedAtSec: expect.any(Number) }], episodes: 6, tasks: 12 },
    ]);
  });

  it("serves a pack's exercise to a student and grades it as the seeded unit's", async () => {
    const started = await expectJson<{ groupTaskId: string }>(await server.call(teacher, `${TEACHER}/classes/class-3-2/tasks`, { body: { libraryId: 'p1u1-lib-exercise-p1u1-e2' } }));
    const task = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, `/api/v1/chronus/student/quiz?groupTaskId=${started.groupTaskId}`)));
    const served = task.episodeActivities[0]!.activities as ServedActivity[];
    expect(served.map((a) => a.id)).toEqual(jsonOf<{ activities: { id: string }[] }>(PACK, 'episodes/p1u1-e2.json').activities.map((a) => a.id));
    const packResult = submitQuizResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/quiz', { body: { episodeAnswer: { episodeId: 'p1u1-e2', answers: answer(served, 'p1u1-e2') }, groupId: 'class-3-2', groupTaskId: started.groupTaskId, taskType: 1 } })));
    const seeded = classroomTaskResponseSchema.parse(await expectJson(await server.call(classmate, '/api/v1/chronus/student/quiz?groupTaskId=gt-class-3-1-pictures'))).episodeActivities[0]!.activities as ServedActivity[];
    const seededResult = submitQuizResponseSchema.parse(await expectJson(await server.call(classmate, '/api/v1/chronus/student/quiz', { body: { episodeAnswer: { episodeId: 'm1u1-e2', answers: answer(seeded, 'm1u1-e2') }, groupId: 'class-3-1', groupTaskId: 'gt-class-3-1-pictures', taskType: 1 } })));
    expect(packResult).toMatchObject({ answeredCount: 5, accuracy: seededResult.accuracy });
    expect(packResult.accuracy).toBe(60);
  });

  it('changes nothing when the same version comes again, and refuses other files under the same version', async () => {
    const before = await server.db.query('SELECT count(*) AS n FROM activities');
    expect(await importFiles(PACK)).toMatchObject({ status: 'unchanged' });
    expect(await server.db.query('SELECT count(*) AS n FROM activities')).toEqual(before);
    const changed = withFile(PACK, 'tasks/p1u1-lib-vote-pet.json', { ...jsonOf(PACK, 'tasks/p1u1-lib-vote-pet.json'), title: '投票：换了题目' });
    await expect(importFiles(changed)).rejects.toThrow(/1\.0\.0 was imported with other files/);
  });

  it('a new version updates in place: a changed episode gets new rows, a task started on the old ones keeps them', async () => {
    const e2 = jsonOf<{ activities: { content: { comprehension: { multiChoicePicture: { text?: string } } } }[] }>(PACK, 'episodes/p1u1-e2.json');
    e2.activities[0]!.content.comprehension.multiChoicePicture.text = 'Listen and choose the animal.';
    const v2 = withFile(withFile(PACK, 'episodes/p1u1-e2.json', e2), 'pack.json', { ...jsonOf(PACK, 'pack.json'), version: '1.1.0' });
    const report = await importFiles(v2);
    expect(report.episodes).toEqual({ added: [], changed: ['p1u1-e2'], unchanged: expect.arrayContaining(['p1u1-e1', 'p1u1-e3', 'p1u1-e4', 'p1u1-e5', 'p1u1-f1']) });
    // The task running on the old episode still serves what it was started with.
    const running = classroomTaskResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/chronus/student/classroom/task')));
    expect((running.episodeActivities[0]!.activities[0] as ServedActivity).content.comprehension.multiChoicePicture?.text).not.toBe('Listen and choose the animal.');
    // The library's exercise takes the new one.
    const { tasks } = await expectJson<{ tasks: { id: string; episodeIds: string[] }[] }>(await server.call(teacher, `${TEACHER}/task-library?classId=class-3-2`));
    expect(tasks.find((t) => t.id === 'p1u1-lib-exercise-p1u1-e2')!.episodeIds).toEqual(['p1u1-e2~1.1.0']);
    expect((await listPacks(server.db)).find((p) => p.id === 'demo-p1u1')!.versions.map((v) => [v.version, v.current])).toEqual([['1.1.0', true], ['1.0.0', false]]);
    await expect(importFiles(PACK.filter((f) => f.path !== 'pack.json').concat(withFile(PACK, 'pack.json', { ...jsonOf(PACK, 'pack.json'), version: '0.9.0' }).filter((f) => f.path === 'pack.json')))).rejects.toThrow(/0\.9\.0 is older/);
  });

  it('exports a version byte for byte as it was imported', async () => {
    const exported = await exportPack(server.db, 'demo-p1u1', { filesDir: filesDirOf(server.config), version: '1.0.0' });
    expect(bytes(exported)).toEqual(bytes(PACK));
    expect((await importFiles(exported))).toMatchObject({ status: 'unchanged', version: '1.0.0' });
  });

  it('refuses a pack whose ids another pack holds (the demo pack), and the demo pack again with other files; importing nothing', async () => {
    const packsBefore = await server.db.query('SELECT id, version FROM content_packs');
    const sameIds = withFile(demoPackFiles(), 'pack.json', { ...jsonOf(demoPackFiles(), 'pack.json'), id: 'other-m1u1' });
    await expect(importFiles(sameIds)).rejects.toThrow(PackImportRefused);
    await expect(importFiles(sameIds)).rejects.toThrow(/unit-m1u1 is already used by pack demo-m1u1/);
    await expect(importFiles(demoPackFiles())).rejects.toThrow(/demo-m1u1 1\.0\.0 was imported with other files/);
    expect(await server.db.query('SELECT id, version FROM content_packs')).toEqual(packsBefore);
  });
});

const upload = (token: string, zip: Uint8Array) =>
  server.request(`${AdminPaths.packs}?fileName=pack.zip`, { method: 'POST', headers: { appId: server.config.appId, Authorization: `Bearer ${token}`, 'content-type': 'application/zip' }, body: new Blob([Buffer.from(zip)]) });
const zipOfFiles = (files: readonly PackFile[]) => zipOf(files.map((file) => ({ name: `pack/${file.path}`, content: file.bytes })));

describe("the admin page's pack upload (issue 35)", () => {
  it('imports a zip for an administrator, lists it, and says every problem of a bad one; nobody else may', async () => {
    const admin = await server.signIn('admin');
    const report = await expectJson<PackImportReport>(await upload(admin, zipOfFiles(renamed(demoPackFiles(), 'q1u1'))));
    expect(report).toMatchObject({ packId: 'demo-q1u1', status: 'imported', tasks: 12 });
    const { packs } = await expectJson<{ packs: PackListing[] }>(await server.call(admin, AdminPaths.packs));
    expect(packs.map((p) => p.id)).toContain('demo-q1u1');
    const { entries } = await expectJson<{ entries: AuditEntry[] }>(await server.call(admin, AdminPaths.audit));
    expect(entries[0]).toMatchObject({ action: 'pack.import', target: 'demo-q1u1', summary: '导入内容包 demo-q1u1 1.0.0' });

    const spoilt = withFile(renamed(demoPackFiles(), 'r1u1'), 'media/r1u1-e1-a1.mp3', undefined);
    const refusal = await expectJson<PackRefusal>(await upload(admin, zipOfFiles(spoilt)), 422);
    expect(refusal.problems).toContainEqual({ file: 'episodes/r1u1-e1.json', path: '$.activities[0].content.assets.audios[0].url', message: 'refers to media/r1u1-e1-a1.mp3, which is not in the pack' });
    expect((await expectJson<PackRefusal>(await upload(admin, zipOf([{ name: '../evil.json', content: '{}' }])), 422)).message).toMatch(/^内容包无法读取（pack\.zip）：.*leaves its folder/);
    expect((await expectJson<PackRefusal>(await upload(admin, zipOfFiles(demoPackFiles())), 422)).message).toMatch(/^内容包没有导入：.*was imported with other files/);
    expect((await upload(teacher, zipOfFiles(spoilt))).status).toBe(403);
    expect((await server.call(student, AdminPaths.packs)).status).toBe(403);
  });
});

