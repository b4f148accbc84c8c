/**
 * A teacher assigns homework and sees what the class did (issue 37), in a real Chromium against the real
 * server: 布置作业 in the console's 作业 tab (an episode of the imported content, to the 45-student class 4-1,
 * due tomorrow); three students find it in their homework list and answer it in the player, two of them
 * choosing the same wrong option on the first question; the teacher's results show exactly those counts and
 * that wrong option, and the .xlsx export (parsed here) holds the same answers.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPage, screenshot, signIn } from './browser';
import { teacherOn } from './lesson';
import { playerOn, playerPath, studentApi, tokenOf } from './player-driver';

afterAll(async () => {
  await closeBrowser();
});

const TITLE = '打招呼练习';
/** Students of class 4-1 no other e2e test uses; the first answers everything right. */
const STUDENTS = ['student124', 'student125', 'student126'] as const;

/** A student of the class opens the homework from their list and answers it: all right, or the first question wrong. */
async function studentAnswers(account: string, firstWrong: boolean, context: Parameters<typeof openPage>[0]): Promise<void> {
  const page: Page = await openPage(context);
  await signIn(page, account);
  await page.goto('/homework');
  await page.getByText(TITLE, { exact: true }).tap();
  await page.waitForURL((address) => address.pathname === '/homework-child');
  const id = new URL(page.url()).searchParams.get('homework')!;
  const api = studentApi(await tokenOf(page));
  const served = await api.homework(id);
  const activities = served.episodeActivities.flatMap((episode) => episode.activities);
  await page.goto(playerPath(id));
  const player = playerOn(page);
  for (const [index, activity] of activities.entries()) {
    await player.progressAt(`${index + 1}/${activities.length}`);
    await player.respond(activity, !(firstWrong && index === 0));
    await player.submit();
    await player.next(index === activities.length - 1 ? '完成练习' : '下一题');
  }
  if (firstWrong) {
    // A wrong answer brings the episode's follow-up questions and its explanation video first.
    const [followUp] = await api.episodes([served.episodeActivities[0]!.child!]);
    await page.getByRole('button', { name: '开始巩固练习', exact: true }).click();
    for (const [index, activity] of followUp!.activities.entries()) {
      await player.progressAt(`巩固练习 ${index + 1}/${followUp!.activities.length}`);
      await player.respond(activity, true);
      await player.submit();
      await player.next('继续');
    }
    await page.getByRole('button', { name: '看完了，继续', exact: true }).click();
  }
  await page.waitForURL((address) => address.pathname !== '/pt', { timeout: 10_000 }).catch(async (error: unknown) => {
    throw new Error(`still on the player: ${await page.locator('body').innerText()}`, { cause: error });
  });
}

describe('homework a teacher assigns (issue 37)', () => {
  it('is assigned from the console, done by three students, and its results and export show what they answered', async ({ expect, onTestFinished }) => {
    const context = { onTestFinished };
    const teacher = await teacherOn('class-4-1', context);
    await teacher.getByRole('tab', { name: '作业' }).click();
    await teacher.getByRole('button', { name: '布置作业' }).click();
    await teacher.getByRole('textbox', { name: '作业标题' }).fill(TITLE);
    await teacher.getByRole('checkbox', { name: /Say hello/ }).check();
    const due = new Date(Date.now() + 24 * 3600 * 1000);
    const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await teacher.getByLabel('截止时间', { exact: true }).fill(local);
    await teacher.getByRole('button', { name: '布置', exact: true }).click();
    await teacher.getByRole('heading', { name: '这个班的作业' }).waitFor();
    await teacher.getByText(TITLE, { exact: true }).first().waitFor();

    for (const [index, account] of STUDENTS.entries()) await studentAnswers(account, index > 0, context);

    await teacher.getByRole('button', { name: new RegExp(`查看结果`) }).first().click();
    const results = teacher.locator('section.hw-results');
    await results.getByText(/已完成 3\/45/).waitFor({ timeout: 10_000 });
    const items = results.getByRole('region', { name: '每道题的情况' });
    await items.getByText('正确率 33%（1/3）').waitFor();
    // The wrong option both chose, counted twice.
    await items.getByText(/2 人/).first().waitFor();
    await screenshot(teacher, 'homework-results');

    const download = teacher.waitForEvent('download');
    await results.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`${TITLE}\\.xlsx$`));
    const rows = await readSheet(await readFile((await file.path())!));
    const firstItemRows = rows.slice(1).filter((row) => String(row[2]).startsWith('1. ') && row[4] !== null && row[4] !== '');
    expect(firstItemRows.map((row) => [row[1], row[4]]).toSorted()).toEqual([['学生124', '对'], ['学生125', '错'], ['学生126', '错']]);
  }, 120_000);
});
