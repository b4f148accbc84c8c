// @vitest-environment jsdom
/** The passwords' print page and CSV (issue 34): the only copies of the new accounts' passwords. */
import { describe, expect, it } from 'vitest';
import { csvCell, escapeHtml, passwordCsv, passwordSlipsHtml, slipsByClass } from './password-sheets';

const slips = [
  { account: 's001', name: '王小明', className: '七年级1班', password: 'abc23456' },
  { account: 's101', name: '李红', className: '七年级2班', password: 'kmn98765' },
  { account: 's002', name: '张三', className: '七年级1班', password: 'pqr45678' },
];

describe('the passwords’ CSV', () => {
  it('starts with a UTF-8 byte order mark, then 班级,姓名,账号,初始密码 and a row per account, class by class, CRLF', () => {
    expect(passwordCsv(slips)).toBe('\uFEFF班级,姓名,账号,初始密码\r\n七年级1班,王小明,s001,abc23456\r\n七年级1班,张三,s002,pqr45678\r\n七年级2班,李红,s101,kmn98765\r\n');
  });

  it('defuses every cell a spreadsheet would run as a formula: = + - @ tab and CR get a leading apostrophe', () => {
    expect(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, `'+1`, `'-2+3`, `'@SUM(A1)`, `'\tx`, `"'\rx"`]);
    expect(csvCell('a=b')).toBe('a=b');
    const csv = passwordCsv([{ account: '=cmd|/C calc!A0', name: '@王', className: '+七年级', password: '-x' }]);
    expect(csv.split('\r\n')[1]).toBe(`'+七年级,'@王,'=cmd|/C calc!A0,'-x`);
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('王,小明')).toBe('"王,小明"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('王小明')).toBe('王小明');
  });
});

describe('the print page of password slips', () => {
  it('groups the slips per class in the order listed', () => {
    expect(slipsByClass(slips).map(([name, inClass]) => [name, inClass.map((s) => s.account)])).toEqual([
      ['七年级1班', ['s001', 's002']],
      ['七年级2班', ['s101']],
    ]);
  });

  it('has a section per class, a page break between classes, and each slip’s name, class, account, password and 登录后请妥善保管', () => {
    const page = new DOMParser().parseFromString(passwordSlipsHtml(slips), 'text/html');
    const sections = [...page.querySelectorAll('section.class')];
    expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual(['七年级1班（2 人）', '七年级2班（1 人）']);
    expect(page.querySelector('style')?.textContent).toMatch(/\.class \+ \.class \{ break-before: page; page-break-before: always; \}/);
    const first = sections[0]!.querySelectorAll('.slip')[0]!;
    expect(first.querySelector('.name')?.textContent).toBe('王小明');
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['班级', '账号', '初始密码']);
    expect([...first.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['七年级1班', 's001', 'abc23456']);
    expect(first.querySelector('.keep')?.textContent).toBe('登录后请妥善保管');
    expect(sections[1]!.querySelectorAll('.slip')).toHaveLength(1);
    expect(page.querySelector('script')).toBeNull();
  });

  it('escapes names and classes: a name is text, never markup', () => {
    const html = passwordSlipsHtml([{ account: 'a"b', name: '<img src=x onerror=alert(1)>', className: '七年级&<1>班', password: "p'w" }]);
    expect(html).not.toContain('<img');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('.slip .name')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page.querySelector('h2')?.textContent).toBe('七年级&<1>班（1 人）');
    expect([...page.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['七年级&<1>班', 'a"b', "p'w"]);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
