/**
 * `npm run content -- check DIR|ZIP [--json]`: a content pack checked as the server will check it on
 * import (issue 35; docs/CONTENT-FORMAT.md, "Content packs"): every problem with its file, JSON path and
 * a plain message. Exit codes: 0 no problem, 1 problems (or a pack that cannot be read), 2 wrong usage.
 * `npm run content -- schema DIR`: writes the JSON Schemas of a pack's files (pack-schema.ts) to DIR.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { checkPack, type CheckedPack } from './content/pack-check';
import { PackReadError, readPackFolder, readPackZip } from './content/pack-files';
import { packJsonSchemas } from './content/pack-schema';

const USAGE = 'usage: npm run content -- check DIR|ZIP [--json]\n       npm run content -- schema DIR';

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, source] = positionals;
if (!['check', 'schema'].includes(command ?? '') || !source) {
  console.error(USAGE);
  process.exit(2);
}

async function writeSchemas(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  for (const [name, schema] of Object.entries(packJsonSchemas())) await writeFile(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`${Object.keys(packJsonSchemas()).join(', ')} written to ${dir}`);
  return 0;
}

async function check(path: string): Promise<number> {
  let files;
  try {
    files = (await stat(path)).isDirectory() ? await readPackFolder(path) : readPackZip(await readFile(path));
  } catch (error) {
    if (!(error instanceof PackReadError) && (error as NodeJS.ErrnoException).code === undefined) throw error;
    const message = error instanceof PackReadError ? error.message : `cannot read ${path}: ${(error as NodeJS.ErrnoException).code}`;
    console.error(values.json ? JSON.stringify({ problems: [{ file: path, path: '$', message }] }) : message);
    return 1;
  }
  const checked = checkPack(files);
  if ('problems' in checked) {
    if (values.json) console.log(JSON.stringify({ problems: checked.problems }, null, 2));
    else {
      for (const problem of checked.problems) console.error(`${problem.file}  ${problem.path}  ${problem.message}`);
      console.error(`\n${checked.problems.length} problem(s) in ${new Set(checked.problems.map((p) => p.file)).size} file(s): nothing would be imported`);
    }
    return 1;
  }
  console.log(values.json ? JSON.stringify({ problems: [], pack: summaryOf(checked.pack) }, null, 2) : describe(checked.pack));
  return 0;
}

const labelOf = (type: number) => activityAnswerDefinitions.find((d) => d.type === type)?.label ?? String(type);
const countBy = <T>(items: readonly T[], key: (item: T) => string) => items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});
const listOf = (counts: Record<string, number>) => Object.entries(counts).map(([what, n]) => `${n} ${what}`).join(', ');

function summaryOf(pack: CheckedPack) {
  const activities = pack.episodes.flatMap((episode) => episode.activities);
  return {
    ...pack.manifest,
    episodes: pack.episodes.length,
    activities: countBy(activities, (a) => `${a.type} ${labelOf(a.type)}`),
    tasks: countBy(pack.tasks, (t) => (t.taskType === 1 ? 'exercise' : Object.keys(t.interactiveTask ?? {})[0] ?? String(t.taskType))),
    media: countBy(pack.media, (m) => m.kind),
    mediaBytes: pack.media.reduce((sum, m) => sum + m.bytes.byteLength, 0),
  };
}

function describe(pack: CheckedPack): string {
  const summary = summaryOf(pack);
  return [
    `${summary.id} ${summary.version}: ${summary.title} (${summary.textbook}${summary.grade ? `, ${summary.grade}` : ''})`,
    `  ${summary.episodes} episodes, ${Object.values(summary.activities).reduce((a, b) => a + b, 0)} activities: ${listOf(summary.activities)}`,
    `  ${pack.tasks.length} tasks: ${listOf(summary.tasks)}`,
    `  ${pack.media.length} media files (${(summary.mediaBytes / 1024 / 1024).toFixed(1)} MB): ${listOf(summary.media)}`,
    'no problems',
  ].join('\n');
}

// Last: the helpers above are defined by now.
process.exitCode = command === 'check' ? await check(source) : await writeSchemas(source);
