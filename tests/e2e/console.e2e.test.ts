/**
 * The teacher console a new teacher uses (issue 32), in a real Chromium against the real server: the
 * class kept over a reload, two console tabs and the projector, a student's vote; the ended task's
 * results staying in both tabs, starting the next task only after a confirm, the projector following
 * the class to it with its zones named, the ended vote reopened from the class's history (issue 37) and
 * exported as CSV, and the 45 names of class 4-1 each on one line.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, pathOf, screenshot } from './browser';
import { studentInTask, teacherOn } from './lesson';

afterAll(closeBrowser);

const VOTE = '投票：你最喜欢哪种宠物？';
const DRAG = '拖拽题：把单词放到图片下面';

/** Names in the region drawn on more than one line (a name broken as 学生 / 103). */
function brokenNames(page: Page, region: string): Promise<string[]> {
  return page.getByRole('region', { name: region }).evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/学生\d+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe('the teacher console (issue 32)', () => {
  it('keeps the class and the results, asks before a start ends a task, and the projector follows the class', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    expect(pathOf(teacher)).toBe('/?class=class-4-1');
    await teacher.reload();
    await teacher.getByRole('heading', { name: '教师控制台' }).waitFor();
    expect(await teacher.getByLabel('班级').inputValue()).toBe('class-4-1');

    // The projector, opened before the task starts.
    const projector = await teacher.context().newPage();
    await projector.setViewportSize({ width: 1280, height: 720 });
    await projector.goto('/teacher/projector/class/class-4-1');

    await teacher.getByRole('button', { name: `开始：${VOTE}` }).click();
    await projector.getByRole('heading', { name: VOTE }).waitFor({ timeout: 5000 });
    // A second console tab of the same teacher, on the running vote.
    const otherTab = await teacher.context().newPage();
    await otherTab.setViewportSize({ width: 1280, height: 800 });
    await otherTab.goto('/?class=class-4-1');
    await otherTab.getByRole('region', { name: VOTE }).getByText('正在进行').waitFor();
    const student = await studentInTask('student109', '/vote-task', context);
    await student.getByRole('radio', { name: /a cat/ }).check();
    await student.getByRole('button', { name: '提交' }).click();
    await student.getByText('已提交，老师已经收到你的选择').waitFor();
    await teacher.getByRole('img', { name: 'B a cat: 1 人' }).waitFor({ timeout: 5000 });

    // Names never break inside (学生 / 109): 44 of them are in 未加入, at every width from a phone's to a laptop's.
    expect(await teacher.getByRole('region', { name: '未加入' }).getByRole('listitem').count()).toBe(44);
    for (let width = 360; width <= 1280; width += 20) {
      await teacher.setViewportSize({ width, height: 800 });
      expect({ width, broken: await brokenNames(teacher, '未加入') }).toEqual({ width, broken: [] });
    }
    await teacher.setViewportSize({ width: 1280, height: 800 });

    // Ended from this tab: the results stay here, in the other tab and on the projector.
    await teacher.getByRole('button', { name: '结束任务' }).click();
    const live = teacher.getByRole('region', { name: VOTE });
    await live.getByText('任务已结束').waitFor({ timeout: 8000 });
    await live.getByRole('img', { name: 'B a cat: 1 人' }).waitFor();
    await otherTab.getByRole('region', { name: VOTE }).getByText('任务已结束').waitFor({ timeout: 5000 });
    await projector.getByText('任务已结束').waitFor({ timeout: 5000 });
    await screenshot(teacher, 'teacher-console-ended');

    // The next task: no question while none runs; with the drag-drop running, the other tab is asked first.
    await teacher.getByRole('button', { name: `开始：${DRAG}` }).click();
    await teacher.getByRole('region', { name: DRAG }).getByText('正在进行').waitFor({ timeout: 5000 });
    await otherTab.getByRole('button', { name: `开始：${VOTE}` }).click();
    const ask = otherTab.getByRole('alertdialog', { name: '开始新任务会结束正在进行的任务' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(`「${DRAG}」正在进行`);
    await ask.getByRole('button', { name: '取消' }).click();

    // The projector moved on by itself, and names the zones on the picture.
    await projector.getByRole('heading', { name: DRAG }).waitFor({ timeout: 5000 });
    await projector.getByRole('img', { name: '图中的位置：位置 1、位置 2、位置 3' }).waitFor();
    expect(await projector.getByText('正确：cat').count()).toBe(0);
    await screenshot(projector, 'teacher-projector-drag-drop');

    // The ended vote reopens from the class's whole history (issue 37), with its tally and who took part.
    await teacher.getByRole('region', { name: '最近的任务' }).getByRole('button', { name: '全部课堂记录' }).click();
    const history = teacher.getByRole('region', { name: '课堂记录' });
    // Today's group, or the day before's (headed by its date) when the test crossed midnight in Asia/Shanghai
    // (16:00 UTC) since the vote; newest first, so the first vote listed is this test's.
    const voteDay = history.getByRole('region', { name: /^(今天|\d+月\d+日 周.)$/ });
    await voteDay.getByRole('listitem').filter({ hasText: VOTE }).first().getByText(/参与 1\/45 人/).waitFor();
    await voteDay.getByRole('button', { name: `查看结果：${VOTE}` }).first().click();
    const ended = teacher.getByRole('region', { name: VOTE });
    await ended.getByRole('img', { name: 'B a cat: 1 人' }).waitFor();
    // Its results as a file: one row per student of the class, the voter's with the option chosen.
    const [download] = await Promise.all([teacher.waitForEvent('download'), ended.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`四年级(1)班-${VOTE}.csv`);
    const rows = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows).toHaveLength(1 + 45);
    expect(rows.filter((row) => row.includes('"B a cat"'))).toEqual([expect.stringContaining('"学生109"')]);
    await history.getByRole('button', { name: '返回最近的任务' }).click();

    // Back to the running drag-drop from the list, and end it for the next test.
    await teacher.getByRole('region', { name: '最近的任务' }).getByRole('button', { name: `查看结果：${DRAG}` }).first().click();
    await teacher.getByRole('button', { name: '结束任务' }).click();
    await teacher.getByRole('region', { name: DRAG }).getByText('任务已结束').waitFor({ timeout: 8000 });
    await projector.getByText('正确：cat').waitFor({ timeout: 5000 });
  }, 120_000);
});
