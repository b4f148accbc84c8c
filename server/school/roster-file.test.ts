/**
 * A roster file read into a table, or refused whole (issue 34): CSV in each encoding Excel writes,
 * .xlsx through read-excel-file with its formulas found, and the files that are no roster (wrong type,
 * zip bombs, bad bytes, too many rows).
 */
import { describe, expect, it } from 'vitest';
import { ROSTER_MAX_BYTES, ROSTER_MAX_ROWS } from './admin-contract';
import { RosterFileError, looksLikeFormula, readRosterTable, type RosterTable } from './roster-file';
import { gbk, xlsxOf, xlsxParts, zipOf, type ZipFile } from '../testing/roster-fixtures';

const texts = (table: RosterTable) => table.map((row) => row.map((cell) => cell.text));
const formulaCells = (table: RosterTable) => table.flatMap((row, r) => row.flatMap((cell, c) => (cell.formula ? [`${r + 1}:${c + 1}`] : [])));
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const csv = utf8;
const zeros = (bytes: number) => new Uint8Array(bytes);
/** A header and `count` students. */
const numberedRows = (count: number) => [['姓名', '学号'], ...Array.from({ length: count }, (_, i) => [`学生${i}`, `s${i}`])];
const manyRows = (count: number) => csv(numberedRows(count).map((row) => row.join(',')).join('\n'));

/** An .xlsx whose sheet XML (or another part) is changed after it is written. */
function xlsxWith(change: (part: ZipFile) => ZipFile, rows: Parameters<typeof xlsxParts>[0] = [['姓名', '学号'], ['张三', 's1']]): Buffer {
  return zipOf(xlsxParts(rows).map(change));
}
const onSheet = (edit: (xml: string) => string) => (part: ZipFile): ZipFile => (part.name === 'xl/worksheets/sheet1.xml' ? { ...part, content: edit(String(part.content)) } : part);

async function refusal(bytes: Uint8Array, fileName: string): Promise<string> {
  const error = await readRosterTable(bytes, fileName).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(RosterFileError);
  return (error as RosterFileError).message;
}

describe('reading a CSV roster', () => {
  const expected = [['年级', '班级', '姓名', '学号'], ['七年级', '1班', '张三', 's1'], ['七年级', '2班', '李四', 's2']];
  it.each([
    ['UTF-8', utf8('年级,班级,姓名,学号\n七年级,1班,张三,s1\n七年级,2班,李四,s2\n')],
    ['UTF-8 with a BOM (Excel\'s CSV UTF-8)', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('年级,班级,姓名,学号\r\n七年级,1班,张三,s1\r\n七年级,2班,李四,s2\r\n')])],
    ['GBK (Excel\'s CSV on Chinese Windows)', gbk('年级,班级,姓名,学号\r\n七年级,1班,张三,s1\r\n七年级,2班,李四,s2\r\n')],
    ['UTF-16 with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('年级,班级,姓名,学号\r\n七年级,1班,张三,s1\r\n七年级,2班,李四,s2', 'utf16le')])],
    ['tab-separated', utf8('年级\t班级\t姓名\t学号\n七年级\t1班\t张三\ts1\n七年级\t2班\t李四\ts2')],
    ['quoted fields, no final line break', utf8('"年级","班级","姓名","学号"\n"七年级","1班","张三","s1"\n七年级,"2班",李四,"s2"')],
    ['cells with spaces, old Mac line ends, trailing empty rows', utf8(' 年级 ,班级,  姓名,学号\r七年级,1班 ,张三,s1\r七年级,2班,李四, s2 \r,,,\r\r')],
  ])('reads %s', async (_label, bytes) => {
    expect(texts(await readRosterTable(bytes, '名单.csv'))).toEqual(expected);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes, and empty quoted fields', async () => {
    const table = await readRosterTable(utf8('姓名,备注,学号\n"Smith, John","say ""hi""\nagain",""\n'), 'a.CSV');
    expect(texts(table)).toEqual([['姓名', '备注', '学号'], ['Smith, John', 'say "hi"\nagain', '']]);
  });

  it('keeps a quote inside an unquoted field as it is, as Excel does', async () => {
    expect(texts(await readRosterTable(utf8('姓名,学号\nO"Neil,s1\n'), 'a.csv'))[1]).toEqual(['O"Neil', 's1']);
  });

  it('keeps blank rows in the middle, so rows are numbered as in the file', async () => {
    expect(texts(await readRosterTable(utf8('姓名,学号\n\n,\n张三,s1\n\n'), 'a.csv'))).toEqual([['姓名', '学号'], [], [], ['张三', 's1']]);
  });

  it('marks cells a spreadsheet would take for a formula', async () => {
    const table = await readRosterTable(utf8('姓名,学号,备注\n"=HYPERLINK(""http://x.cn"",""点我"")",s1,=1+1\n+A1,@SUM(A1),-cmd|x\n-,-5,+86 138\n'), 'a.csv');
    expect(formulaCells(table)).toEqual(['2:1', '2:3', '3:1', '3:2', '3:3']);
    expect(table[1]![0]!.text).toBe('=HYPERLINK("http://x.cn","点我")');
  });

  it('takes exactly the most rows allowed, with blank rows after them', async () => {
    const lines = ['姓名,学号', ...Array.from({ length: ROSTER_MAX_ROWS }, (_, i) => `学生${i},s${i}`), ',', ''];
    expect(await readRosterTable(utf8(lines.join('\n')), 'a.csv')).toHaveLength(ROSTER_MAX_ROWS + 1);
  });
});

