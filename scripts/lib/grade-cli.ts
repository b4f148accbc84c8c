/**
 * `npm run grade -- [--json] [--pack DIR|ZIP] FILE...`: grades case files and reports. Exit status 0 when
 * every case passes, 1 when any fails, 2 when a file is unreadable or not a case file, or the pack has
 * problems (nothing is graded then). With --pack a case may name its activity by id: the pack's activity,
 * as the pack checker reads it, so a content engineer checks answer keys before importing (issue 35).
 */
import type { ServedActivity } from '@core/domain';
import type { ActivityRegistry } from '@core/registry';
import { checkPack } from '../../server/content/pack-check';
import { PackReadError, readPackAt } from '../../server/content/pack-files';
import { CaseFileError, loadCaseFile, resolveCases, type GradeCase } from './case-file';
import { runCases, toJsonOutcome } from './run-cases';
import { formatTable } from './table';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = 'usage: npm run grade -- [--json] [--pack DIR|ZIP] FILE...';

export async function gradeCli(argv: readonly string[], registry: ActivityRegistry, io: CliOutput): Promise<0 | 1 | 2> {
  const json = argv.includes('--json');
  const packAt = argv.indexOf('--pack');
  const packSource = packAt >= 0 ? argv[packAt + 1] : undefined;
  const rest = argv.filter((_, i) => packAt < 0 || (i !== packAt && i !== packAt + 1));
  const unknownFlags = rest.filter((a) => a.startsWith('--') && a !== '--json');
  const files = rest.filter((a) => !a.startsWith('--'));
  if (unknownFlags.length > 0 || files.length === 0 || (packAt >= 0 && !packSource)) {
    io.err(unknownFlags.length ? `unknown option ${unknownFlags.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  const pack = packSource === undefined ? undefined : await packActivities(packSource, io);
  if (pack === 'refused') return 2;

  // Read and check every file before grading any, so a bad file is reported at once.
  const loaded: { file: string; cases: GradeCase[] }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      const resolved = resolveCases(await loadCaseFile(file), pack);
      loaded.push({ file, cases: resolved.cases });
      problems.push(...resolved.problems.map((problem) => `${file}: ${problem}`));
    } catch (error) {
      if (!(error instanceof CaseFileError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) {
    for (const problem of problems) io.err(`not a case file: ${problem}`);
    return 2;
  }

  const outcomes = loaded.flatMap(({ file, cases }) => runCases(registry, cases).map((o) => ({ ...o, file })));
  const failed = outcomes.filter((o) => !o.passed).length;
  if (json) {
    io.out(JSON.stringify(outcomes.map(toJsonOutcome), null, 2));
  } else {
    io.out(formatTable(outcomes));
    io.out('');
    io.out(`${outcomes.length - failed} passed, ${failed} failed`);
  }
  return failed > 0 ? 1 : 0;
}

/** The activities of a pack by id, once the pack checks clean; 'refused' (its problems said) otherwise. */
async function packActivities(source: string, io: CliOutput): Promise<Map<string, ServedActivity> | 'refused'> {
  try {
    const checked = checkPack(await readPackAt(source));
    if ('pack' in checked) return new Map(checked.pack.episodes.flatMap((episode) => episode.activities.map((activity) => [activity.id, activity] as const)));
    for (const problem of checked.problems) io.err(`${source}: ${problem.file}  ${problem.path}  ${problem.message}`);
  } catch (error) {
    if (!(error instanceof PackReadError)) throw error;
    io.err(`${source}: ${error.message}`);
  }
  return 'refused';
}
