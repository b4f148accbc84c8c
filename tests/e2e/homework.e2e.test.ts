/**
 * The homework list '课后辅导' in a real Chromium against the real server (spec 01 §2, §4): the tabs and
 * the initial-tab rule, opening an item, infinite scroll over two pages, pull-to-refresh.
 */
import type { Page } from 'playwright-core';
import { DEFAULT_APP_ID } from '@core/contract';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { closeBrowser, openPage, pathOf, screenshot, signIn, url } from './browser';
import { PAGE_SIZE, PAGING_HOMEWORK_TITLES, PAGING_STUDENT, SEED_HOMEWORK_TITLES, SEED_SMART_TITLES } from './fixture';

afterAll(closeBrowser);

/** Signs in on a new phone and opens /homework from the home card, as a student would. */
async function homeworkOf(account: string, context: TestContext): Promise<Page> {
  const page = await openPage(context);
  await signIn(page, account);
  await page.getByRole('link', { name: /^课后辅导/ }).click();
  await page.waitForURL(url('/homework'));
  await page.getByRole('heading', { level: 1, name: '课后辅导' }).waitFor();
  return page;
}

const title = (page: Page, text: string) => page.getByText(text, { exact: true });
const countOf = (page: Page, text: string) => title(page, text).count();

describe('homework list', () => {
  it('without afterschool_report_student: no tabs, the class homework newest first; an item opens /homework-child', async (context) => {
    const page = await homeworkOf('student00', context);
    await title(page, SEED_HOMEWORK_TITLES[0]).waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    for (const text of SEED_HOMEWORK_TITLES) await title(page, text).waitFor();
    // Smart homework belongs to the tab this student does not have.
    await expect(countOf(page, SEED_SMART_TITLES[0])).resolves.toBe(0);
    const shown = await page.getByText(/^M1U1 /).allTextContents();
    expect(shown).toEqual([...SEED_HOMEWORK_TITLES]);

    await title(page, SEED_HOMEWORK_TITLES[0]).tap();
    await page.waitForURL((address) => address.pathname === '/homework-child');
    expect(pathOf(page)).toBe('/homework-child?homework=shw-student00-class-3-1-sync1&type=homework');
  });

  it('a finished homework has every item done; its reading item opens its report, and 重新练习 hands a new one in after class (issues 19, 17)', async (context) => {
    const page = await homeworkOf('student00', context);
    await title(page, SEED_HOMEWORK_TITLES[2]).tap();
    await page.waitForURL((address) => address.pathname === '/homework-child');
    const items = page.getByRole('listitem');
    await items.getByText('课后同步练习').waitFor();
    await expect(items.count()).resolves.toBe(3);
    for (let i = 0; i < 3; i++) await items.nth(i).getByText('已完成', { exact: true }).waitFor();
    // Done: its report first (阅读任务报告), then 重新练习 reads it again.
    await page.getByRole('button', { name: /阅读任务/ }).tap();
    await page.waitForURL((address) => address.pathname === '/reading-task-report');
    await page.getByRole('heading', { name: '阅读任务报告' }).waitFor();
    await page.getByRole('img', { name: '我的阅读数据报告' }).waitFor();
    await page.getByRole('button', { name: '重新练习' }).tap();
    await page.waitForURL((address) => address.pathname === '/reading-task');
    expect(new URL(page.url()).searchParams.get('isAfterClass')).toBe('true');
    // Done before, so it can be handed in again; its words open their meaning.
    await page.getByText('数据报告已提交，可以重新提交').waitFor();
    await page.getByRole('button', { name: 'school' }).first().tap();
    await page.getByRole('dialog', { name: 'school' }).getByText('noun. 学校').waitFor();
    await page.getByRole('button', { name: '关闭' }).tap();
    // Handing the report in again: the page captured in Chromium, uploaded as a webp, then 提交成功.
    await page.getByRole('button', { name: '提交' }).tap();
    const tokenCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/caen/qiniu/upload');
    const upload = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/upload');
    await page.getByRole('alertdialog', { name: '确定要提交数据报告吗？' }).getByRole('button', { name: '确定' }).tap();
    const { key } = (await (await upload).json()) as { key: string };
    const stored = await page.request.get(`/files/uploads/${key}`, { headers: { authorization: (await tokenCall).headers().authorization!, appId: DEFAULT_APP_ID } });
    const image = await stored.body();
    expect([image.subarray(0, 4).toString('latin1'), image.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    expect(image.length).toBeGreaterThan(1000);
    await page.getByRole('alertdialog', { name: '提交成功' }).getByRole('button', { name: '完成' }).tap();
    await page.waitForURL((address) => address.pathname === '/homework-child');
    expect(pathOf(page)).toBe('/homework-child?homework=shw-student00-class-3-1-read');
  });

  it('with afterschool_report_student: two tabs; the smart tab holds the newest item (5 hours old), so it opens first; tapping a tab switches the list', async (context) => {
    const page = await homeworkOf('student15', context);
    const ordinaryTab = page.getByRole('tab', { name: '课后作业', exact: true });
    const smartTab = page.getByRole('tab', { name: '智能作业', exact: true });
    await title(page, SEED_SMART_TITLES[0]).waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(2);
    await expect(smartTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(ordinaryTab.getAttribute('aria-selected')).resolves.toBe('false');
    for (const text of SEED_SMART_TITLES) await title(page, text).waitFor();
    await expect(countOf(page, SEED_HOMEWORK_TITLES[0])).resolves.toBe(0);
    await screenshot(page, 'homework-smart');

    await ordinaryTab.tap();
    await title(page, SEED_HOMEWORK_TITLES[0]).waitFor();
    await expect(ordinaryTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(smartTab.getAttribute('aria-selected')).resolves.toBe('false');
    for (const text of SEED_HOMEWORK_TITLES) await title(page, text).waitFor();
    await expect(countOf(page, SEED_SMART_TITLES[0])).resolves.toBe(0);
    await screenshot(page, 'homework');

    await smartTab.tap();
    await title(page, SEED_SMART_TITLES[0]).waitFor();
    await expect(countOf(page, SEED_HOMEWORK_TITLES[0])).resolves.toBe(0);
  });

  it('shows one page of 20, and the next page when the student scrolls to the end', async (context) => {
    const page = await homeworkOf(PAGING_STUDENT, context);
    const lastOfFirstPage = PAGING_HOMEWORK_TITLES[PAGE_SIZE - SEED_HOMEWORK_TITLES.length - 1]!;
    const oldest = PAGING_HOMEWORK_TITLES.at(-1)!;
    await title(page, lastOfFirstPage).waitFor({ state: 'attached' });
    await expect(page.getByText(/^(M1U1 |翻页练习 )/).count()).resolves.toBe(PAGE_SIZE);
    await expect(countOf(page, oldest)).resolves.toBe(0);

    await scrollToEndUntil(page, title(page, oldest));
    // Both pages, each homework once, newest first.
    const shown = await page.getByText(/^(M1U1 |翻页练习 )/).allTextContents();
    expect(shown).toEqual([...SEED_HOMEWORK_TITLES, ...PAGING_HOMEWORK_TITLES]);
  });

  it('pulling the list down by more than 30 px reloads it from the server', async (context) => {
    const page = await homeworkOf('student00', context);
    await title(page, SEED_HOMEWORK_TITLES[0]).waitFor();
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/chronus/student/homework') listRequests.push(request.url());
    });
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/chronus/student/homework');
    await pull(page, title(page, SEED_HOMEWORK_TITLES[0]), 120);
    await reloaded;
    expect(listRequests).toHaveLength(1);
    await title(page, SEED_HOMEWORK_TITLES[0]).waitFor();
  });
});

/** Scrolls the window to the bottom, as a finger would, until `target` is in the list. */
async function scrollToEndUntil(page: Page, target: ReturnType<Page['getByText']>): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    const found = await target.waitFor({ state: 'attached', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (found) return;
  }
  throw new Error('the next page never came while scrolling to the end of the list');
}

/** A touch drag straight down from the middle of `from`, at the top of the page. */
async function pull(page: Page, from: ReturnType<Page['getByText']>, distance: number): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to pull');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (distance * step) / 6 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
