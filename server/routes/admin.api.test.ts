/**
 * A school of its own (issue 34): the administrator imports a roster (a dry run first, then for real,
 * then a changed one), reads the passwords once, looks after accounts, and reads the audit log; a
 * teacher resets a password of their own class only. Nobody else may call any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { xlsxOf, xlsxParts, zipOf } from '../testing/roster-fixtures';
import { AdminPaths, ROSTER_MAX_BYTES, teacherClassStudentsPath, teacherResetPasswordPath, type ClassStudent, type AuditEntry, type NewPassword, type PeoplePage, type Person, type RosterRefusal, type RosterReport, type SchoolClassRow } from '../school/admin-contract';

let server: TestServer;
let admin: string;
let teacher: string;
let student: string;
beforeAll(async () => {
  server = await startTestServer();
  const tokens = await Promise.all(['admin', 'teacher', 'student00'].map((uid) => server.signIn(uid)));
  [admin, teacher, student] = [tokens[0]!, tokens[1]!, tokens[2]!];
});
afterAll(() => server?.close());

const HEADER = '年级,班级,姓名,学号,角色';
const FIRST_ROSTER = [
  HEADER,
  '五年级,(1)班,赵一,s5001,学生',
  '五年级,(1)班,钱二,s5002,学生',
  '五年级,(2)班,孙三,s5003,学生',
  '五年级,(2)班,李四,s5004,',
  '五年级,(3)班,周五,s5005,学生',
  '五年级,(3)班,吴六,s5006,学生',
  '五年级,(1)班、(2)班,郑老师,t5001,教师',
].join('\r\n');

/** The file's bytes as the body, as the admin page sends them. */
const upload = (body: string | Uint8Array, query: Record<string, string>, token = admin) =>
  server.request(`${AdminPaths.roster}?${new URLSearchParams({ fileName: 'roster.csv', ...query })}`, {
    method: 'POST',
    headers: { appId: server.config.appId, Authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Blob([typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)]),
  });
const people = async (query = '') => expectJson<PeoplePage>(await server.call(admin, `${AdminPaths.people}${query}`));
const personNamed = async (account: string): Promise<Person> => (await people(`?q=${account}`)).people.find((p) => p.account === account)!;
const audit = async () => (await expectJson<{ entries: AuditEntry[] }>(await server.call(admin, AdminPaths.audit))).entries;

