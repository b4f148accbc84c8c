/**
 * 老师分组 in a real Chromium against the real server (issue 32): the teacher's console on the class of
 * 45 and two students' phones on self-grouping, one of them leading a group of their own. The teacher
 * picks the size and sees the groups it makes (nobody alone), is asked first and told the students'
 * group goes; only on 确定分组 are the groups made, and both phones move on to their roles.
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, screenshot } from './browser';
import { endTask, studentInTask, teacherOn } from './lesson';

afterAll(async () => {
  await closeBrowser();
});

describe('老师分组 (issue 32)', () => {
  it('previews the groups, asks before regrouping, and sends every student on to a role', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：协作学习：自由分组' }).click();
    await teacher.getByRole('button', { name: '结束任务' }).waitFor();
    onTestFinished(() => endTask(teacher));

    const [leader, other] = await Promise.all(['student127', 'student128'].map((account) => studentInTask(account, '/self-grouping', context)));
    await leader!.getByRole('button', { name: '我是组长，新建小组' }).tap();
    await leader!.getByText('你是组长，请确认小组成员是否正确').waitFor();

    const control = teacher.getByRole('region', { name: '老师分组' });
    expect(await control.getByRole('status').textContent()).toBe('全班 45 人分成 11 组：1 组 5 人，10 组 4 人');
    await control.getByLabel('每组人数').selectOption('5');
    expect(await control.getByRole('status').textContent()).toBe('全班 45 人分成 9 组：9 组 5 人');
    await teacher.getByRole('region', { name: '学生127的小组' }).waitFor({ timeout: 4000 });

    await control.getByRole('button', { name: '老师分组' }).click();
    const question = teacher.getByRole('alertdialog', { name: '确定由老师分组吗？' });
    expect(await question.textContent()).toContain('现有的 1 个小组会被解散');
    await screenshot(teacher, 'teacher-groups-question');
    await question.getByRole('button', { name: '取消' }).click();
    // Nothing changed: the student still leads their own group.
    expect(await leader!.getByText('你是组长，请确认小组成员是否正确').isVisible()).toBe(true);

    await control.getByRole('button', { name: '老师分组' }).click();
    await question.getByRole('button', { name: '确定分组' }).click();
    await teacher.getByRole('region', { name: '第 9 组' }).waitFor({ timeout: 4000 });
    expect(await teacher.getByRole('region', { name: /^第 \d+ 组$/ }).count()).toBe(9);
    for (const page of [leader!, other!]) {
      await page.waitForURL((address) => address.pathname === '/collaborative-learning', { timeout: 5000 });
      await page.getByRole('heading', { name: /^我的角色：/ }).waitFor({ timeout: 5000 });
    }
  }, 120_000);
});
