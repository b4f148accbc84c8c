/**
 * `npm run content -- check DIR|ZIP [--json]`: a content pack checked as the server will check it on
 * import (issue 35; docs/CONTENT-FORMAT.md, "Content packs"): every problem with its file, JSON path and
 * a plain message. Exit codes: 0 no problem, 1 problems (or a pack that cannot be read), 2 wrong usage.
 * `npm run content -- schema DIR`: writes the JSON Schemas of a pack's files (pack-schema.ts) to DIR.
 * `npm run content -- import DIR|ZIP`: checks and imports a pack (pack-import.ts), all or nothing.
 * `npm run content -- export PACK-ID DIR [--version V]`: writes a version's files as imported into DIR.
 * `npm run content -- list`: the packs imported, their versions, what the current one holds.
 * import, export and list open the server's database: stop a PGlite server first (one process owns it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { filesDirOf, loadConfig } from './config';
import type { Database } from './db/database';
import { openDataStore } from './server';
import { checkPack, type CheckedPack, type PackProblem } from './content/pack-check';
import { PackReadError, readPackAt, type PackFile } from './content/pack-files';
import { PackImportRefused, exportPack, importPack, listPacks } from './content/pack-import';
import { unknownWords } from './content/pack-words';
import { packJsonSchemas } from './content/pack-schema';

const USAGE = [
  'usage: npm run content -- check DIR|ZIP [--json]',
  '       npm run content -- import DIR|ZIP',
  '       npm run content -- export PACK-ID DIR [--version V]',
  '       npm run content -- list',
  '       npm run content -- schema DIR',
].join('\n');

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, version: { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, source, target] = positionals;
const wellFormed = command === 'list' || (['check', 'schema', 'import'].includes(command ?? '') && source) || (command === 'export' && source && target);
if (!wellFormed) {
  console.error(USAGE);
  process.exit(2);
}

/** The pack's files from its folder or zip; undefined (and said) when it cannot be read. */
async function readPack(path: string): Promise<PackFile[] | undefined> {
  try {
    return await readPackAt(path);
  } catch (error) {
    if (!(error instanceof PackReadError)) throw error;
    console.error(values.json ? JSON.stringify({ problems: [{ file: path, path: '$', message: error.message }] }) : error.message);
    return undefined;
  }
}

/** Runs `work` on the server's database, closed after. */
async function withDatabase<T>(work: (db: Database, filesDir: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDataStore(config);
  try {
    return await work(db, filesDirOf(config));
  } finally {
    await db.close();
  }
}

async function importFrom(path: string): Promise<number> {
  const files = await readPack(path);
  if (!files) return 1;
  const checked = checkPack(files);
  if ('problems' in checked) return reportProblems(checked.problems);
  try {
    const report = await withDatabase((db, filesDir) => importPack(db, checked.pack, files, { filesDir }));
    const { added, changed, unchanged } = report.episodes;
    console.log(report.status === 'unchanged' ? `${report.packId} ${report.version} is imported already: nothing changed` : `${report.packId} ${report.version} imported: episodes ${added.length} new, ${changed.length} changed, ${unchanged.length} unchanged; ${report.tasks} tasks; ${report.media} media files`);
    return 0;
  } catch (error) {
    if (!(error instanceof PackImportRefused)) throw error;
    console.error(`not imported: ${error.message}`);
    return 1;
  }
}

async function exportTo(packId: string, dir: string): Promise<number> {
  try {
    const files = await withDatabase((db, filesDir) => exportPack(db, packId, { filesDir, ...(values.version ? { version: values.version } : {}) }));
    for (const file of files) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), file.bytes);
    }
    console.log(`${files.length} files of ${packId} written to ${dir}`);
    return 0;
  } catch (error) {
    if (!(error instanceof PackImportRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

async function list(): Promise<number> {
  const packs = await withDatabase((db) => listPacks(db));
  if (values.json) console.log(JSON.stringify(packs, null, 2));
  else if (packs.length === 0) console.log('no pack imported');
  else for (const pack of packs) console.log(`${pack.id}  ${pack.title}  ${pack.versions.map((v) => (v.current ? `${v.version} (current)` : v.version)).join(', ')}  ${pack.episodes} episodes, ${pack.tasks} tasks`);
  return 0;
}

function reportProblems(problems: readonly PackProblem[]): number {
  if (values.json) console.log(JSON.stringify({ problems }, null, 2));
  else {
    for (const problem of problems) console.error(`${problem.file}  ${problem.path}  ${problem.message}`);
    console.error(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s): nothing would be imported`);
  }
  return 1;
}

async function writeSchemas(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  for (const [name, schema] of Object.entries(packJsonSchemas())) await writeFile(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`${Object.keys(packJsonSchemas()).join(', ')} written to ${dir}`);
  return 0;
}

async function check(path: string): Promise<number> {
  const files = await readPack(path);
  if (!files) return 1;
  const checked = checkPack(files);
  if ('problems' in checked) return reportProblems(checked.problems);
  // Not problems: words a student tapping them would find nothing for (a name, a rare word), to reword or expect.
  const unknown = unknownWords(checked.pack);
  if (values.json) console.log(JSON.stringify({ problems: [], pack: summaryOf(checked.pack), unknownWords: unknown }, null, 2));
  else {
    console.log(describe(checked.pack));
    if (unknown.length) console.log(`\n${unknown.length} word(s) the dictionary does not know (tapped, they show nothing; give their meanings in glossary.json):\n${unknown.map((u) => `  ${u.word}  ${u.file}  ${u.path}`).join('\n')}`);
  }
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
const commands: Record<string, () => Promise<number>> = {
  check: () => check(source!),
  schema: () => writeSchemas(source!),
  import: () => importFrom(source!),
  export: () => exportTo(source!, target!),
  list,
};
process.exitCode = await commands[command!]!();
