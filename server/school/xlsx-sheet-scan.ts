/**
 * What read-excel-file does not tell about a roster's first sheet (issue 34), read from the sheet's
 * XML before the library reads it:
 * - which cells hold a formula (a `<f>` element): the library gives a formula cell's cached value as if
 *   it were typed, but a roster must be plain text (the row check refuses formula cells);
 * - that no row or column lies beyond Excel's own limits, and that the filled area is of a roster's
 *   size: the library makes an array for every row up to the last row number it meets and pads every
 *   row to the widest one, so a 1 KB sheet with a cell at row 1,000,000,000 or in column 16,000 of
 *   every row would take the server's memory.
 *
 * This is a scan of the start tags of rows, cells and their formula and value elements, not an XML
 * parser: the library does the reading; the scan only needs each cell's address (its `r`, which the
 * library requires too) and whether an `<f>` is inside it.
 */
import { ZipError, unzipEntry, type ZipEntry } from '../files/zip-directory';

export interface SheetScan {
  /** The formula cells, as `row:column` keys counted from 0 (the library's table indices). */
  formulas: Set<string>;
}

/** Excel's limits (1,048,576 rows × 16,384 columns, XFD). */
const EXCEL_MAX_ROWS = 1_048_576;
const EXCEL_MAX_COLUMNS = 16_384;
/** The filled area the library may build: a full roster (10,001 rows) is 100 columns wide at this. */
const MAX_FILLED_CELLS = 1_000_000;

export const cellKey = (row: number, column: number) => `${row}:${column}`;

/** Scans the workbook's first sheet (the one the library reads); throws ZipError when it cannot be found or is out of bounds. */
export function scanFirstSheet(bytes: Uint8Array, entries: readonly ZipEntry[]): SheetScan {
  const xml = entryText(bytes, entries, firstSheetPath(bytes, entries));
  const formulas = new Set<string>();
  let cell: { row: number; column: number } | undefined;
  let lastFilled = { row: 0, column: 0 };
  for (const [, closing, tag, attributes = '', selfClosing] of xml.matchAll(/<(\/?)(?:[\w.-]+:)?(row|c|f|v|is)\b([^>]*?)(\/?)>/g)) {
    if (closing) {
      if (tag === 'c') cell = undefined;
      continue;
    }
    if (tag === 'row') {
      const r = attribute(attributes, 'r');
      if (r !== undefined && !(Number(r) <= EXCEL_MAX_ROWS)) throw new ZipError(`工作表的行号 ${r.slice(0, 12)} 超出 Excel 的范围`);
    } else if (tag === 'c') {
      cell = cellAddress(attribute(attributes, 'r'));
      if (selfClosing) cell = undefined;
    } else if (cell) {
      // A formula, or a value: either makes the cell count towards the area the library fills.
      if (tag === 'f') formulas.add(cellKey(cell.row, cell.column));
      lastFilled = { row: Math.max(lastFilled.row, cell.row + 1), column: Math.max(lastFilled.column, cell.column + 1) };
      if (lastFilled.row * lastFilled.column > MAX_FILLED_CELLS) throw new ZipError(`工作表过大（${lastFilled.row} 行 × ${lastFilled.column} 列）`);
    }
  }
  return { formulas };
}

/** A cell's `r` (B7) as indices from 0; the library needs it, and so does telling where a formula is. */
function cellAddress(r: string | undefined): { row: number; column: number } {
  const match = r === undefined ? null : /^([A-Z]{1,3})([1-9]\d{0,6})$/.exec(r);
  if (!match) throw new ZipError(`单元格位置“${(r ?? '').slice(0, 12)}”无效`);
  const column = [...match[1]!].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  const row = Number(match[2]);
  if (row > EXCEL_MAX_ROWS || column > EXCEL_MAX_COLUMNS) throw new ZipError(`单元格 ${r} 超出 Excel 的范围`);
  return { row: row - 1, column: column - 1 };
}

/**
 * The first sheet as the library finds it: the first `<sheet>` of xl/workbook.xml, its relationship id
 * looked up in xl/_rels/workbook.xml.rels, the target taken from xl/ unless it starts with a slash.
 */
function firstSheetPath(bytes: Uint8Array, entries: readonly ZipEntry[]): string {
  const workbook = entryText(bytes, entries, 'xl/workbook.xml');
  const sheetTag = /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheetTag && attribute(sheetTag, 'id', true);
  const relationships = entryText(bytes, entries, 'xl/_rels/workbook.xml.rels');
  const relationship = [...relationships.matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)].find(([tag]) => attribute(tag, 'Id') === id)?.[0];
  const target = relationship && attribute(relationship, 'Target');
  if (!target) throw new ZipError('找不到第一个工作表');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** An attribute's value; `prefixed` also takes it under a namespace prefix (r:id). */
function attribute(tag: string, name: string, prefixed = false): string | undefined {
  return new RegExp(`\\s${prefixed ? '(?:[\\w.-]+:)?' : ''}${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find((v) => v !== undefined);
}

function entryText(bytes: Uint8Array, entries: readonly ZipEntry[], name: string): string {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new ZipError(`缺少 ${name}`);
  return new TextDecoder().decode(unzipEntry(bytes, entry));
}
