/**
 * What one homework finish asks the server (issue 33, item 6), in a real Chromium against the real
 * server: the player loads the whole homework once to play it; the class report the finish opens shows
 * the homework as the submission left it, without loading it again; and the report session names the
 * homework without carrying back answers the server holds.
 *
 * Its own student (of the full class 4-1, every permission; no other e2e test plays this homework):
 * sync2 is choice questions only, three of them answered when seeded.
 */
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPage, signIn } from './browser';
import { homeworkId, playerOn, playerPath, studentApi, tokenOf } from './player-driver';

afterAll(closeBrowser);

const STUDENT = { account: 'student132', classId: 'class-4-1' };

describe('one homework finish (issue 33)', () => {
  it('loads the whole homework once, and the report session carries no answers', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, STUDENT.account);
    const api = studentApi(await tokenOf(page));
    const id = homeworkId(STUDENT.account, STUDENT.classId, 'sync2');
    const served = await api.homework(id);
    const main = served.episodeActivities.flatMap((episode) => episode.activities);
    expect(served.answers).toHaveLength(3);

    const homeworkGets: string[] = [];
    const reportSessions: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === `/api/v1/chronus/student/homework/${id}`) homeworkGets.push(pathname);
      if (request.method() === 'POST' && pathname === '/api/v1/chronus/student/report_session') reportSessions.push(request.postDataJSON() as Record<string, unknown>);
    });

    const player = playerOn(page);
    await page.goto(playerPath(id));
    await player.progressAt(`4/${main.length}`);
    for (let index = 3; index < main.length; index += 1) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(main[index]!, true);
      await player.next(index === main.length - 1 ? '完成练习' : '下一题');
    }
    // Every permission: the finish opens the class report of the homework.
    await page.waitForURL((address) => address.pathname === `/class-report-list/${id}`, { timeout: 15_000 });
    await page.getByRole('heading', { name: '作业报告' }).waitFor();
    await page.getByRole('img', { name: /^正确率 \d+%$/ }).waitFor();

    expect(homeworkGets).toHaveLength(1);
    expect(reportSessions).toEqual([expect.objectContaining({ type: 'homework', activityId: id })]);
    expect(reportSessions[0]).not.toHaveProperty('oldAnswers');
    expect(reportSessions[0]).not.toHaveProperty('followAnswers');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
