/**
 * A collaborative task ending in a real Chromium against the real server (issue 32): the teacher starts
 * 协作学习：自由分组 in the console, three students form a group and move on to collaborative learning,
 * a fourth is still on the group list; the console counts the grouped ones as joined. The teacher ends
 * the task: within one poll every student's screen says 任务已终止 and offers nothing more, and the
 * group specification says `running: false` (the server half, groups-server's branch) and refuses a
 * new group.
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, screenshot } from './browser';
import { apiAs, endTask, studentInTask, teacherOn } from './lesson';

afterAll(async () => {
  await closeBrowser();
});

const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';
/** One classroom poll (2 s) with its jitter, and the page's time to show the answer. */
const ONE_POLL_MS = 3000;

describe('a collaborative task ending (issue 32)', () => {
  it('the teacher ends it: every group screen says 任务已终止 within one poll, and nothing can be done there', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：协作学习：自由分组' }).click();
    await teacher.getByRole('button', { name: '结束任务' }).waitFor();

    const [leader, second, third, alone] = await Promise.all(['student123', 'student124', 'student125', 'student126'].map((account) => studentInTask(account, '/self-grouping', context)));
    await leader!.getByRole('button', { name: '我是组长，新建小组' }).tap();
    for (const member of [second!, third!]) {
      await member.getByRole('button', { name: '加入：学生123的小组' }).tap({ timeout: 5000 });
      await member.getByText('正在等待组长确认组队').waitFor();
    }
    await leader!.getByRole('list', { name: '学生123的小组' }).getByText('学生125').waitFor({ timeout: 3000 });
    await leader!.getByRole('button', { name: '确认分组' }).tap();
    await leader!.getByRole('radio', { name: /Our favourite pet/ }).check();
    await leader!.getByRole('button', { name: '开始答题' }).tap();
    for (const page of [leader!, second!, third!]) await page.getByRole('heading', { name: /^我的角色：/ }).waitFor({ timeout: 5000 });

    // The console: the grouped students have joined.
    const missing = teacher.getByRole('region', { name: '未加入' });
    for (const name of ['学生123', '学生124', '学生125', '学生126']) expect(await missing.textContent()).not.toContain(name);

    await endTask(teacher);
    for (const page of [leader!, second!, third!, alone!]) await page.getByRole('alertdialog', { name: '任务已终止' }).waitFor({ timeout: ONE_POLL_MS });
    await screenshot(alone!, 'self-grouping-ended');
    expect(await alone!.getByRole('button', { name: '我是组长，新建小组' }).count()).toBe(0);
    expect(await leader!.getByRole('heading', { name: /^我的角色：/ }).count()).toBe(0);

    // The server half: the specification says the task is over, and a new group is refused.
    const api = await apiAs('student126');
    const groupTaskId = new URL(alone!.url()).searchParams.get('groupTaskId')!;
    const specification = (await (await api(`${GROUPS}?groupTaskIds=${groupTaskId}`)).json()) as { specifications: { running: boolean }[] };
    expect(specification.specifications[0]!.running).toBe(false);
    expect((await api(`${GROUPS}/operate`, { specifications: { groupTaskId }, action: 'ACTION_JOIN' })).status).not.toBe(200);

    // 确认 takes every student back to the task list.
    await alone!.getByRole('alertdialog', { name: '任务已终止' }).getByRole('button', { name: '确认' }).click();
    await alone!.waitForURL((address) => address.pathname === '/exercise');
  }, 120_000);
});
