/**
 * A roster table checked row by row (issue 34): the people it lists, or every bad row and why, in
 * Chinese, so the admin fixes the whole file at once. Nothing is imported from a file with a bad row.
 *
 * The header (row 1) names the columns, in Chinese or English, in any order and case, spaces ignored:
 * 年级/grade, 班级/class, 姓名/name, 学号 or 账号/account (or 工号, 用户名, student id, id), optional
 * 角色/role (学生/教师, 老师, student/teacher; an empty cell or no column means 学生) and 密码/password.
 * 姓名 and 账号 are required; other columns are ignored. Rows are numbered as in the file, the header
 * being row 1; entirely empty rows are skipped.
 *
 * Rules left to us: a teacher may list no class (placed later); a student needs exactly one class and a
 * grade (from 年级 or the class cell, see roster-classes.ts); accounts are compared without case for
 * duplicates, as two accounts differing only in case would be confused at login; only the recognised
 * columns are checked for formulas and invisible characters; names are kept as written (trimmed).
 */
import type { RosterPerson, RosterRole, RosterRowError } from './admin-contract';
import { GRADE_MAX_CHARS, charCount, classCellParts, normaliseClassText, readClassPart, shown, type RosterClass } from './roster-classes';
import type { RosterCell, RosterTable } from './roster-file';

type Column = 'grade' | 'class' | 'name' | 'account' | 'role' | 'password';

const COLUMNS: Record<Column, { label: string; headers: string[] }> = {
  grade: { label: '年级', headers: ['年级', 'grade'] },
  class: { label: '班级', headers: ['班级', '班', '班级名称', 'class', 'classname'] },
  name: { label: '姓名', headers: ['姓名', '名字', '学生姓名', '教师姓名', 'name', 'fullname', 'studentname'] },
  account: { label: '账号', headers: ['学号', '账号', '帐号', '工号', '用户名', '登录账号', 'account', 'username', 'studentid', 'studentno', 'id', 'login'] },
  role: { label: '角色', headers: ['角色', '身份', 'role'] },
  password: { label: '密码', headers: ['密码', '初始密码', 'password', 'initialpassword'] },
};
const REQUIRED: Column[] = ['name', 'account'];
const ROLE_WORDS: Record<string, RosterRole> = { 学生: 'student', student: 'student', 教师: 'teacher', 老师: 'teacher', 班主任: 'teacher', teacher: 'teacher' };

const NAME_MAX_CHARS = 50;
const PASSWORD_MIN_CHARS = 6;
const PASSWORD_MAX_CHARS = 64;
const ACCOUNT = /^[A-Za-z0-9._-]{1,64}$/;
/**
 * Control characters (tab and line breaks too), format characters (zero-width, direction marks, the
 * BOM, soft hyphen), line separators, U+FFFD and lone surrogates: none belongs in a name or an account,
 * and a direction mark makes one name look like another. Private-use characters are kept: some rare
 * characters of names live there in GB18030.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/u;

export type RosterCheck = { people: RosterPerson[] } | { errors: RosterRowError[] };

export function checkRoster(table: RosterTable): RosterCheck {
  const header = readHeader(table[0] ?? []);
  if ('errors' in header) return header;
  const errors: RosterRowError[] = [];
  const people: RosterPerson[] = [];
  const firstRowOfAccount = new Map<string, number>();
  table.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => cell.text === '' && !cell.formula)) return;
    const row = index + 1;
    const problems: string[] = [];
    const { person, account } = readPerson(cells, header.columns, problems);
    if (account) {
      const key = account.toLowerCase();
      const first = firstRowOfAccount.get(key);
      if (first === undefined) firstRowOfAccount.set(key, row);
      else problems.push(`账号与第 ${first} 行重复`);
    }
    if (problems.length) errors.push(...problems.map((reason) => ({ row, reason })));
    else if (person) people.push({ row, ...person });
  });
  return errors.length ? { errors } : { people };
}

/** Which column is which; or the one error of row 1 that says what the header lacks or repeats. */
function readHeader(cells: readonly RosterCell[]): { columns: Partial<Record<Column, number>> } | { errors: RosterRowError[] } {
  const columns: Partial<Record<Column, number>> = {};
  const repeated = new Set<Column>();
  cells.forEach((cell, index) => {
    const key = headerKey(cell.text);
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => COLUMNS[c].headers.includes(key));
    if (!column) return;
    if (columns[column] === undefined) columns[column] = index;
    else repeated.add(column);
  });
  const missing = REQUIRED.filter((column) => columns[column] === undefined);
  const label = (list: Iterable<Column>) => [...list].map((c) => `“${COLUMNS[c].label}”`).join('');
  const problems = [
    missing.length ? `表头缺少${label(missing)}列（表头应为：年级、班级、姓名、学号，可选：角色、密码）` : '',
    repeated.size ? `表头中${label(repeated)}列重复` : '',
  ].filter(Boolean);
  return problems.length ? { errors: [{ row: 1, reason: problems.join('；') }] } : { columns };
}

