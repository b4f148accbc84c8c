/**
 * Answers survive a flaky school Wi-Fi (issue 41), in a real Chromium against the real server: requests
 * fail at random while the phone still says it is online, so no `online` event ever comes; answers
 * given offline reach the server's draft as soon as the phone can reach it, and so a second phone.
 *
 * Each test has its own student and homework (the e2e database is shared by the whole run); sync2 is
 * choice questions only, three of them answered when seeded.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { seededRandom } from '@core/content/shuffle';
import { closeBrowser, openPage, signIn } from './browser';
import { homeworkId, playerOn, playerPath, studentApi, tokenOf, type HomeworkOnServer } from './player-driver';

/** A request refused as with no network at all. */
const noNetwork = (route: Route) => route.abort('internetdisconnected');

afterAll(closeBrowser);

const FLAKY_STUDENT = { account: 'student10', classId: 'class-3-1' };
const OFFLINE_DRAFT_STUDENT = { account: 'student08', classId: 'class-3-1' };
/** Only signs in and opens screens: any student will do. */
const SHELL_STUDENT = 'student09';

const mainActivities = (homework: HomeworkOnServer) => homework.episodeActivities.flatMap((episode) => episode.activities);

async function signedInStudent(student: { account: string; classId: string }, context: Parameters<typeof openPage>[0]) {
  const page = await openPage(context);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, student.account);
  const api = studentApi(await tokenOf(page));
  const id = homeworkId(student.account, student.classId, 'sync2');
  return { page, api, id, served: await api.homework(id), pageErrors };
}

const isHomeworkSubmission = (route: Route, id: string) =>
  route.request().method() === 'POST' && new URL(route.request().url()).pathname === `/api/v1/chronus/student/homework/${id}`;

/** Local storage of the phone: the submissions waiting on it. */
const pendingOn = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('pendingSubmissions'))) ?? '[]') as unknown[];

describe('a flaky school Wi-Fi (issue 41)', () => {
  it('30 % of API calls fail and the final submission is cut off once: the homework still reaches the server within 30 s, each answer once, with no online event', async ({ expect, onTestFinished }) => {
    const { page, api, id, served, pageErrors } = await signedInStudent(FLAKY_STUDENT, { onTestFinished });
    const main = mainActivities(served);
    expect(served.answers).toHaveLength(3);
    const player = playerOn(page);
    await page.goto(playerPath(id));
    await player.progressAt(`4/${main.length}`);

    // From here on the Wi-Fi is flaky: 30 % of the API calls fail (no answer at all), and the first
    // homework submission certainly does. The browser is never told it went offline.
    // A fixed seed: the same requests fail on every run.
    const random = seededRandom(41);
    let submissionsCut = 0;
    let submissionsThrough = 0;
    await page.route('**/api/**', async (route) => {
      if (isHomeworkSubmission(route, id)) {
        if (submissionsCut === 0 || random() < 0.3) {
          submissionsCut += 1;
          return route.abort('failed');
        }
        submissionsThrough += 1;
        return route.continue();
      }
      return random() < 0.3 ? route.abort('failed') : route.continue();
    });

    for (let index = 3; index < main.length; index += 1) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(main[index]!, true);
      await player.next(index === main.length - 1 ? '完成练习' : '下一题');
    }
    const finishedAt = Date.now();
    await page.getByText('答案已保存在本机，联网后会自动提交').waitFor();

    // The delivery loop retries by itself: the server holds the finished practice within 30 s.
    await expect.poll(async () => (await api.homework(id)).answers.length, { timeout: 30_000, interval: 500 }).toBe(main.length);
    expect(Date.now() - finishedAt).toBeLessThan(30_000);
    const stored = await api.homework(id);
    expect(new Set(stored.answers.map((answer) => answer.activityId)).size).toBe(main.length);
    expect(stored.report?.accuracy).toBe(100);
    expect(submissionsCut).toBeGreaterThanOrEqual(1);
    expect(submissionsThrough).toBe(1);
    // Delivered: the report, the phone's queue and saved progress cleared.
    // student10 holds afterschool_report_student: the class report list.
    await page.waitForURL((address) => address.pathname === `/class-report-list/${id}`, { timeout: 15_000 });
    await expect.poll(() => pendingOn(page)).toEqual([]);
    await expect(page.evaluate(() => localStorage.getItem('homework'))).resolves.toBeNull();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('answers given offline, the page closed, reach the server as the phone reopens the homework online, and a second phone resumes there', async ({ expect, onTestFinished }) => {
    const first = await signedInStudent(OFFLINE_DRAFT_STUDENT, { onTestFinished });
    const main = mainActivities(first.served);
    const player = playerOn(first.page);
    await first.page.goto(playerPath(first.id));
    await player.progressAt(`4/${main.length}`);

    // The Wi-Fi drops: four answers given offline, then the page is closed. (Chromium's offline emulation
    // does not hold back a keepalive request sent as a page closes, so the API is refused outright too.)
    await first.page.context().route('**/api/**', noNetwork);
    await first.page.context().setOffline(true);
    for (let index = 3; index < 7; index += 1) {
      await player.progressAt(`${index + 1}/${main.length}`);
      await player.answer(main[index]!, true);
      await player.next('下一题');
    }
    await player.progressAt(`8/${main.length}`);
    const phone = first.page.context();
    await first.page.close();
    expect((await first.api.draft(first.id))?.answers.length ?? 0).toBeLessThan(7);

    // Online again, the same phone reopens the homework: it resumes at 8, and the server's draft catches up.
    await phone.setOffline(false);
    await phone.unroute('**/api/**', noNetwork);
    const reopened = await phone.newPage();
    await reopened.goto(playerPath(first.id));
    await playerOn(reopened).progressAt(`8/${main.length}`);
    await expect.poll(async () => (await first.api.draft(first.id))?.answers.length ?? 0, { timeout: 10_000 }).toBe(7);

    // A second phone, nothing saved on it, resumes at 8 too.
    const second = await openPage({ onTestFinished });
    await signIn(second, OFFLINE_DRAFT_STUDENT.account);
    await second.goto(playerPath(first.id));
    await playerOn(second).progressAt(`8/${main.length}`);
    expect(first.pageErrors).toEqual([]);
  }, 120_000);

  it('the app is kept on the phone by its service worker: with the network gone, it still opens, shows the homework list\'s network block, and the player\'s code is there', async ({ expect, onTestFinished }) => {
    const page = await openPage({ onTestFinished }, { serviceWorkers: 'allow' });
    await signIn(page, SHELL_STUDENT);
    // The worker installs after the page has loaded and keeps every file of the build.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('app-build-'))!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toContain('/index.html');
    expect(kept.some((path) => /^\/assets\/PlayerPage-.+\.js$/.test(path))).toBe(true);
    expect(kept.some((path) => /^\/assets\/websocket-scorer-client-.+\.js$/.test(path))).toBe(true);

    await page.context().setOffline(true);
    await page.goto('/homework');
    await page.getByRole('heading', { level: 1, name: '课后辅导' }).waitFor();
    await page.getByText('网络开小差了，请刷新重试').waitFor();
    // The player's code comes from the phone: it opens and says it cannot load the homework, not that its files are missing.
    const playerFiles = page.waitForResponse((response) => /\/assets\/PlayerPage-.+\.js$/.test(response.url()));
    await page.goto(playerPath(homeworkId(SHELL_STUDENT, 'class-3-2', 'sync1')));
    expect((await playerFiles).fromServiceWorker()).toBe(true);
    await page.context().setOffline(false);
  }, 60_000);
});