describe('the administrator and nobody else (issue 34)', () => {
  it.each([
    ['GET', AdminPaths.people], ['GET', AdminPaths.classes], ['GET', AdminPaths.audit], ['POST', AdminPaths.roster],
    ['POST', AdminPaths.move('user-student00')], ['POST', AdminPaths.disabled('user-student00')], ['POST', AdminPaths.password('user-student00')],
  ])('%s %s: 403 for a student and a teacher, 401 without a token', async (method, path) => {
    for (const token of [student, teacher]) expect((await server.call(token, path, { method, ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(403);
    expect((await server.call(undefined, path, { method })).status).toBe(401);
  });
});

describe('roster import (issue 34)', () => {
  it('previews a dry run: every change counted, nothing written, no passwords', async () => {
    const before = (await people()).total;
    const report = await expectJson<RosterReport>(await upload(FIRST_ROSTER, { dryRun: '1' }));
    expect(report).toMatchObject({ dryRun: true, classesAdded: ['五年级(1)班', '五年级(2)班', '五年级(3)班'], moved: [], renamed: [], disabled: [], passwords: [] });
    expect(report.added.map((p) => [p.account, p.role, p.classes.join('、')])).toEqual([
      ['s5001', 'student', '五年级(1)班'], ['s5002', 'student', '五年级(1)班'], ['s5003', 'student', '五年级(2)班'],
      ['s5004', 'student', '五年级(2)班'], ['s5005', 'student', '五年级(3)班'], ['s5006', 'student', '五年级(3)班'],
      ['t5001', 'teacher', '五年级(1)班、五年级(2)班'],
    ]);
    expect((await people()).total).toBe(before);
    expect((await expectJson<{ classes: SchoolClassRow[] }>(await server.call(admin, AdminPaths.classes))).classes.some((c) => c.grade === '五年级')).toBe(false);
  });

  it('imports for real: passwords once, only their hashes kept; a new student signs in with the slip and is in their class', async () => {
    const report = await expectJson<RosterReport>(await upload(FIRST_ROSTER, {}));
    expect(report.added).toHaveLength(7);
    expect(report.passwords.map((p) => [p.account, p.className])).toContainEqual(['s5003', '五年级(2)班']);
    for (const slip of report.passwords) expect(slip.password).toMatch(/^[a-km-np-z2-9]{8}$/);
    const slip = report.passwords.find((p) => p.account === 's5003')!;
    const [stored] = await server.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE login LIKE 's5003%'");
    expect(stored!.password_hash).toMatch(/^scrypt\$1024\$/);
    expect(stored!.password_hash).not.toContain(slip.password);

    const token = await server.signIn('s5003', slip.password);
    const classes = await expectJson<{ classes: SchoolClassRow[] }>(await server.call(admin, AdminPaths.classes));
    const class52 = classes.classes.find((c) => c.grade === '五年级' && c.name === '(2)班')!;
    expect(class52).toMatchObject({ studentCount: 2, teacherCount: 1 });
    const homework = await server.call(token, `/api/v1/chronus/student/homework?groupId=${class52.id}`);
    expect(homework.status).toBe(200);
    // The same file again changes nothing and shows no password again.
    expect(await expectJson<RosterReport>(await upload(FIRST_ROSTER, {}))).toMatchObject({ added: [], moved: [], renamed: [], unchanged: 7, passwords: [] });
    expect((await audit())[0]).toMatchObject({ action: 'roster.import', actor: { name: '教务处' }, summary: '导入花名册：没有变化' });
    expect((await audit())[1]!.summary).toBe('导入花名册：新增 7 人，新班级 五年级(1)班、五年级(2)班、五年级(3)班');
  });

  it('a changed roster moves, renames and (with removeMissing) disables the unlisted of its classes, whose tokens stop at once', async () => {
    const slip = (await expectJson<NewPassword>(await server.call(admin, AdminPaths.password((await personNamed('s5006')).id), { body: {} }))).password;
    const leaver = await server.signIn('s5006', slip);
    const changed = FIRST_ROSTER.replace('五年级,(1)班,钱二,s5002', '五年级,(3)班,钱二,s5002').replace('孙三', '孙小三').split('\r\n').filter((line) => !line.includes('s5006')).join('\r\n');
    const preview = await expectJson<RosterReport>(await upload(changed, { dryRun: '1', removeMissing: '1' }));
    expect(preview.disabled.map((p) => p.account)).toContain('s5006');
    // Without removeMissing nobody is disabled.
    expect((await expectJson<RosterReport>(await upload(changed, { dryRun: '1' }))).disabled).toEqual([]);

    const report = await expectJson<RosterReport>(await upload(changed, { removeMissing: '1' }));
    expect(report.moved).toEqual([{ account: 's5002', name: '钱二', from: ['五年级(1)班'], to: ['五年级(3)班'] }]);
    expect(report.renamed).toEqual([{ account: 's5003', from: '孙三', to: '孙小三' }]);
    expect(report.disabled).toContainEqual({ account: 's5006', name: '吴六' });
    // Only people of the classes the roster lists: the demo school's third grade is not on it.
    expect(report.disabled.map((p) => p.account)).toEqual(['s5006']);
    expect((await server.call(leaver, '/api/v1/chronus/user')).status).toBe(401);
    expect(await personNamed('s5006')).toMatchObject({ disabled: true, classes: [{ name: '五年级(3)班' }] });
    // Listed again: enabled again.
    expect((await expectJson<RosterReport>(await upload(FIRST_ROSTER, { dryRun: '1' }))).enabled.map((p) => p.account)).toContain('s5006');
  });

  it('refuses a file with bad rows whole: every row and its reason, nothing imported', async () => {
    const before = (await people()).total;
    const bad = [HEADER, '五年级,(1)班,,s6001,学生', '五年级,(1)班,甲,s6002,校长', '五年级,(1)班,乙,s6002,学生', '五年级,(1)班,丙,s6003,学生'].join('\n');
    const refusal = await expectJson<RosterRefusal>(await upload(bad, {}), 422);
    expect(refusal.message).toMatch(/未导入任何内容/);
    expect(refusal.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(refusal.rows.every((r) => /[\u4e00-\u9fff]/.test(r.reason))).toBe(true);
    expect((await people()).total).toBe(before);
  });

  it("refuses a roster that makes a teacher a student, or names the administrator", async () => {
    const refusal = await expectJson<RosterRefusal>(await upload([HEADER, '三年级,(1)班,李老师,teacher,学生', '三年级,(1)班,谁,admin,学生'].join('\n'), {}), 422);
    expect(refusal.rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it.each([
    ['a zip bomb named .xlsx', () => zipOf(xlsxParts([['姓名', '学号'], ['甲', 'h1']]).map((part) => (part.name.includes('sheet1') ? { ...part, declaredSize: 60 * 1024 * 1024 } : part))), 'bomb.xlsx', /解压后超过 50 MB/],
    ['a text file named .xlsx', () => Buffer.from('年级,班级,姓名,学号\n'), 'fake.xlsx', /不是有效的 \.xlsx/],
    ['a CSV with a NUL', () => Buffer.from('年级,班级,姓名,学号\n六年级,(1)班,甲\u0000,h1\n'), 'nul.csv', /无效字符 NUL/],
    ['a CSV with a lone surrogate (bad UTF-8 bytes)', () => Buffer.concat([Buffer.from('年级,班级,姓名,学号\n六年级,(1)班,'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(',h1\n')]), 'surrogate.csv', /无法识别的字符/],
    ['a CSV of 100,000 rows', () => Buffer.from(['年级,班级,姓名,学号', ...Array.from({ length: 100_000 }, (_, i) => `六,1班,甲,h${i}`)].join('\n')), 'huge.csv', /行数超过上限/],
    ['a formula in a CSV', () => Buffer.from('年级,班级,姓名,学号\n六年级,(1)班,"=HYPERLINK(""http://evil.example"",""点我"")",h1\n'), 'formula.csv', /含有公式/],
    ['a formula in a spreadsheet', () => xlsxOf([['年级', '班级', '姓名', '学号'], ['六年级', '(1)班', { formula: 'HYPERLINK("http://evil.example","点我")', cached: '点我' }, 'h1']]), 'formula.xlsx', /含有公式/],
  ])('refuses %s with a reason in Chinese, importing nothing', async (_what, file, fileName, reason) => {
    const before = (await people()).total;
    const refusal = await expectJson<RosterRefusal>(await upload(file(), { fileName }), 422);
    expect(`${refusal.message} ${refusal.rows.map((r) => r.reason).join()}`).toMatch(reason);
    expect(refusal.message).toMatch(/未导入任何内容/);
    expect((await people()).total).toBe(before);
  });

  it('refuses a file over the limit with 413, and a file that is not a spreadsheet', async () => {
    expect((await upload(new Uint8Array(ROSTER_MAX_BYTES + 1), {})).status).toBe(413);
    expect((await upload('hello', { fileName: 'roster.pdf' })).status).toBe(422);
  });
});

describe('looking after accounts (issue 34)', () => {
  it('finds people by name or account, by class and role', async () => {
    expect((await people('?q=赵')).people.map((p) => p.account)).toEqual(['s5001']);
    expect((await people('?role=teacher')).people.map((p) => p.account)).toEqual(expect.arrayContaining(['teacher', 't5001']));
    const class31 = await people('?classId=class-3-1&limit=200');
    expect(class31.people.every((p) => p.classes.some((c) => c.id === 'class-3-1'))).toBe(true);
    expect((await people('?q=%25')).people).toEqual([]);
  });

  it('moves a student, disables and enables, resets a password (the old one stops working); each in the audit log', async () => {
    const person = await personNamed('s5001');
    const moved = await expectJson<Person>(await server.call(admin, AdminPaths.move(person.id), { body: { classId: 'class-3-2' } }));
    expect(moved.classes.map((c) => c.id)).toEqual(['class-3-2']);
    expect(await expectJson<Person>(await server.call(admin, AdminPaths.disabled(person.id), { body: { disabled: true } }))).toMatchObject({ disabled: true });
    expect(await expectJson<Person>(await server.call(admin, AdminPaths.disabled(person.id), { body: { disabled: false } }))).toMatchObject({ disabled: false });
    const { password } = await expectJson<NewPassword>(await server.call(admin, AdminPaths.password(person.id), { body: {} }));
    await expect(server.signIn('s5001', password)).resolves.toBeTruthy();
    expect((await audit()).slice(0, 4).map((e) => [e.action, e.target])).toEqual([
      ['password.reset', 's5001'], ['person.enable', 's5001'], ['person.disable', 's5001'], ['person.move', 's5001'],
    ]);
  });

  it('refuses bad requests: no class, an unknown class or person, moving a teacher, disabling oneself', async () => {
    const person = await personNamed('s5002');
    expect((await server.call(admin, AdminPaths.move(person.id), { body: {} })).status).toBe(400);
    expect((await server.call(admin, AdminPaths.move(person.id), { body: { classId: 'class-nope' } })).status).toBe(404);
    expect((await server.call(admin, AdminPaths.move('user-nobody'), { body: { classId: 'class-3-1' } })).status).toBe(404);
    expect((await server.call(admin, AdminPaths.move('user-teacher'), { body: { classId: 'class-3-1' } })).status).toBe(403);
    expect((await server.call(admin, AdminPaths.disabled('user-admin'), { body: { disabled: true } })).status).toBe(403);
    expect((await server.call(admin, AdminPaths.disabled(person.id), { body: { disabled: 'yes' } })).status).toBe(400);
  });
});

describe("a teacher resets a password of their own class's student (issue 34)", () => {
  it("lists a class's enabled students for its teacher only", async () => {
    const { students } = await expectJson<{ students: ClassStudent[] }>(await server.call(teacher, teacherClassStudentsPath('class-3-1')));
    expect(students.map((s) => s.account)).toContain('student02');
    expect(students.every((s) => s.id && s.name && !s.account.includes('@'))).toBe(true);
    const fifth = (await expectJson<{ classes: SchoolClassRow[] }>(await server.call(admin, AdminPaths.classes))).classes.find((c) => c.grade === '五年级')!;
    expect((await server.call(teacher, teacherClassStudentsPath(fifth.id))).status).toBe(403);
    expect((await server.call(student, teacherClassStudentsPath('class-3-1'))).status).toBe(403);
  });

  it('for a student of their class; not for another class, not for a teacher, not as a student', async () => {
    const own = await expectJson<NewPassword>(await server.call(teacher, teacherResetPasswordPath('user-student02'), { body: {}, headers: { 'Idempotency-Key': 'reset-student02-1' } }));
    await expect(server.signIn('student02', own.password)).resolves.toBeTruthy();
    // The answer holding the password is not kept for a replay of its key.
    expect(await server.db.query("SELECT 1 FROM idempotency_keys WHERE key = 'reset-student02-1'")).toEqual([]);
    const elsewhere = await personNamed('s5005');
    expect((await server.call(teacher, teacherResetPasswordPath(elsewhere.id), { body: {} })).status).toBe(403);
    expect((await server.call(teacher, teacherResetPasswordPath('user-teacher'), { body: {} })).status).toBe(403);
    expect((await server.call(student, teacherResetPasswordPath('user-student02'), { body: {} })).status).toBe(403);
    expect((await audit())[0]).toMatchObject({ action: 'password.reset', actor: { name: '李老师' }, target: 'student02' });
  });
});