/** A header cell compared in one form: NFKC, lower case, without spaces, `*`, `_`, `-` or `:`, nor a note in brackets (密码（选填）). */
const headerKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s*_:-]+/gu, '').replace(/\(.*\)$/u, '');

/**
 * The row's person and its account when valid (for the duplicate check), its problems pushed to
 * `problems`; no person when a cell it needs is unusable.
 */
function readPerson(cells: readonly RosterCell[], columns: Partial<Record<Column, number>>, problems: string[]): { person?: Omit<RosterPerson, 'row'>; account?: string } {
  /** A recognised cell's text, or undefined (its problem pushed) when it is a formula or hides characters. */
  const read = (column: Column): string | undefined => {
    const index = columns[column];
    const cell = index === undefined ? undefined : cells[index];
    if (!cell) return '';
    const label = COLUMNS[column].label;
    if (cell.formula) problems.push(`“${label}”单元格含有公式，请改为纯文本`);
    else if (INVISIBLE.test(cell.text)) problems.push(`“${label}”含有控制字符或不可见字符`);
    else return cell.text;
    return undefined;
  };
  const [name, rawAccount, rawRole, rawGrade, classCell, rawPassword] = (['name', 'account', 'role', 'grade', 'class', 'password'] as const).map(read);

  if (name === '') problems.push('缺少姓名');
  else if (name && charCount(name) > NAME_MAX_CHARS) problems.push(`姓名超过 ${NAME_MAX_CHARS} 个字符`);

  // Full-width letters and digits typed by a Chinese input method are the same account.
  const account = rawAccount?.normalize('NFKC');
  const validAccount = account && ACCOUNT.test(account) ? account : undefined;
  if (account === '') problems.push('缺少账号');
  else if (account && !validAccount) problems.push(`账号“${shown(account)}”只能包含字母、数字、点、下划线和连字符（最多 64 个字符）`);

  const role = rawRole === '' ? 'student' : rawRole === undefined ? undefined : ROLE_WORDS[rawRole.normalize('NFKC').toLowerCase().replace(/\s+/gu, '')];
  if (rawRole && !role) problems.push(`角色“${shown(rawRole)}”无法识别，应为学生或教师`);

  const grade = rawGrade === undefined ? undefined : normaliseClassText(rawGrade);
  if (grade && charCount(grade) > GRADE_MAX_CHARS) problems.push(`年级超过 ${GRADE_MAX_CHARS} 个字符`);
  const classes = grade === undefined || classCell === undefined || charCount(grade) > GRADE_MAX_CHARS ? undefined : readClasses(classCell, grade, role, problems);

  const password = rawPassword || undefined;
  if (password && charCount(password) < PASSWORD_MIN_CHARS) problems.push(`密码至少 ${PASSWORD_MIN_CHARS} 个字符`);
  if (password && charCount(password) > PASSWORD_MAX_CHARS) problems.push(`密码最多 ${PASSWORD_MAX_CHARS} 个字符`);

  if (!name || !validAccount || !role || !classes || rawPassword === undefined) return { account: validAccount };
  return { account: validAccount, person: { account: validAccount, name, role, classes, ...(password ? { password } : {}) } };
}

/** The classes of a row: a student's one, a teacher's several (or none); problems pushed. */
function readClasses(cell: string, grade: string, role: RosterRole | undefined, problems: string[]): RosterClass[] {
  const parts = classCellParts(cell);
  if (role === 'student') {
    if (parts.length === 0) problems.push(grade ? '学生缺少班级' : '学生缺少年级和班级');
    if (parts.length > 1) problems.push('学生只能属于一个班级');
    if (parts.length !== 1) return [];
  }
  const classes: RosterClass[] = [];
  for (const part of parts) {
    const read = readClassPart(part, grade, role === 'student');
    if ('problem' in read) problems.push(read.problem);
    else if (!classes.some((c) => c.grade === read.grade && c.name === read.name)) classes.push(read);
  }
  return classes;
}
