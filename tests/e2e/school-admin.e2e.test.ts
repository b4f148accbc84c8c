/**
 * A school of its own (issue 34), in a real Chromium against the real server: the administrator imports
 * a spreadsheet of three new classes (a preview first), prints the password slips and saves the CSV; a
 * new student signs in with their slip's password and finds their class's homework list; a second
 * import of the changed roster moves one student and disables one, whose phone is signed out.
 *
 * The roster's classes are a grade the demo school does not have (八年级), so disabling the people of
 * the listed classes who are not listed touches no other test's accounts.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { xlsxOf } from '../../server/testing/roster-fixtures';
import { closeBrowser, openPage, screenshot, signIn } from './browser';

afterAll(closeBrowser);

const HEADER = ['年级', '班级', '姓名', '学号', '角色'];
const FIRST = [
  HEADER,
  ['八年级', '(1)班', '林一', 'e2e-801', '学生'],
  ['八年级', '(1)班', '林二', 'e2e-802', '学生'],
  ['八年级', '(2)班', '林三', 'e2e-803', '学生'],
  ['八年级', '(2)班', '林四', 'e2e-804', '学生'],
  ['八年级', '(3)班', '林五', 'e2e-805', '学生'],
  ['八年级', '(1)班、(2)班、(3)班', '林老师', 'e2e-t801', '教师'],
];
// 林二 moves to (3)班; 林四 has left.
const SECOND = FIRST.filter((row) => row[3] !== 'e2e-804').map((row) => (row[3] === 'e2e-802' ? ['八年级', '(3)班', '林二', 'e2e-802', '学生'] : row));

async function importRoster(admin: Page, rows: string[][], fileName: string, options: { removeMissing?: boolean } = {}): Promise<void> {
  await admin.getByRole('tab', { name: '导入花名册' }).click();
  const again = admin.getByRole('button', { name: '导入另一个文件' });
  if (await again.isVisible()) await again.click();
  await admin.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsxOf(rows) });
  if (options.removeMissing) await admin.getByLabel('停用名单中没有的账号').check();
  await admin.getByRole('button', { name: '预览' }).click();
  await admin.getByText('预览：确认后将发生这些变化').waitFor();
}

describe('a school of its own (issue 34)', () => {
  it('an administrator imports a roster, prints the slips, a new student signs in with one; a second import moves one and disables one', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const admin = await openPage(context);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await signIn(admin, 'admin');
    await admin.getByRole('heading', { name: '学校管理' }).waitFor();

    // The preview says what would change, and changes nothing yet.
    await importRoster(admin, FIRST, '八年级花名册.xlsx');
    await admin.getByText('新增 6 人').waitFor();
    await admin.getByText('新班级 3 个').waitFor();
    await screenshot(admin, 'admin-roster-preview');
    await admin.getByRole('button', { name: '确认导入' }).click();
    await admin.getByText('导入完成').waitFor();
    await admin.getByText('初始密码只显示这一次，请立即下载或打印').waitFor();

    // The CSV for Excel, and the print page: one slip per person.
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: '下载 CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    // 班级,姓名,账号,初始密码 (a teacher's classes hold no comma: they are joined with 、).
    const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(rows[0]).toEqual(['班级', '姓名', '账号', '初始密码']);
    const slipOf = (account: string) => rows.find((cells) => cells[2] === account)!;
    const [className, name, account, password] = slipOf('e2e-803');
    expect([className, name, account]).toEqual(['八年级(2)班', '林三', 'e2e-803']);
    const [printPage] = await Promise.all([admin.context().waitForEvent('page'), admin.getByRole('button', { name: '打印密码条' }).click()]);
    await printPage.waitForLoadState();
    const printed = await printPage.locator('body').innerText();
    expect(printed).toContain('林三');
    expect(printed).toContain(password);
    await printPage.close();

    // The new student signs in with the slip and finds their class and its (empty) homework list.
    const student = await openPage(context);
    await signIn(student, 'e2e-803', password);
    await student.getByText(/八年级 \(2\)班$/).first().waitFor();
    await student.getByRole('link', { name: /^课后辅导/ }).click();
    await student.getByRole('heading', { level: 1, name: '课后辅导' }).waitFor();
    await student.getByText('暂无任务').waitFor();
    const leaver = await openPage(context);
    await signIn(leaver, 'e2e-804', slipOf('e2e-804')[3]);

    // The changed roster: one moved, one disabled (its phone is signed out on its next call).
    await importRoster(admin, SECOND, '八年级花名册（新学期）.xlsx', { removeMissing: true });
    await admin.getByText('调班 1 人').waitFor();
    await admin.getByText('停用 1 人').waitFor();
    await admin.getByRole('button', { name: '确认导入' }).click();
    await admin.getByText('导入完成').waitFor();
    await leaver.reload();
    await leaver.waitForURL((address) => address.pathname === '/login');

    // Who did what, in the audit log.
    await admin.getByRole('tab', { name: '操作记录' }).click();
    await admin.getByText('导入花名册：调班 1 人，停用 1 人').waitFor();
    await admin.getByText('导入花名册：新增 6 人，新班级 八年级(1)班、八年级(2)班、八年级(3)班').waitFor();
  }, 90_000);
});