describe('looksLikeFormula', () => {
  it.each([
    ['=1+1', true], ['=HYPERLINK("x")', true], ['=', true], ['+A1', true], ['-A1', true], ['@SUM(A1)', true], ['+(1)', true], ['-cmd|\' /C calc\'!A0', true],
    ['-5', false], ['+86 13800000000', false], ['-', false], ['@', false], ['a=b', false], ['张三', false], ['', false], ['-_-', false],
  ])('%s → %s', (text, formula) => {
    expect(looksLikeFormula(text)).toBe(formula);
  });
});

describe('reading an .xlsx roster', () => {
  it('reads shared strings and numbers, numbers as their exact digits', async () => {
    const file = xlsxOf([['年级', '班级', '姓名', '学号'], ['七年级', '1班', ' 张三 ', { digits: '20230000000000123' }], ['七年级', 2, '李四', 20230102]]);
    expect(texts(await readRosterTable(file, 'roster.XLSX'))).toEqual([['年级', '班级', '姓名', '学号'], ['七年级', '1班', '张三', '20230000000000123'], ['七年级', '2', '李四', '20230102']]);
  });

  it('marks formula cells, with or without a cached value, and text that looks like one', async () => {
    const table = await readRosterTable(xlsxOf([
      ['姓名', '学号', '备注'],
      [{ formula: 'HYPERLINK("http://x.cn","张三")', cached: '张三' }, 's1', '=1+1'],
      ['李四', 's2', null, { formula: 'A1&B1' }],
    ]), 'a.xlsx');
    expect(texts(table)[1]).toEqual(['张三', 's1', '=1+1']);
    expect(formulaCells(table)).toEqual(['2:1', '2:3', '3:4']);
  });

  it('takes the most rows allowed and refuses one more', async () => {
    expect(await readRosterTable(xlsxOf(numberedRows(ROSTER_MAX_ROWS)), 'a.xlsx')).toHaveLength(ROSTER_MAX_ROWS + 1);
    expect(await refusal(xlsxOf(numberedRows(ROSTER_MAX_ROWS + 1)), 'a.xlsx')).toBe(`行数超过上限（最多 ${ROSTER_MAX_ROWS} 行）`);
  });

  it('reads the first sheet the workbook lists, wherever its part is stored, and its formulas only', async () => {
    const table = await readRosterTable(xlsxOf([['姓名', '学号'], ['张三', 's1']], [['x', 'y'], ['z', { formula: '1+1', cached: '2' }]]), 'a.xlsx');
    expect(texts(table)).toEqual([['姓名', '学号'], ['张三', 's1']]);
    expect(formulaCells(table)).toEqual([]);
  });
});

