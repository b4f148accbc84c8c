/**
 * A live lesson in the end-to-end tests: the teacher's console on a class, a student's phone that joins
 * the running task from /exercise, a finger's drag through Chromium's touch input, ending the task.
 */
import type { Page } from 'playwright-core';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX } from '@core/contract';
import { loginBody } from '../../server/testing/test-server';
import { openPage, signIn, url } from './browser';
import { DEMO_PASSWORD } from './fixture';

export type Context = Parameters<typeof openPage>[0];
export const NO_TASK = '这个班现在没有进行中的任务，从下面选一个开始吧。';

export async function teacherOn(classId: string, context: Context): Promise<Page> {
  const teacher = await openPage(context);
  await teacher.setViewportSize({ width: 1280, height: 800 });
  await signIn(teacher, 'teacher');
  await teacher.getByLabel('班级').selectOption(classId);
  // A task an earlier test left running when it failed is ended first, so one failure stays one.
  const endButton = teacher.getByRole('button', { name: '结束任务' });
  await teacher.getByText(NO_TASK).or(endButton).first().waitFor();
  if (await endButton.isVisible()) await endTask(teacher);
  return teacher;
}

/**
 * A student on /exercise who taps 立刻开始 once the task arrives and lands on `pathname`. The task is
 * started before the page opens, so the wait is the page's own load: Playwright's default, not a tight
 * limit, since five phones loading at once beside another test file on a 2-core CI machine took longer than 5 s.
 */
export async function studentInTask(account: string, pathname: string, context: Context): Promise<Page> {
  const page = await openPage(context);
  await signIn(page, account);
  await page.goto('/exercise');
  await page.getByRole('button', { name: '立刻开始' }).tap();
  await page.waitForURL((address) => address.pathname === pathname);
  return page;
}

/** The drag-drop screen's card tray. */
export const tray = (page: Page) => page.getByRole('group', { name: '卡片区' });

/** The middle of an element on the page. */
export async function centreOf(page: Page, locator: ReturnType<Page['locator']>): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's drag, as Chromium's touch input (CDP Input.dispatchTouchEvent): the page gets the real
 * touch and pointer events a phone sends, in small steps.
 */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  // The finger rests on the target before it lifts, as a hand placing a card does. Lifting while moving
  // would start a fling, and Chromium then takes the next tap as stopping the fling, not as a click.
  for (let rest = 0; rest < 3; rest++) {
    await page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export async function endTask(teacher: Page): Promise<void> {
  await teacher.getByRole('button', { name: '结束任务' }).click();
  // The ended task's results stay on the console until the teacher closes them (issue 32).
  await teacher.getByRole('button', { name: '关闭结果' }).click({ timeout: 8000 });
  await teacher.getByText(NO_TASK).waitFor();
}

/** The API as a demo account, from the test (Node's fetch). */
export async function apiAs(account: string) {
  const response = await fetch(url('/api/v2/initiate_auth'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await loginBody(account + DEFAULT_MAIL_DOMAIN, DEMO_PASSWORD + DEFAULT_PASSWORD_SUFFIX)) });
  const token = ((await response.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
  return (path: string, body?: unknown) =>
    fetch(url(path), { method: body === undefined ? 'GET' : 'POST', headers: { Authorization: `Bearer ${token}`, appId: DEFAULT_APP_ID, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
