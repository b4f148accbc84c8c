import { describe, expect, it } from 'vitest';
import { csvCell, passwordsCsv } from './passwords-csv';

describe("the command line's passwords CSV (issue 34)", () => {
  it.each([
    ['甲', '"甲"'],
    ['=HYPERLINK("http://x","点我")', `"'=HYPERLINK(""http://x"",""点我"")"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['a,b', '"a,b"'],
  ])('%j is one cell Excel shows as text: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('opens in Excel as UTF-8 (BOM), a header and a row per slip', () => {
    expect(passwordsCsv([{ className: '六年级(1)班', name: '甲', account: 'a1', password: 'abcd2345' }])).toBe('\uFEFF"班级","姓名","账号","初始密码"\r\n"六年级(1)班","甲","a1","abcd2345"\r\n');
  });
});
