/**
 * Roster files made in tests (issue 34): zips written by hand (so a test can make one lie about its
 * sizes), minimal .xlsx workbooks (SpreadsheetML parts as Excel writes them: shared strings, numbers,
 * formulas with or without a cached value), and GBK bytes for a few characters.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipFile {
  name: string;
  content: string | Uint8Array;
  /** Stored rather than deflated. */
  stored?: boolean;
  /** The uncompressed size the directory declares, when a test wants it to lie. */
  declaredSize?: number;
}

/** A zip of these files, local headers then the central directory, as spreadsheet programs write it. */
export function zipOf(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : Buffer.from(file.content);
    const data = file.stored ? content : deflateRawSync(content);
    const name = Buffer.from(file.name);
    const size = file.declaredSize ?? content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x800, 6); local.writeUInt16LE(file.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(content), 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(size, 22); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x800, 8); central.writeUInt16LE(file.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(content), 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(size, 24); central.writeUInt16LE(name.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.length, 8); end.writeUInt16LE(files.length, 10); end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A cell of a test workbook: text (a shared string), a number (or a number's digits), or a formula with its cached text. */
export type XlsxCell = string | number | null | { digits: string } | { formula: string; cached?: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const columnName = (index: number): string => (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;

/**
 * The parts of an .xlsx whose first sheet holds `rows`. With `secondSheet`, the workbook lists the
 * roster first but stores it as sheet2.xml (rId2), the other as sheet1.xml: the reader must follow the
 * relationships, not the file names.
 */
export function xlsxParts(rows: XlsxCell[][], secondSheet?: XlsxCell[][]): ZipFile[] {
  const strings = new Map<string, number>();
  const stringIndex = (text: string) => strings.get(text) ?? strings.set(text, strings.size).size - 1;
  const sheetXml = (sheetRows: XlsxCell[][]) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><cols><col min="1" max="6" width="12"/></cols><sheetData>${sheetRows
    .map((row, r) => `<row r="${r + 1}">${row.map((cell, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (cell === null) return '';
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${stringIndex(cell)}</v></c>`;
      if ('digits' in cell) return `<c r="${ref}"><v>${cell.digits}</v></c>`;
      return `<c r="${ref}" t="str"><f>${escapeXml(cell.formula)}</f>${cell.cached === undefined ? '' : `<v>${escapeXml(cell.cached)}</v>`}</c>`;
    }).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  const rosterSheet = sheetXml(rows);
  const otherSheet = secondSheet && sheetXml(secondSheet);
  return [
    { name: '[Content_Types].xml', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${otherSheet ? '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' : ''}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>` },
    { name: '_rels/.rels', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>` },
    { name: 'xl/workbook.xml', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${otherSheet ? '<sheet name="名单" sheetId="2" r:id="rId2"/><sheet name="其他" sheetId="1" r:id="rId1"/>' : '<sheet name="名单" sheetId="1" r:id="rId1"/>'}</sheets></workbook>` },
    { name: 'xl/_rels/workbook.xml.rels', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${otherSheet ? relationship('rId2', 'worksheet', 'worksheets/sheet2.xml') : ''}${relationship('rId9', 'sharedStrings', 'sharedStrings.xml')}</Relationships>` },
    ...(otherSheet ? [{ name: 'xl/worksheets/sheet1.xml', content: otherSheet }, { name: 'xl/worksheets/sheet2.xml', content: rosterSheet }] : [{ name: 'xl/worksheets/sheet1.xml', content: rosterSheet }]),
    // Written last: the strings are collected while the sheets are written.
    { name: 'xl/sharedStrings.xml', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.size}" uniqueCount="${strings.size}">${[...strings.keys()].map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>` },
  ];
}

/** An .xlsx file whose first sheet holds `rows`. */
export const xlsxOf = (rows: XlsxCell[][], secondSheet?: XlsxCell[][]) => zipOf(xlsxParts(rows, secondSheet));

/** GBK (GB18030) bytes of these characters, as Excel on Chinese Windows saves a CSV. */
const GBK: Record<string, [number, number]> = {
  年: [0xc4, 0xea], 级: [0xbc, 0xb6], 班: [0xb0, 0xe0], 姓: [0xd0, 0xd5], 名: [0xc3, 0xfb], 学: [0xd1, 0xa7], 号: [0xba, 0xc5], 角: [0xbd, 0xc7], 色: [0xc9, 0xab],
  张: [0xd5, 0xc5], 三: [0xc8, 0xfd], 李: [0xc0, 0xee], 四: [0xcb, 0xc4], 七: [0xc6, 0xdf], 一: [0xd2, 0xbb], 教: [0xbd, 0xcc], 师: [0xca, 0xa6], 生: [0xc9, 0xfa], 老: [0xc0, 0xcf],
};

/** The GBK bytes of a text of ASCII and the characters above. */
export function gbk(text: string): Buffer {
  return Buffer.from([...text].flatMap((char) => {
    if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
    const bytes = GBK[char];
    if (!bytes) throw new Error(`no GBK bytes for ${char} in the test table`);
    return bytes;
  }));
}
