/** A plain-text table for people reading the harness output in a terminal. */
import type { CaseOutcome } from './run-cases';

const cell = (value: boolean | string | number | null) => (value === null ? '-' : String(value));

/** The file column is shown only when the cases come from more than one file. */
export function formatTable(outcomes: readonly (CaseOutcome & { file: string })[]): string {
  const showFile = new Set(outcomes.map((o) => o.file)).size > 1;
  const table = buildRows(outcomes);
  const keep = (_: string, column: number) => showFile || column !== 1;
  const header = table.header.filter(keep);
  const rows = table.rows.map((row) => row.filter(keep));
  const widths = header.map((title, column) => Math.max(width(title), ...rows.map((row) => width(row[column] ?? ''))));
  const line = (values: string[]) => values.map((v, column) => pad(v, widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function buildRows(outcomes: readonly (CaseOutcome & { file: string })[]) {
  const header = ['#', 'file', 'case', 'type', 'result', 'correct', 'fulfilled', 'grade', 'level', 'detail'];
  const rows = outcomes.map((o, i) => [
    String(i + 1),
    o.file,
    o.name,
    cell(o.type),
    o.passed ? 'PASS' : 'FAIL',
    cell(o.correct),
    cell(o.fulfilled),
    cell(o.grade),
    cell(o.level),
    o.error ?? o.mismatches.join('; '),
  ]);
  return { header, rows };
}

/** Display width: CJK characters take two columns in a terminal. */
function width(text: string): number {
  let columns = 0;
  for (const char of text) columns += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 2 : 1;
  return columns;
}

function pad(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - width(text)));
}
