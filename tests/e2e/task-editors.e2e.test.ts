/**
 * Teachers make their own classroom tasks (issue 36), in a real Chromium against the real server: the
 * teacher writes a task with its kind's editor in the console (uploading a picture where the kind takes
 * one, drawing drag-drop zones with the mouse), saves it to 我的任务, starts it, two students of the
 * full class 4-1 do it on their phones (contexts of their own), and the live view shows their results.
 * The console with each editor open has no accessibility violation (axe, as Lighthouse runs it).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { accessibilityViolations, closeBrowser, openPage, screenshot, signIn } from './browser';
import { centreOf, endTask, studentInTask, teacherOn, touchDrag, tray } from './lesson';
import { playerOn, studentApi, tokenOf } from './player-driver';

afterAll(async () => {
  await closeBrowser();
});

/** A real picture: the console itself, photographed by the browser (a PNG the server re-encodes). */
const pictureOf = async (page: Page, width: number, height: number) => ({ name: 'board.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width, height } }) });

/** A student signed in on a phone of their own. */
async function openPageSignedIn(account: string, context: Parameters<typeof openPage>[0]): Promise<Page> {
  const page = await openPage(context);
  await signIn(page, account);
  return page;
}

/** Opens the editor of a new task of `kind` (its label in 新建任务) and names the task. */
async function newTask(teacher: Page, kind: string, title: string): Promise<void> {
  await teacher.getByRole('button', { name: '新建任务' }).click();
  await teacher.getByRole('list', { name: '新建任务' }).getByRole('button', { name: kind, exact: true }).click();
  await teacher.getByRole('textbox', { name: '任务名称', exact: true }).fill(title);
}

/** Saves the task; it lands in 我的任务, ready to start. */
async function saveAndStart(teacher: Page, title: string, expect: (value: unknown) => { toEqual(other: unknown): void }): Promise<void> {
  await teacher.getByText('可以保存').waitFor({ timeout: 5000 }).catch(async (error: unknown) => {
    throw new Error(`the editor still finds a problem: ${await teacher.locator('.task-editor').innerText()}`, { cause: error });
  });
  expect(await accessibilityViolations(teacher)).toEqual([]);
  await teacher.getByRole('button', { name: '保存', exact: true }).click();
  const mine = teacher.getByRole('region', { name: '我的任务' });
  await mine.getByText(title, { exact: true }).waitFor();
  await mine.getByRole('button', { name: `开始：${title}` }).click();
}

describe("a teacher's own tasks (issue 36)", () => {
  it('a vote with a picture: written in the editor, saved, started; two students see the picture and vote; the live view tallies', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '投票', '早餐吃什么');
    // Empty options are problems shown at their fields; the save waits.
    await teacher.getByText('还有问题').waitFor();
    await teacher.getByRole('textbox', { name: '投票问题' }).fill('What do you eat for breakfast?');
    await teacher.getByRole('button', { name: '添加图片' }).click();
    await teacher.getByLabel('上传图片').setInputFiles(await pictureOf(teacher, 320, 200));
    await teacher.locator('.media-field__picture').waitFor();
    await teacher.getByRole('textbox', { name: '选项 A' }).fill('bread');
    await teacher.getByRole('textbox', { name: '选项 B' }).fill('rice');
    await teacher.getByLabel('学生看到的样子').getByText('rice').waitFor();
    await screenshot(teacher, 'task-editor-vote');
    await saveAndStart(teacher, '早餐吃什么', expect);

    const students = await Promise.all(['student107', 'student108'].map((account) => studentInTask(account, '/vote-task', context)));
    for (const [index, page] of students.entries()) {
      // The teacher's picture loads on a phone without a sign-in of its own.
      const picture = page.locator('img.vote__picture');
      await picture.waitFor();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('radio', { name: index === 0 ? /bread/ : /rice/ }).check();
      await page.getByRole('button', { name: '提交' }).tap();
      await page.getByText('已提交，老师已经收到你的选择').waitFor();
    }
    await teacher.getByRole('img', { name: 'A bread: 1 人' }).waitFor({ timeout: 5000 });
    await teacher.getByRole('img', { name: 'B rice: 1 人' }).waitFor();
    await endTask(teacher);
  }, 90_000);

  it('a drag-drop: a picture uploaded, two zones drawn with the mouse, cards and answers; two students place cards; the live view scores them', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '拖拽题', '猫和狗');
    await teacher.getByRole('textbox', { name: '题目' }).fill('Put each word on its place.');
    await teacher.getByRole('group', { name: '底图' }).getByLabel('上传图片').setInputFiles(await pictureOf(teacher, 480, 300));
    const board = teacher.getByRole('group', { name: '在底图上画区域' });
    await board.waitFor();
    await expect.poll(() => board.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Two zones, drawn with the mouse: press, drag, release.
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    for (const [left, right] of [[0.05, 0.4], [0.55, 0.9]] as const) {
      await teacher.mouse.move(box.x + box.width * left, box.y + box.height * 0.2);
      await teacher.mouse.down();
      await teacher.mouse.move(box.x + box.width * right, box.y + box.height * 0.6, { steps: 5 });
      await teacher.mouse.up();
    }
    await board.getByRole('button', { name: '区域 2', exact: true }).waitFor();
    for (const word of ['cat', 'dog']) {
      await teacher.getByRole('button', { name: '添加卡片' }).click();
      const card = teacher.getByRole('group', { name: `卡片 ${word === 'cat' ? 1 : 2}` });
      await card.getByRole('textbox', { name: '文字' }).fill(word);
    }
    for (const [zone, word] of [['区域 1', 'cat'], ['区域 2', 'dog']] as const) {
      await teacher.getByRole('group', { name: zone }).getByRole('group', { name: '正确的卡片' }).getByRole('checkbox', { name: word }).check();
    }
    await screenshot(teacher, 'task-editor-drag-drop');
    await saveAndStart(teacher, '猫和狗', expect);

    const [good, poor] = await Promise.all(['student109', 'student111'].map((account) => studentInTask(account, '/drag-drop', context)));
    await good!.getByRole('button', { name: '位置 1：空' }).waitFor();
    await touchDrag(good!, await centreOf(good!, tray(good!).getByRole('button', { name: 'cat' })), await centreOf(good!, good!.getByRole('button', { name: '位置 1：空' })));
    await good!.getByRole('button', { name: '位置 1：cat' }).waitFor();
    await tray(good!).getByRole('button', { name: 'dog' }).tap();
    await good!.getByRole('button', { name: '位置 2：空' }).tap();
    await good!.getByRole('button', { name: '位置 2：dog' }).waitFor();
    await good!.getByRole('button', { name: '提交' }).tap();
    await good!.getByText('已提交，老师结束任务后可以看到对错').waitFor();
    await tray(poor!).getByRole('button', { name: 'dog' }).tap();
    await poor!.getByRole('button', { name: '位置 1：空' }).tap();
    await poor!.getByRole('button', { name: '提交' }).tap();
    await poor!.getByText('已提交，老师结束任务后可以看到对错').waitFor();

    await teacher.getByText(/2 人已提交，平均得分 50 分/).waitFor({ timeout: 5000 });
    const scores = await teacher.getByRole('region', { name: '每位学生的得分' }).textContent();
    expect(scores).toContain('学生109：100 分');
    expect(scores).toContain('学生111：0 分');
    await endTask(teacher);
  }, 90_000);

  it('a resource pack with a text and a picture: two students open it, one finishes; the live view counts them', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '资源包', '春天的词');
    await teacher.getByRole('textbox', { name: '资源包标题' }).fill('Spring words');
    await teacher.getByRole('button', { name: '添加文字' }).click();
    await teacher.getByRole('textbox', { name: /资源 1/ }).first().fill('flower, tree, bird');
    await teacher.getByRole('button', { name: '添加图片' }).click();
    await teacher.getByLabel('上传图片').setInputFiles(await pictureOf(teacher, 300, 200));
    await teacher.locator('.media-field__picture').waitFor();
    await saveAndStart(teacher, '春天的词', expect);

    const [first, second] = await Promise.all(['student113', 'student114'].map((account) => studentInTask(account, '/resource-pack', context)));
    await first!.getByText('flower, tree, bird').waitFor();
    await first!.getByRole('button', { name: '我学完了' }).tap();
    await first!.getByText('已完成，老师已经看到').waitFor();
    await second!.getByText('flower, tree, bird').waitFor();
    await teacher.getByText('2 人已打开，1 人已学完').waitFor({ timeout: 5000 });
    expect(await teacher.getByRole('region', { name: '已学完' }).textContent()).toContain('学生113');
    await endTask(teacher);
  }, 90_000);

  it('an optional task of two library tasks: one student answers the vote, another the resource pack; the live view shows each choice', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '分层题包', '二选一');
    const picker = teacher.getByRole('combobox', { name: '从任务库选择任务' });
    for (const title of ['投票：你最喜欢哪种宠物？', '资源包：宠物与颜色']) {
      await picker.selectOption({ label: (await picker.locator('option', { hasText: title }).first().textContent())! });
      await teacher.getByRole('button', { name: '添加为题目' }).click();
    }
    await saveAndStart(teacher, '二选一', expect);

    const student = await studentInTask('student115', '/optional-task', context);
    await student.getByRole('heading', { name: '共 2 题，选择 1 题作答' }).waitFor();
    await student.getByRole('button', { name: /投票：你最喜欢哪种宠物？/ }).tap();
    await student.getByRole('link', { name: '作答' }).tap();
    await student.waitForURL((address) => address.pathname === '/vote-task');
    expect(new URL(student.url()).searchParams.get('optionalTaskId')).toBeTruthy();
    await student.getByRole('radio', { name: /a cat/ }).check();
    await student.getByRole('button', { name: '提交' }).tap();
    await student.getByText('已提交，老师已经收到你的选择').waitFor();
    const reader = await studentInTask('student110', '/optional-task', context);
    await reader.getByRole('button', { name: /资源包：宠物与颜色/ }).tap();
    await reader.getByRole('link', { name: '作答' }).tap();
    await reader.getByRole('button', { name: '我学完了' }).tap();
    await reader.getByText('已完成，老师已经看到').waitFor();
    await teacher.getByRole('region', { name: '投票：你最喜欢哪种宠物？' }).getByText(/1 人选择/).waitFor({ timeout: 5000 });
    await teacher.getByRole('region', { name: '资源包：宠物与颜色' }).getByText(/1 人选择/).waitFor({ timeout: 5000 });
    await endTask(teacher);
  }, 90_000);

  it('a reading task of a text and a page picture: two students look a word up and hand in their reports; the live view shows both', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '阅读', '我的花园');
    await teacher.getByRole('textbox', { name: '第 1 段：文字' }).fill('I have a garden.\nThere are red flowers in it.');
    await teacher.getByText(/学生可以轻触查词的单词：\d+ 个/).waitFor();
    await teacher.getByRole('button', { name: '添加图片' }).click();
    await teacher.getByLabel('上传图片').setInputFiles(await pictureOf(teacher, 300, 200));
    await teacher.locator('.media-field__picture').waitFor();
    await saveAndStart(teacher, '我的花园', expect);

    const readers = await Promise.all(['student116', 'student117'].map((account) => studentInTask(account, '/reading-task', context)));
    for (const reader of readers) {
      await reader.getByRole('button', { name: 'garden' }).first().tap();
      await reader.getByRole('dialog', { name: 'garden' }).getByText(/花园/).waitFor();
      await reader.getByRole('button', { name: '关闭' }).tap();
      await reader.getByRole('button', { name: '提交' }).tap();
      await reader.getByRole('alertdialog', { name: '确定要提交数据报告吗？' }).getByRole('button', { name: '确定' }).tap();
      await reader.getByRole('alertdialog', { name: '提交成功' }).getByRole('button', { name: '完成' }).tap();
    }
    for (const name of ['学生116', '学生117']) await teacher.getByRole('button', { name: new RegExp(`查看数据报告：\\s*${name}`) }).locator('img').waitFor({ timeout: 8000 });
    expect(await teacher.getByRole('status').filter({ hasText: '已提交' }).first().textContent()).toContain('已提交 2/');
    await endTask(teacher);
  }, 90_000);

  it('a collaborative task: two students form a group, each writes an answer in the role the task gives; the live view shows the group answered', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '协作学习', '小组采访');
    const assignment = teacher.getByRole('group', { name: '任务 1' });
    await assignment.getByRole('textbox', { name: '小组任务名称' }).fill('Interview');
    const role = assignment.getByRole('group', { name: '角色 1' });
    await role.getByRole('textbox', { name: '角色名称' }).fill('Reporter');
    await role.getByRole('textbox', { name: '角色要做的事' }).fill('Ask your partner about their hobby.');
    await role.getByRole('checkbox', { name: '文字' }).check();
    await saveAndStart(teacher, '小组采访', expect);

    const [leader, member] = await Promise.all(['student118', 'student119'].map((account) => studentInTask(account, '/self-grouping', context)));
    await leader!.getByRole('button', { name: '我是组长，新建小组' }).tap();
    await member!.getByRole('button', { name: '加入：学生118的小组' }).tap({ timeout: 5000 });
    await leader!.getByRole('list', { name: '学生118的小组' }).getByText('学生119').waitFor({ timeout: 3000 });
    // A task of one assignment needs no choosing: confirmed, the group goes on to its roles.
    await leader!.getByRole('button', { name: '确认分组' }).tap();
    for (const [page, answer] of [[leader!, 'I like football.'], [member!, 'I like drawing.']] as const) {
      await page.waitForURL((address) => address.pathname === '/collaborative-learning', { timeout: 5000 });
      await page.getByRole('heading', { name: '我的角色：Reporter' }).waitFor();
      await page.getByRole('textbox', { name: '我的回答' }).fill(answer);
      await page.getByRole('button', { name: '提交' }).tap();
      await page.locator('form').getByRole('status').filter({ hasText: '已提交' }).waitFor();
    }
    await teacher.getByText(/2\/2 人已作答/).waitFor({ timeout: 5000 });
    expect(await teacher.getByText('I like drawing.').count()).toBeGreaterThan(0);
    await endTask(teacher);
  }, 90_000);

  it('an exercise of an episode picked from the content: two students answer its questions; the live view counts them', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await newTask(teacher, '练习', '第一课练习');
    const episodes = teacher.getByRole('group', { name: '选择课时' });
    await episodes.getByRole('checkbox', { name: /Say hello/ }).check();
    await saveAndStart(teacher, '第一课练习', expect);

    for (const account of ['student120', 'student121']) {
      const page = await openPageSignedIn(account, context);
      const [episode] = await studentApi(await tokenOf(page)).episodes(['m1u1-e1']);
      await page.goto('/exercise');
      await page.getByRole('button', { name: '立刻开始' }).tap();
      const player = playerOn(page);
      for (const [index, activity] of episode!.activities.entries()) {
        await player.progressAt(`${index + 1}/${episode!.activities.length}`);
        await player.respond(activity, true);
        await player.submit();
        await player.next(index === episode!.activities.length - 1 ? '完成练习' : '下一题');
      }
      await page.waitForURL((address) => address.pathname !== '/pt', { timeout: 10_000 });
    }
    await teacher.getByText(/已提交 2\//).waitFor({ timeout: 5000 });
    expect(await teacher.getByRole('region', { name: '已提交' }).textContent()).toContain('学生121');
    await endTask(teacher);
  }, 90_000);

  it('新建投票: a question and two options typed, started in one step; a student votes; the live view tallies', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('button', { name: '新建投票' }).click();
    await teacher.getByRole('textbox', { name: '题目' }).fill('Tea or milk?');
    await teacher.getByRole('textbox', { name: '选项 A' }).fill('tea');
    await teacher.getByRole('textbox', { name: '选项 B' }).fill('milk');
    await teacher.getByRole('button', { name: '开始', exact: true }).click();
    const student = await studentInTask('student112', '/vote-task', context);
    await student.getByRole('radio', { name: /milk/ }).check();
    await student.getByRole('button', { name: '提交' }).tap();
    await teacher.getByRole('img', { name: 'B milk: 1 人' }).waitFor({ timeout: 5000 });
    expect(await teacher.getByRole('img', { name: 'A tea: 0 人' }).count()).toBe(1);
    await endTask(teacher);
  }, 60_000);
});
