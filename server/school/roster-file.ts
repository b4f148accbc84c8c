/**
 * A school's roster file read into a table (issue 34): .xlsx through read-excel-file, .csv through
 * csv-text.ts. The table's first row is the header; roster-rows.ts checks the rest. A file that cannot
 * be a roster at all (wrong type, too large, a zip bomb, unreadable, empty, too many rows) is refused
 * here with a RosterFileError whose message the admin reads; a bad row is the row check's business.
 *
 * Formulas: a roster must be plain text, so each cell carries `formula`, which the row check refuses.
 * In an .xlsx it is true for a cell with an `<f>` element (found by xlsx-sheet-scan.ts, as the library
 * gives only the cached value). In both formats it is also true for text a spreadsheet would take for
 * a formula when the roster is exported again: anything starting with `=`, or with `+`, `-` or `@`
 * followed by a letter or `(` (`+A1`, `@SUM(…)`, `-cmd|…`); a negative number or `+86…` is text.
 */
import { readSheet } from 'read-excel-file/universal';
import { ROSTER_MAX_BYTES, ROSTER_MAX_ROWS } from './admin-contract';
import { CsvError, csvRows, decodeCsv } from './csv-text';
import { ZipError, assertNotZipBomb, readZipDirectory } from '../files/zip-directory';
import { cellKey, scanFirstSheet } from './xlsx-sheet-scan';

export class RosterFileError extends Error {
  override readonly name = 'RosterFileError';
}

/** One cell as read: its text, trimmed, and whether it is (or would be taken for) a formula. */
export interface RosterCell { text: string; formula: boolean }
/** The rows of the roster, the header first; trailing empty rows dropped. */
export type RosterTable = RosterCell[][];

/** Rows of any kind (blank ones in the middle included) past which a file is no roster: Excel's own limit. */
const MAX_SHEET_ROWS = 1_048_576;

/** A file's table; throws RosterFileError when the file is refused whole. */
export async function readRosterTable(bytes: Uint8Array, fileName: string): Promise<RosterTable> {
  if (bytes.byteLength > ROSTER_MAX_BYTES) throw new RosterFileError(`文件超过 ${ROSTER_MAX_BYTES / 1024 / 1024} MB`);
  const extension = /\.[^.]*$/.exec(fileName.trim().toLowerCase())?.[0];
  if (extension !== '.xlsx' && extension !== '.csv') throw new RosterFileError(`只支持 .xlsx 或 .csv 文件${extension === '.xls' ? '（.xls 请在 Excel 中另存为 .xlsx）' : ''}`);
  if (bytes.byteLength === 0) throw new RosterFileError('文件是空的');
  try {
    return collectTable(extension === '.xlsx' ? await xlsxRows(bytes) : csvTableRows(bytes));
  } catch (error) {
    if (error instanceof RosterFileError) throw error;
    if (error instanceof ZipError || error instanceof CsvError) throw new RosterFileError(`文件无法读取：${error.message}`);
    throw new RosterFileError(`文件无法读取：${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Whether a spreadsheet would take this text for a formula (see the file's comment). */
export function looksLikeFormula(text: string): boolean {
  return text.startsWith('=') || /^[+\-@][\p{L}(]/u.test(text);
}

const toCell = (text: string, formula = false): RosterCell => {
  const trimmed = text.trim();
  return { text: trimmed, formula: formula || looksLikeFormula(trimmed) };
};
const isBlank = (row: readonly RosterCell[]) => row.every((cell) => cell.text === '' && !cell.formula);

/** The rows taken one at a time, so a file of too many rows is refused as soon as that is known. */
function collectTable(rows: Iterable<RosterCell[]>): RosterTable {
  const table: RosterTable = [];
  let filledLength = 0;
  let dataRows = 0;
  for (const row of rows) {
    // A blank row is kept (rows are numbered as in the file) but as an empty array, to be small.
    if (isBlank(row)) {
      table.push([]);
      if (table.length > MAX_SHEET_ROWS) throw new RosterFileError(`行数超过上限（最多 ${ROSTER_MAX_ROWS} 行）`);
      continue;
    }
    table.push(row);
    filledLength = table.length;
    if (table.length > 1 && ++dataRows > ROSTER_MAX_ROWS) throw new RosterFileError(`行数超过上限（最多 ${ROSTER_MAX_ROWS} 行）`);
  }
  table.length = filledLength;
  if (table.length === 0) throw new RosterFileError('文件中没有内容');
  if (isBlank(table[0]!)) throw new RosterFileError('第 1 行应为表头（年级、班级、姓名、学号…），不能为空');
  return table;
}

function* csvTableRows(bytes: Uint8Array): Generator<RosterCell[]> {
  for (const row of csvRows(decodeCsv(bytes))) yield row.map((text) => toCell(text));
}

async function xlsxRows(bytes: Uint8Array): Promise<RosterCell[][]> {
  // PK\3\4: a zip. An .xls, or an .xlsx with an open password (Excel wraps those in OLE), is not one.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) throw new RosterFileError('文件不是有效的 .xlsx（若设置了打开密码请先取消；也可另存为 .csv）');
  const entries = readZipDirectory(bytes);
  assertNotZipBomb(entries);
  const { formulas } = scanFirstSheet(bytes, entries);
  // Numbers as their text: a 16-digit student number must not become a rounded float.
  const data = await readSheet(new Uint8Array(bytes).buffer, { parseNumber: (text: string) => text });
  const rows = data.map((row, r) => row.map((value, c) => toCell(cellText(value), formulas.has(cellKey(r, c)))));
  // A formula whose cached value is empty is left out by the library: put it back, so it is refused.
  for (const key of formulas) {
    const [r = 0, c = 0] = key.split(':').map(Number);
    while (rows.length <= r) rows.push([]);
    const row = rows[r]!;
    while (row.length <= c) row.push(toCell(''));
    row[c] = { ...row[c]!, formula: true };
  }
  return rows;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
