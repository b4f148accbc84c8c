/**
 * `npm run bench:content [-- --activities N]`: how long `npm run content -- check` takes on a pack of N
 * activities (500; issue 35: under 5 s), in the same process as the CLI does it: the folder read, every
 * JSON file parsed, every activity parsed by its plugin, every task checked by its kind, every media file
 * typed, every word a student may tap looked up. The pack is the demo unit's episodes copied under new ids until it holds N activities, each copy
 * with its own media files, written to a temporary folder first (not timed); the same as a .zip too.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkPack } from '../server/content/pack-check';
import { readPackFolder, readPackZip, type PackFile } from '../server/content/pack-files';
import { unknownWords } from '../server/content/pack-words';
import { demoPackFiles } from '../server/testing/pack-fixtures';
import { zipOf } from '../server/testing/roster-fixtures';

const flag = process.argv.indexOf('--activities');
const wanted = flag >= 0 ? Number(process.argv[flag + 1]) : 500;

/** The demo pack with its episodes copied (ids, media paths and all) until it holds `count` activities. */
function packOf(count: number): PackFile[] {
  const demo = demoPackFiles();
  const episodes = demo.filter((file) => file.path.startsWith('episodes/'));
  const perRound = episodes.reduce((sum, file) => sum + (JSON.parse(Buffer.from(file.bytes).toString()) as { activities: unknown[] }).activities.length, 0);
  const files = [...demo];
  for (let round = 1; perRound * round < count; round++) {
    const copy = (text: string) => text.replaceAll('m1u1-', `r${round}-m1u1-`);
    for (const file of demo) {
      if (file.path.startsWith('episodes/') || file.path.startsWith('media/m1u1-')) files.push({ path: copy(file.path), bytes: file.path.endsWith('.json') ? Buffer.from(copy(Buffer.from(file.bytes).toString())) : file.bytes });
    }
  }
  return files;
}

const files = packOf(wanted);
const dir = await mkdtemp(join(tmpdir(), 'bench-content-'));
for (const file of files) {
  await mkdir(dirname(join(dir, file.path)), { recursive: true });
  await writeFile(join(dir, file.path), file.bytes);
}
const zipPath = join(dir, '..', `${dir.split('/').at(-1)}.zip`);
await writeFile(zipPath, zipOf(files.map((file) => ({ name: file.path, content: file.bytes }))));

const time = async (label: string, read: () => Promise<PackFile[]>) => {
  const started = performance.now();
  const checked = checkPack(await read());
  if ('problems' in checked) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
  // As the CLI does: the words a student may tap, looked up (the dictionary loads on the first run).
  const unknown = unknownWords(checked.pack).length;
  const ms = performance.now() - started;
  const activities = checked.pack.episodes.reduce((sum, episode) => sum + episode.activities.length, 0);
  console.log(`${label.padEnd(8)} ${(ms / 1000).toFixed(2).padStart(6)} s   ${activities} activities in ${checked.pack.episodes.length} episodes, ${checked.pack.tasks.length} tasks, ${checked.pack.media.length} media files, ${unknown} unknown words`);
};

console.log(`npm run content -- check, Node ${process.version}`);
await time('folder', () => readPackFolder(dir));
await time('zip', async () => readPackZip(await readFile(zipPath)));
await rm(dir, { recursive: true });
await rm(zipPath);
