/**
 * `npm run grade -- [--json] FILE...`: grades case files and reports. Exit status 0 when every case
 * passes, 1 when any fails, 2 when a file is unreadable or not a case file (nothing is graded then).
 */
import type { ActivityRegistry } from '@core/registry';
import { CaseFileError, loadCaseFile, type GradeCase } from './case-file';
import { runCases, toJsonOutcome } from './run-cases';
import { formatTable } from './table';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = 'usage: npm run grade -- [--json] FILE...';

export async function gradeCli(argv: readonly string[], registry: ActivityRegistry, io: CliOutput): Promise<0 | 1 | 2> {
  const json = argv.includes('--json');
  const unknownFlags = argv.filter((a) => a.startsWith('--') && a !== '--json');
  const files = argv.filter((a) => !a.startsWith('--'));
  if (unknownFlags.length > 0 || files.length === 0) {
    io.err(unknownFlags.length ? `unknown option ${unknownFlags.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }

  // Read and check every file before grading any, so a bad file is reported at once.
  const loaded: { file: string; cases: GradeCase[] }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      loaded.push({ file, cases: await loadCaseFile(file) });
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
