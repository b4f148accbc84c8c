/**
 * The resource pack and the optional task in a live lesson (issue 14), and the resource pack after
 * class, in a real Chromium against the real server: a teacher and two students of the full class 4-1,
 * each in a browser context of their own (phones with touch). Each lesson ends the task it starts.
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPage, screenshot, signIn } from './browser';
import { centreOf, endTask, studentInTask, teacherOn, touchDrag, tray } from './lesson';

afterAll(async () => {
  await closeBrowser();
});

describe('classroom task kinds', () => {
  it('a resource pack: the teacher sees who opened it and who finished it; a picture opens full screen', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：资源包：宠物与颜色' }).click();
    const [first, second] = await Promise.all(['student101', 'student102'].map((account) => studentInTask(account, '/resource-pack', context)));
    await teacher.getByText('2 人已打开，0 人已学完').waitFor({ timeout: 5000 });

    await first!.getByRole('button', { name: /查看第 1 张图片/ }).tap();
    const viewer = first!.getByRole('dialog', { name: 'a cat' });
    await viewer.waitFor();
    await screenshot(first!, 'resource-pack-picture');
    await viewer.getByRole('button', { name: '关闭' }).tap();
    await first!.getByRole('button', { name: '我学完了' }).tap();
    await first!.getByText('已完成，老师已经看到').waitFor();
    await screenshot(first!, 'resource-pack');

    await teacher.getByText('2 人已打开，1 人已学完').waitFor({ timeout: 5000 });
    expect(await teacher.getByRole('region', { name: '已学完' }).textContent()).toContain('学生101');
    expect(await teacher.getByRole('region', { name: '已打开、未学完' }).textContent()).toContain('学生102');
    await endTask(teacher);
    await second!.getByRole('alertdialog', { name: '任务已终止' }).waitFor({ timeout: 5000 });
  }, 90_000);

  it('an optional task: each student previews, chooses one item and answers it; the teacher sees the choices by item', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：分层题包：四选一' }).click();
    const [voter, reader] = await Promise.all(['student103', 'student104'].map((account) => studentInTask(account, '/optional-task', context)));

    // The first previews the items (wrapping), then answers the vote.
    await voter!.getByRole('heading', { name: '共 4 题，选择 1 题作答' }).waitFor();
    await voter!.getByText('共作答 0/1').waitFor();
    await voter!.getByRole('button', { name: /投票：你最喜欢哪种宠物？/ }).tap();
    await voter!.getByText('第 1 题 / 共 4 题').waitFor();
    await voter!.getByRole('button', { name: '上一题' }).tap();
    await voter!.getByText('第 4 题 / 共 4 题').waitFor();
    await voter!.getByRole('button', { name: '下一题' }).tap();
    await voter!.getByRole('radio', { name: /a cat/ }).waitFor();
    await screenshot(voter!, 'optional-task-preview');
    await voter!.getByRole('link', { name: '作答' }).tap();
    await voter!.waitForURL((address) => address.pathname === '/vote-task' && address.searchParams.get('optionalTaskId') === 'opt-vote');
    await voter!.getByRole('radio', { name: /a cat/ }).check();
    await voter!.getByRole('button', { name: '提交' }).tap();
    await voter!.getByText('已提交，老师已经收到你的选择').waitFor();
    await voter!.goBack();
    await voter!.getByText('共作答 1/1').waitFor();

    // The second answers the resource pack.
    await reader!.getByRole('button', { name: /资源包：宠物与颜色/ }).tap();
    await reader!.getByRole('link', { name: '作答' }).tap();
    await reader!.waitForURL((address) => address.pathname === '/resource-pack');
    await reader!.getByRole('button', { name: '我学完了' }).tap();
    await reader!.getByText('已完成，老师已经看到').waitFor();

    const voteItem = teacher.getByRole('region', { name: '投票：你最喜欢哪种宠物？' });
    await voteItem.getByText(/1 人选择/).waitFor({ timeout: 5000 });
    await voteItem.getByRole('img', { name: 'B a cat: 1 人' }).waitFor();
    await teacher.getByRole('region', { name: '资源包：宠物与颜色' }).getByText(/1 人选择/).waitFor();
    expect(await voteItem.textContent()).toContain('学生103');
    expect(await teacher.getByRole('region', { name: '资源包：宠物与颜色' }).textContent()).toContain('学生104');
    await screenshot(teacher, 'teacher-optional-task');
    await endTask(teacher);
    await reader!.getByRole('alertdialog', { name: '任务已终止' }).waitFor({ timeout: 5000 });
  }, 90_000);

  it('a drag-drop: students drag word cards with a finger (or tap card then zone), the teacher sees zones and scores, and the end shows what was right', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '开始：拖拽题：把单词放到图片下面' }).click();
    const [good, poor] = await Promise.all(['student105', 'student106'].map((account) => studentInTask(account, '/drag-drop', context)));

    await good!.getByRole('button', { name: '位置 1：空' }).waitFor();
    const scrolledBefore = await good!.evaluate(() => window.scrollY);
    await touchDrag(good!, await centreOf(good!, tray(good!).getByRole('button', { name: 'cat' })), await centreOf(good!, good!.getByRole('button', { name: '位置 1：空' })));
    await good!.getByRole('button', { name: '位置 1：cat' }).waitFor();
    await touchDrag(good!, await centreOf(good!, tray(good!).getByRole('button', { name: 'dog' })), await centreOf(good!, good!.getByRole('button', { name: '位置 2：空' })));
    await good!.getByRole('button', { name: '位置 2：dog' }).waitFor();
    // The finger moved the card, not the page.
    expect(await good!.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    // Without dragging: tap the card, then the zone.
    await tray(good!).getByRole('button', { name: 'apple' }).tap();
    await good!.getByRole('button', { name: '位置 3：空' }).tap();
    await good!.getByRole('button', { name: '位置 3：apple' }).waitFor();
    await screenshot(good!, 'drag-drop');
    await good!.getByRole('button', { name: '提交' }).tap();
    await good!.getByText('已提交，老师结束任务后可以看到对错').waitFor();

    await touchDrag(poor!, await centreOf(poor!, tray(poor!).getByRole('button', { name: 'bus' })), await centreOf(poor!, poor!.getByRole('button', { name: '位置 1：空' })));
    await poor!.getByRole('button', { name: '位置 1：bus' }).waitFor();
    await poor!.getByRole('button', { name: '提交' }).tap();
    await poor!.getByText('已提交，老师结束任务后可以看到对错').waitFor();

    await teacher.getByText(/2 人已提交，平均得分 50 分/).waitFor({ timeout: 5000 });
    await teacher.getByRole('img', { name: '位置 1：1/2 人答对' }).waitFor();
    const scores = await teacher.getByRole('region', { name: '每位学生的得分' }).textContent();
    expect(scores).toContain('学生105：100 分');
    expect(scores).toContain('学生106：0 分');

    await endTask(teacher);
    await good!.getByText('答对 3/3 个位置').waitFor({ timeout: 5000 });
    await poor!.getByText('答对 0/3 个位置').waitFor({ timeout: 5000 });
    expect(await poor!.getByRole('button', { name: '位置 1：bus' }).locator('..').textContent()).toContain('正确：cat');
    await screenshot(poor!, 'drag-drop-ended');
  }, 90_000);

  it('a resource pack after class: opened from the homework, done, then shown complete and open again', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    await signIn(page, 'student08');
    await page.goto('/homework');
    await page.getByText('M1U1 课后同步练习（二）').first().tap();
    await page.waitForURL((address) => address.pathname === '/homework-child');
    const item = page.getByRole('listitem').filter({ hasText: '资源包：宠物与颜色' });
    await item.getByText('未完成').waitFor();
    await item.getByRole('button').tap();
    await page.waitForURL((address) => address.pathname === '/resource-pack-after');
    await page.getByText('Look at the pictures. Listen and say: I like red apples.').waitFor();
    await page.getByRole('button', { name: '我学完了' }).tap();
    await page.getByText('已完成，老师已经看到').waitFor();
    await page.goBack();
    await item.getByText('已完成').waitFor();
    expect(await item.textContent()).toContain('查看');
    await item.getByRole('button').tap();
    await page.getByRole('button', { name: '再学一遍，再次完成' }).waitFor();
  }, 60_000);
});
