/**
 * A content pack checked (issue 35): the demo unit as a pack passes with every activity type and task
 * kind; each kind of mistake a content engineer makes is reported with its file, JSON path and message,
 * all of them at once; hostile packs (zip slip, symlinks, zip bombs, 10,000 files, deep JSON) are refused.
 */
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPack, type PackProblem } from './pack-check';
import { PackReadError, readPackFolder, readPackZip, type PackFile } from './pack-files';
import { demoPackFiles, jsonOf, mediaBytes, withFile } from '../testing/pack-fixtures';
import { zipOf } from '../testing/roster-fixtures';

const problemsOf = (files: readonly PackFile[]): PackProblem[] => {
  const checked = checkPack(files);
  return 'problems' in checked ? checked.problems : [];
};
const E1 = 'episodes/m1u1-e1.json';

describe('a content pack (issue 35)', () => {
  it('the demo unit as a pack: every activity type the player plays, every task kind, its media', () => {
    const checked = checkPack(demoPackFiles());
    if ('problems' in checked) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
    const { pack } = checked;
    expect(pack.manifest).toMatchObject({ id: 'demo-m1u1', version: '1.0.0' });
    expect(new Set(pack.episodes.flatMap((e) => e.activities.map((a) => a.type)))).toEqual(new Set([11, 30, 33, 67, 68]));
    expect(pack.tasks.map((t) => t.taskType).toSorted()).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 5, 6]);
    expect(pack.tasks.flatMap((t) => Object.keys(t.interactiveTask ?? {})).toSorted()).toEqual(['collaborativeLearning', 'dragDrop', 'readingTask', 'resourcePack', 'selfSelected', 'voteTask', 'voteTask']);
    expect(new Set(pack.media.map((m) => m.kind))).toEqual(new Set(['audio', 'picture', 'video']));
  });

  const e1 = () => jsonOf<{ activities: Record<string, unknown>[] } & Record<string, unknown>>(demoPackFiles(), E1);
  it.each<[string, (files: PackFile[]) => PackFile[], Partial<PackProblem>]>([
    ['no pack.json', (f) => withFile(f, 'pack.json', undefined), { file: 'pack.json', message: expect.stringMatching(/is missing/) }],
    ['a bad version', (f) => withFile(f, 'pack.json', { ...jsonOf(f, 'pack.json'), version: 'one' }), { file: 'pack.json', path: '$.version' }],
    ['an activity its plugin refuses', (f) => withFile(f, E1, { ...e1(), activities: [{ ...e1().activities[0], content: { assets: {}, comprehension: { multiChoiceText: { text: 'Pick one' } } } }, ...e1().activities.slice(1)] }), { file: E1, path: expect.stringMatching(/^\$\.activities\[0\]\.content\.comprehension\.multiChoiceText/) }],
    ['an activity type with no plugin', (f) => withFile(f, E1, { ...e1(), activities: [{ ...e1().activities[0], type: 99 }] }), { file: E1, path: '$.activities[0].type', message: expect.stringMatching(/type 99 has no plugin/) }],
    ['writing evaluation (1500), which the player does not play', (f) => withFile(f, E1, { ...e1(), activities: [{ ...e1().activities[0], type: 1500 }] }), { path: '$.activities[0].type', message: expect.stringMatching(/type 1500 has no plugin that plays it/) }],
    ['an episode referring to a missing media file', (f) => withFile(f, 'media/m1u1-e1-a1.mp3', undefined), { file: E1, path: '$.activities[0].content.assets.audios[0].url', message: 'refers to media/m1u1-e1-a1.mp3, which is not in the pack' }],
    ['media named from outside the pack', (f) => withFile(f, E1, JSON.parse(JSON.stringify(e1()).replace('"media/m1u1-e1-a1.mp3"', '"https://evil.example/a.mp3"'))), { file: E1, message: expect.stringMatching(/is not a file of the pack/) }],
    ['a picture named .mp3', (f) => withFile(f, 'media/m1u1-e1-a1.mp3', mediaBytes('x.png')), { file: 'media/m1u1-e1-a1.mp3', message: expect.stringMatching(/is named \.mp3 but its content is not audio\/mpeg/) }],
    ['a sound where a picture belongs', (f) => withFile(withFile(f, E1, JSON.parse(JSON.stringify(e1()).replace('"media/emoji-1f431.svg"', '"media/m1u1-e1-a1.mp3"'))), 'media/emoji-1f431.svg', undefined), { file: E1, message: 'media/m1u1-e1-a1.mp3 is a sound, not a picture' }],
    ['an oversize sound', (f) => withFile(f, 'media/m1u1-e1-a1.mp3', Uint8Array.from([...mediaBytes('a.mp3'), ...new Uint8Array(11 * 1024 * 1024)])), { message: expect.stringMatching(/a audio may be at most 10 MB|may be at most 10 MB/) }],
    ['an SVG with script', (f) => withFile(f, 'media/emoji-1f431.svg', Buffer.from('<svg onload="alert(1)"></svg>')), { file: 'media/emoji-1f431.svg', message: expect.stringMatching(/without script/) }],
    ['media no episode or task uses', (f) => withFile(f, 'media/extra.png', mediaBytes('extra.png')), { file: 'media/extra.png', message: expect.stringMatching(/is not used/) }],
    ['a file outside the format', (f) => withFile(f, 'notes.txt', Buffer.from('hi')), { file: 'notes.txt', message: expect.stringMatching(/is not part of a pack/) }],
    ['an episode named otherwise than its file', (f) => withFile(withFile(f, E1, undefined), 'episodes/other.json', e1()), { file: 'episodes/other.json', path: '$.id' }],
    ['an episode of a unit pack.json does not list', (f) => withFile(f, E1, { ...e1(), unit: 'm9' }), { file: E1, path: '$.unit' }],
    ['two activities with one id', (f) => withFile(f, E1, { ...e1(), activities: [e1().activities[0], e1().activities[0]] }), { file: E1, path: '$.activities[1].id' }],
    ['a follow-up of a missing episode', (f) => withFile(f, 'episodes/m1u1-f1.json', { ...jsonOf(f, 'episodes/m1u1-f1.json'), parent: 'm1u1-e9' }), { file: 'episodes/m1u1-f1.json', path: '$.parent' }],
    ['JSON nested 1,000 deep', (f) => withFile(f, E1, Buffer.from(`${'['.repeat(1000)}${']'.repeat(1000)}`)), { file: E1, message: 'nests deeper than 64 levels' }],
    ['a file that is not JSON', (f) => withFile(f, E1, Buffer.from('{ "id": ')), { file: E1, message: expect.stringMatching(/is not valid JSON/) }],
    ['a task of an unknown kind', (f) => withFile(f, 'tasks/lib-vote-pet.json', { title: '?', taskType: 2, interactiveTask: { danceTask: {} } }), { file: 'tasks/lib-vote-pet.json', message: 'not a task of any kind this server knows' }],
    ['a task its kind refuses', (f) => withFile(f, 'tasks/lib-vote-pet.json', { title: '?', taskType: 2, interactiveTask: { voteTask: { title: 'x', selectType: 1, options: [] } } }), { file: 'tasks/lib-vote-pet.json', path: expect.stringMatching(/^\$\.interactiveTask\.voteTask/) }],
    ['a drag-drop without its answer key', (f) => withFile(f, 'tasks/lib-drag-words.json', JSON.parse(JSON.stringify(jsonOf(f, 'tasks/lib-drag-words.json')).replaceAll(/"accepts":\[[^\]]*\],?/g, '').replaceAll(',}', '}'))), { file: 'tasks/lib-drag-words.json', path: expect.stringMatching(/zones\[0\]\.accepts$/) }],
    ['a glossary word written with capitals', (f) => withFile(f, 'glossary.json', { Zip: { senses: [{ pos: 'noun', cn: '齐普', en: 'a squirrel' }] } }), { file: 'glossary.json', path: expect.stringMatching(/^\$/), message: expect.stringMatching(/a word in lower case/) }],
    ['a glossary sense without its part of speech', (f) => withFile(f, 'glossary.json', { zip: { senses: [{ cn: '齐普', en: 'a squirrel' }] } }), { file: 'glossary.json', path: '$.zip.senses[0].pos' }],
    ['an exercise on an episode the pack lacks', (f) => withFile(f, 'tasks/lib-exercise-m1u1-e1.json', { title: 'x', taskType: 1, episodeIds: ['m1u1-e9'] }), { file: 'tasks/lib-exercise-m1u1-e1.json', path: '$.episodeIds[0]' }],
  ])('reports %s', (_what, spoil, expected) => {
    expect(problemsOf(spoil(demoPackFiles()))).toContainEqual(expect.objectContaining(expected));
  });

  it('reports every problem at once, not the first only', () => {
    const spoilt = withFile(withFile(demoPackFiles(), 'media/m1u1-e1-a1.mp3', undefined), 'tasks/lib-vote-pet.json', { title: '?', taskType: 2, interactiveTask: { danceTask: {} } });
    expect(new Set(problemsOf(spoilt).map((p) => p.file))).toEqual(new Set([E1, 'tasks/lib-vote-pet.json']));
  });
});