describe('refusing a file whole', () => {
  it.each<[string, () => Uint8Array, string, string]>([
    ['an .xls', () => csv('a'), 'roster.xls', '只支持 .xlsx 或 .csv 文件（.xls 请在 Excel 中另存为 .xlsx）'],
    ['a .txt', () => csv('姓名,学号'), 'roster.txt', '只支持 .xlsx 或 .csv 文件'],
    ['a name without extension', () => csv('姓名,学号'), 'csv', '只支持 .xlsx 或 .csv 文件'],
    ['a file over the size limit', () => zeros(ROSTER_MAX_BYTES + 1), 'a.csv', '文件超过 5 MB'],
    ['an empty file', () => zeros(0), 'a.csv', '文件是空的'],
    ['a CSV of blank lines', () => csv('\n,,\n \n'), 'a.csv', '文件中没有内容'],
    ['a CSV without header', () => csv(',\n张三,s1\n'), 'a.csv', '第 1 行应为表头'],
    ['a NUL character', () => csv('姓名,学号\n张\u0000三,s1\n'), 'a.csv', '文件含有无效字符 NUL'],
    ['bytes neither UTF-8 nor GBK', () => Buffer.concat([gbk('姓名,学号\n'), Buffer.from([0xff, 0x41, 0x0a])]), 'a.csv', '文件含有无法识别的字符'],
    ['a lone surrogate in UTF-16', () => Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x42, 0x00]), 'a.csv', '文件含有无法识别的字符'],
    ['U+FFFD in the text', () => csv('姓名,学号\n张\uFFFD,s1\n'), 'a.csv', '文件含有无法识别的字符'],
    ['a quote never closed', () => csv('姓名,学号\n张三,s1\n"李四,s2\n王五,s3\n'), 'a.csv', '第 3 行的引号没有闭合'],
    ['100,000 rows', () => manyRows(100_000), 'a.csv', `行数超过上限（最多 ${ROSTER_MAX_ROWS} 行）`],
    ['one row too many', () => manyRows(ROSTER_MAX_ROWS + 1), 'a.csv', '行数超过上限'],
    ['a CSV named .xlsx', () => csv('姓名,学号\n张三,s1\n'), 'a.xlsx', '文件不是有效的 .xlsx'],
    ['an old .xls renamed .xlsx (OLE, as Excel also wraps encrypted files)', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'a.xlsx', '文件不是有效的 .xlsx'],
    ['a zip cut short (no central directory)', () => xlsxOf([['姓名']]).subarray(0, 200), 'a.xlsx', '压缩包结构损坏（找不到目录）'],
    ['a zip bomb declaring 60 MB', () => xlsxWith((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, declaredSize: 60 * 1024 * 1024 } : p)), 'a.xlsx', '解压后超过 50 MB'],
    ['entries declaring 50 MB together', () => zipOf(Array.from({ length: 6 }, (_, i) => ({ name: `x${i}.xml`, content: 'x', declaredSize: 9 * 1024 * 1024 }))), 'a.xlsx', '解压后超过 50 MB'],
    ['an entry of 2 MB of zeros (about 1000:1)', () => zipOf([...xlsxParts([['姓名']]), { name: 'xl/media/zeros.xml', content: zeros(2 * 1024 * 1024) }]), 'a.xlsx', '压缩比异常'],
    ['a directory understating a sheet\'s size', () => xlsxWith((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, declaredSize: 10 } : p)), 'a.xlsx', '内容与目录不符'],
    ['a zip without a workbook', () => zipOf([{ name: 'hello.txt', content: 'hi' }]), 'a.xlsx', '缺少 xl/workbook.xml'],
    ['a row beyond Excel\'s last', () => xlsxWith(onSheet((xml) => xml.replace('</sheetData>', '<row r="999999999"/></sheetData>'))), 'a.xlsx', '超出 Excel 的范围'],
    ['a cell beyond Excel\'s last column', () => xlsxWith(onSheet((xml) => xml.replace('<row r="2">', '<row r="2"><c r="ZZZ2"><v>1</v></c>'))), 'a.xlsx', '超出 Excel 的范围'],
    ['a filled area of 1,600,000 cells', () => xlsxWith(onSheet((xml) => xml.replace('</sheetData>', '<row r="100"><c r="XFD100"><v>1</v></c></row></sheetData>'))), 'a.xlsx', '工作表过大'],
  ])('refuses %s', async (_label, bytes, fileName, message) => {
    expect(await refusal(bytes(), fileName)).toContain(message);
  });

  it('refuses a sheet read-excel-file cannot read, saying what it says (cells out of order)', async () => {
    const message = await refusal(xlsxWith(onSheet((xml) => xml.replace('<row r="2">', '<row r="2"><c r="C2"><v>1</v></c><c r="A2"><v>2</v></c>'))), 'a.xlsx');
    expect(message).toBe('文件无法读取：Out-of-place <c/> at row 2 col 1 follows <c/> at row 2 col 3');
  });
});
