/**
 * A roster's rows checked (issue 34): the header in Chinese or English, the people a good file lists,
 * and every bad row with its row number and its reason in Chinese.
 */
import { describe, expect, it } from 'vitest';
import type { RosterRowError } from './admin-contract';
import { looksLikeFormula, type RosterTable } from './roster-file';
import { checkRoster } from './roster-rows';

/** A table as readRosterTable gives it, from texts (formulas found as it finds them in a CSV). */
const table = (rows: string[][]): RosterTable => rows.map((row) => row.map((text) => ({ text, formula: looksLikeFormula(text) })));
const HEADER = ['年级', '班级', '姓名', '学号', '角色', '密码'];
const long = (n: number, char = '长') => char.repeat(n);

const peopleOf = (rows: string[][]) => {
  const checked = checkRoster(table(rows));
  if (!('people' in checked)) throw new Error(`expected people, got ${JSON.stringify(checked.errors)}`);
  return checked.people;
};
const errorsOf = (rows: string[][]): RosterRowError[] => {
  const checked = checkRoster(table(rows));
  if (!('errors' in checked)) throw new Error(`expected errors, got ${JSON.stringify(checked.people)}`);
  return checked.errors;
};

describe('the people of a good roster', () => {
  it('reads students and teachers, a teacher with several classes, a password, and 学生 by default', () => {
    expect(peopleOf([
      HEADER,
      ['七年级', '1班', '张三', 's001', '学生', ''],
      ['七年级', '1班', '李四', 's002', '', 'secret123'],
      ['七年级', '1班、2班，八年级3班/ 4班', '王老师', 't001', '教师', ''],
      ['', '', '赵老师', 't002', '老师', ''],
    ])).toEqual([
      { row: 2, account: 's001', name: '张三', role: 'student', classes: [{ grade: '七年级', name: '1班' }] },
      { row: 3, account: 's002', name: '李四', role: 'student', classes: [{ grade: '七年级', name: '1班' }], password: 'secret123' },
      { row: 4, account: 't001', name: '王老师', role: 'teacher', classes: [{ grade: '七年级', name: '1班' }, { grade: '七年级', name: '2班' }, { grade: '八年级', name: '3班' }, { grade: '七年级', name: '4班' }] },
      { row: 5, account: 't002', name: '赵老师', role: 'teacher', classes: [] },
    ]);
  });

  it('reads English headers in any case and spacing, and English roles', () => {
    expect(peopleOf([
      [' Grade ', 'CLASS', 'Name', 'Student ID', 'Role', 'Password'],
      ['Grade 7', 'Class 1', 'Tom Smith', 'tom.smith', 'Student', ''],
      ['Grade 7', 'Class 1; Class 2', 'Ann Lee', 'ann_lee', 'TEACHER', ''],
    ])).toEqual([
      { row: 2, account: 'tom.smith', name: 'Tom Smith', role: 'student', classes: [{ grade: 'Grade7', name: 'Class1' }] },
      { row: 3, account: 'ann_lee', name: 'Ann Lee', role: 'teacher', classes: [{ grade: 'Grade7', name: 'Class1' }, { grade: 'Grade7', name: 'Class2' }] },
    ]);
  });

  it('takes columns in any order, with marks and notes, ignores others, and defaults the role when there is no 角色 column', () => {
    expect(peopleOf([['序号', '*姓名', '账号', '班级', '年级', '备注', '密码（选填）'], ['1', '张三', 's1', '1班', '七年级', '转学生', 'abcdef']])).toEqual([
      { row: 2, account: 's1', name: '张三', role: 'student', classes: [{ grade: '七年级', name: '1班' }], password: 'abcdef' },
    ]);
  });

  it.each([
    ['full-width digits and brackets', '七年级', '（１）班', { grade: '七年级', name: '(1)班' }],
    ['spaces', ' 七 年级 ', '1 班', { grade: '七年级', name: '1班' }],
    ['Chinese numerals kept as written', '七年级', '一班', { grade: '七年级', name: '一班' }],
    ['a grade in the class cell, none in 年级', '', '初一(1)班', { grade: '初一', name: '(1)班' }],
    ['the same grade in both', '七年级', '七年级2班', { grade: '七年级', name: '2班' }],
    ['a year of entry', '', '2023级5班', { grade: '2023级', name: '5班' }],
  ])('normalises a class: %s', (_label, grade, className, expected) => {
    expect(peopleOf([HEADER, [grade, className, '张三', 's1', '学生', '']])[0]!.classes).toEqual([expected]);
  });

  it('reads a full-width account as its ASCII form and keeps a name as written', () => {
    expect(peopleOf([HEADER, ['七年级', '1班', '欧阳 娜娜', 'ｓ１０１', '', '']])[0]).toMatchObject({ account: 's101', name: '欧阳 娜娜' });
  });

  it('lists a teacher\'s class once when the cell repeats it', () => {
    expect(peopleOf([HEADER, ['七年级', '1班,1班，七年级1班', '王老师', 't1', '教师', '']])[0]!.classes).toEqual([{ grade: '七年级', name: '1班' }]);
  });

  it('skips entirely empty rows but numbers rows as in the file', () => {
    expect(peopleOf([HEADER, ['', '', '', '', '', ''], [], ['七年级', '1班', '张三', 's1', '', '']]).map((p) => p.row)).toEqual([4]);
  });
});