const zipOfFiles = (files: readonly PackFile[], prefix = '') => zipOf(files.map((file) => ({ name: prefix + file.path, content: file.bytes })));

describe('reading a pack (issue 35)', () => {

  it('reads a folder, a zip of its files, and a zip of the folder alike', async () => {
    const files = demoPackFiles();
    const dir = await mkdtemp(join(tmpdir(), 'pack-'));
    for (const file of files) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), file.bytes);
    }
    const paths = files.map((f) => f.path).toSorted();
    expect((await readPackFolder(dir)).map((f) => f.path)).toEqual(paths);
    expect(readPackZip(zipOfFiles(files)).map((f) => f.path)).toEqual(paths);
    expect(readPackZip(zipOfFiles(files, 'demo-m1u1/')).map((f) => f.path)).toEqual(paths);
    expect('pack' in checkPack(readPackZip(zipOfFiles(files, 'demo-m1u1/')))).toBe(true);
  });

  it.each([
    ['a zip slip (../)', () => zipOf([{ name: 'pack.json', content: '{}' }, { name: '../../etc/evil.json', content: '{}' }]), /leaves its folder/],
    ['an absolute path', () => zipOf([{ name: '/etc/evil.json', content: '{}' }]), /is absolute/],
    ['a backslash path', () => zipOf([{ name: 'media\\..\\evil.json', content: '{}' }]), /backslash/],
    ['a symbolic link', () => zipWithSymlink(), /symbolic link/],
    ['a zip bomb', () => zipOf([{ name: 'pack.json', content: '{}' }, { name: 'media/a.mp3', content: 'ID3', declaredSize: 2_000_000_000 }]), /too large for a content pack|压缩比异常/],
    ['10,000 files', () => zipOf(Array.from({ length: 10_000 }, (_, i) => ({ name: `media/${i}.mp3`, content: 'ID3', stored: true }))), /文件过多/],
    ['not a zip', () => Buffer.from('just text'), /not a readable zip/],
  ])('refuses %s', (_what, make, message) => {
    expect(() => readPackZip(make())).toThrow(PackReadError);
    expect(() => readPackZip(make())).toThrow(message);
  });

  it('refuses a folder holding a symbolic link, without following it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pack-'));
    await writeFile(join(dir, 'pack.json'), '{}');
    await symlink('/etc/passwd', join(dir, 'secret.json'));
    await expect(readPackFolder(dir)).rejects.toThrow(/secret\.json: is a symbolic link/);
  });
});

/** A zip whose one entry is a Unix symbolic link (file mode 0120777 in its external attributes). */
function zipWithSymlink(): Buffer {
  const zip = zipOf([{ name: 'link.json', content: '/etc/passwd', stored: true }]);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt16LE((3 << 8) | 20, central + 4);
  zip.writeUInt32LE((0o120777 << 16) >>> 0, central + 38);
  return zip;
}
