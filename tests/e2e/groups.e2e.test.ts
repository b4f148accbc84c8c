/**
 * Self-grouping and collaborative learning in a real Chromium against the real server (issue 15): five
 * students of class 4-1 on phones of their own. One creates a group and three join; one quits before the
 * group is confirmed and the others' screens drop them within 2 s; the test fills the group to 10 through
 * the API with other students of the class, and a fifth phone pressing 加入 hears 分组已满（10人）; the
 * leader confirms, picks a task, and every member lands on collaborative learning with a role.
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, screenshot } from './browser';
import { apiAs, studentInTask } from './lesson';

afterAll(async () => {
  await closeBrowser();
});

const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';

describe('self-grouping', () => {
  it('a group forms, fills to 10, refuses the eleventh, is confirmed, and its members move on to their roles', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await apiAs('teacher');
    const started = (await (await teacher('/api/v1/chronus/teacher/classes/class-4-1/tasks', { libraryId: 'lib-collaborative' })).json()) as { groupTaskId: string };
    onTestFinished(async () => void (await teacher(`/api/v1/chronus/teacher/tasks/${started.groupTaskId}/end`, {})));

    const [leader, second, third, quitter, late] = await Promise.all(['student111', 'student112', 'student113', 'student114', 'student115'].map((account) => studentInTask(account, '/self-grouping', context)));
    await leader!.getByText('暂无小组').waitFor();
    await leader!.getByRole('button', { name: '我是组长，新建小组' }).tap();
    await leader!.getByText('你是组长，请确认小组成员是否正确').waitFor();
    expect(await leader!.getByRole('button', { name: '确认分组' }).isDisabled()).toBe(true);

    for (const member of [second!, third!, quitter!]) {
      await member.getByRole('button', { name: '加入：学生111的小组' }).tap({ timeout: 5000 });
      await member.getByText('正在等待组长确认组队').waitFor();
    }
    const members = leader!.getByRole('list', { name: '学生111的小组' });
    await members.getByText('学生114').waitFor({ timeout: 3000 });
    await screenshot(leader!, 'self-grouping-leader');

    // A member quits before the group is confirmed: within 2 s the others no longer list them.
    await quitter!.getByRole('button', { name: '退出小组' }).tap();
    await quitter!.getByRole('button', { name: '我是组长，新建小组' }).waitFor();
    await members.getByText('学生114').waitFor({ state: 'detached', timeout: 2000 });
    await second!.getByRole('list', { name: '学生111的小组' }).getByText('学生114').waitFor({ state: 'detached', timeout: 2000 });

    // Filled to 10 through the API by other students of the class.
    const spec = (await (await (await apiAs('student116'))(`${GROUPS}?groupTaskIds=${started.groupTaskId}`)).json()) as { specifications: { specification: { grouping: { groups: { identifier: string }[] } } }[] };
    const groupId = spec.specifications[0]!.specification.grouping.groups[0]!.identifier;
    for (let n = 116; n <= 122; n++) {
      const joined = await (await apiAs(`student${n}`))(`${GROUPS}/operate`, { specifications: { groupTaskId: started.groupTaskId }, action: 'ACTION_JOIN', group: { identifier: groupId } });
      expect(joined.status).toBe(200);
    }
    await members.getByText('学生122').waitFor({ timeout: 3000 });
    // The eleventh presses 加入 and hears the group is full.
    await late!.getByText(/10\/10 人/).waitFor({ timeout: 3000 });
    await late!.getByRole('button', { name: '加入：学生111的小组' }).tap();
    await late!.getByText('分组已满（10人）').waitFor({ timeout: 3000 });

    // The leader confirms and picks the task; everyone lands on collaborative learning with a role.
    await leader!.getByRole('button', { name: '确认分组' }).tap();
    await leader!.getByRole('heading', { name: '已确认分组，请选择任务' }).waitFor();
    await second!.getByText('正在等待组长选择任务').waitFor({ timeout: 3000 });
    await leader!.getByText('共 10 人').waitFor();
    expect(await leader!.getByRole('button', { name: '开始答题' }).isDisabled()).toBe(true);
    await leader!.getByRole('radio', { name: /Our favourite pet/ }).check();
    await screenshot(leader!, 'self-grouping-tasks');
    await leader!.getByRole('button', { name: '开始答题' }).tap();
    const roles: string[] = [];
    for (const page of [leader!, second!, third!]) {
      await page.waitForURL((address) => address.pathname === '/collaborative-learning', { timeout: 5000 });
      const role = await page.getByRole('heading', { name: /^我的角色：/ }).textContent({ timeout: 5000 });
      roles.push(role!.replace('我的角色：', ''));
    }
    expect(roles.every((role) => ['记录员', '投票员', '朗读员'].includes(role))).toBe(true);
    await screenshot(second!, 'collaborative-learning');

    // Across the group the three roles are dealt in turn: 4, 3 and 3 of the ten members.
    const after = (await (await teacher(`/api/v1/chronus/teacher/tasks/${started.groupTaskId}/live`)).json()) as { groups: { students: Record<string, { roleIdentifiers: string[] }> }[] };
    const dealt = Object.values(after.groups[0]!.students).map((s) => s.roleIdentifiers[0]);
    expect(['r-writer', 'r-chooser', 'r-reader'].map((role) => dealt.filter((d) => d === role).length).toSorted()).toEqual([3, 3, 4]);
  }, 120_000);
});