describe('the header', () => {
  it.each([
    ['no 姓名', ['年级', '班级', '学号'], '表头缺少“姓名”列（表头应为：年级、班级、姓名、学号，可选：角色、密码）'],
    ['no 姓名 and no 学号', ['年级', '班级', '名称', '编号'], '表头缺少“姓名”“账号”列（表头应为：年级、班级、姓名、学号，可选：角色、密码）'],
    ['two account columns', ['姓名', '学号', '账号'], '表头中“账号”列重复'],
  ])('is refused with one error for row 1: %s', (_label, header, reason) => {
    expect(errorsOf([header, ['张三', 's1', 'x']])).toEqual([{ row: 1, reason }]);
  });
});

describe('bad rows', () => {
  it.each<[string, string[], string[]]>([
    ['a missing name', ['七年级', '1班', '', 's1', '', ''], ['缺少姓名']],
    ['a missing account', ['七年级', '1班', '张三', '', '', ''], ['缺少账号']],
    ['an account with a space', ['七年级', '1班', '张三', 'zhang san', '', ''], ['账号“zhang san”只能包含字母、数字、点、下划线和连字符（最多 64 个字符）']],
    ['an account in Chinese', ['七年级', '1班', '张三', '张三', '', ''], ['账号“张三”只能包含字母、数字、点、下划线和连字符（最多 64 个字符）']],
    ['an account of 65 characters', ['七年级', '1班', '张三', long(65, 'a'), '', ''], [`账号“${long(20, 'a')}…”只能包含字母、数字、点、下划线和连字符（最多 64 个字符）`]],
    ['an unknown role', ['七年级', '1班', '张三', 's1', '家长', ''], ['角色“家长”无法识别，应为学生或教师']],
    ['a student without class', ['七年级', '', '张三', 's1', '学生', ''], ['学生缺少班级']],
    ['a student without grade or class', ['', '', '张三', 's1', '', ''], ['学生缺少年级和班级']],
    ['a student without grade', ['', '1班', '张三', 's1', '', ''], ['班级“1班”缺少年级']],
    ['a student in two classes', ['七年级', '1班、2班', '张三', 's1', '', ''], ['学生只能属于一个班级']],
    ['a class that is only a grade', ['', '高一', '张三', 's1', '', ''], ['班级“高一”无法识别']],
    ['two classes run together', ['七年级', '1班2班', '张三', 's1', '', ''], ['班级“1班2班”无法识别']],
    ['a class of odd marks', ['七年级', '1班?!', '张三', 's1', '', ''], ['班级“1班?!”无法识别']],
    ['a class naming another grade than 年级', ['七年级', '八年级1班', '张三', 's1', '', ''], ['班级“八年级1班”与年级“七年级”不一致']],
    ['a teacher\'s class without grade', ['', '1班、初二3班', '王老师', 't1', '教师', ''], ['班级“1班”缺少年级']],
    ['a name of 51 characters', ['七年级', '1班', long(51), 's1', '', ''], ['姓名超过 50 个字符']],
    ['a class of 51 characters', ['七年级', `${long(50)}班`, '张三', 's1', '', ''], [`班级“${long(20)}…”超过 50 个字符`]],
    ['a grade of 31 characters', [long(31), '1班', '张三', 's1', '', ''], ['年级超过 30 个字符']],
    ['a password of 5 characters', ['七年级', '1班', '张三', 's1', '', '12345'], ['密码至少 6 个字符']],
    ['a password of 65 characters', ['七年级', '1班', '张三', 's1', '', long(65, 'p')], ['密码最多 64 个字符']],
    ['a formula for a name', ['七年级', '1班', '=HYPERLINK("http://x.cn","张三")', 's1', '', ''], ['“姓名”单元格含有公式，请改为纯文本']],
    ['formulas in two cells', ['七年级', '@SUM(A1)', '张三', '+A1', '', ''], ['“账号”单元格含有公式，请改为纯文本', '“班级”单元格含有公式，请改为纯文本']],
    ['a tab in a name', ['七年级', '1班', '张\t三', 's1', '', ''], ['“姓名”含有控制字符或不可见字符']],
    ['a line break in a class', ['七年级', '1班\n2班', '张三', 's1', '', ''], ['“班级”含有控制字符或不可见字符']],
    ['a right-to-left override in a name', ['七年级', '1班', '张三\u202E', 's1', '', ''], ['“姓名”含有控制字符或不可见字符']],
    ['a zero-width space in an account', ['七年级', '1班', '张三', 's\u200B1', '', ''], ['“账号”含有控制字符或不可见字符']],
    ['a lone surrogate in a name', ['七年级', '1班', '张\uD800', 's1', '', ''], ['“姓名”含有控制字符或不可见字符']],
    ['several problems at once', ['', '', '', 'a b', '校长', '123'], ['缺少姓名', '账号“a b”只能包含字母、数字、点、下划线和连字符（最多 64 个字符）', '角色“校长”无法识别，应为学生或教师', '密码至少 6 个字符']],
  ])('%s', (_label, row, reasons) => {
    expect(errorsOf([HEADER, row])).toEqual(reasons.map((reason) => ({ row: 2, reason })));
  });

  it('names the first row of a repeated account, whatever its case', () => {
    expect(errorsOf([
      HEADER,
      ['七年级', '1班', '张三', 'S1', '', ''],
      ['七年级', '1班', '李四', 's2', '', ''],
      ['七年级', '1班', '王五', 's1', '', ''],
      ['七年级', '1班', '赵六', 's1', '家长', ''],
    ])).toEqual([
      { row: 4, reason: '账号与第 2 行重复' },
      { row: 5, reason: '角色“家长”无法识别，应为学生或教师' },
      { row: 5, reason: '账号与第 2 行重复' },
    ]);
  });

  it('lists every bad row of a file, in row order, and no person', () => {
    const rows = [HEADER, ...Array.from({ length: 200 }, (_, i) => ['七年级', '1班', `学生${i}`, `s${i}`, '', ''])];
    rows[10] = ['七年级', '1班', '', 's-x', '', ''];
    rows[57] = ['七年级', '', '某某', 's-y', '', ''];
    rows[150] = ['七年级', '1班', '某某', 's3', '', ''];
    expect(errorsOf(rows)).toEqual([
      { row: 11, reason: '缺少姓名' },
      { row: 58, reason: '学生缺少班级' },
      { row: 151, reason: '账号与第 5 行重复' },
    ]);
  });
});
