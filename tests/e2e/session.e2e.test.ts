/**
 * Routing and the session in a real Chromium against the real server (spec 01 §2, §4): open routes
 * without a token, protected ones redirecting to /login, and logging out.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { closeBrowser, openPage, pathOf, screenshot, signIn, url } from './browser';
import { nickName } from './fixture';

afterAll(closeBrowser);

/** A page on a new phone: no token, nothing stored. */
const freshPage = (context: TestContext): Promise<Page> => openPage(context);

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '欢迎使用英语作业助手' });

describe('routes without a sign-in', () => {
  it('the login page shows the welcome, the unified identity link and the form', async (context) => {
    const page = await freshPage(context);
    await page.goto('/login');
    await loginHeading(page).waitFor();
    await expect(page.getByRole('link', { name: '统一身份认证登录' }).getAttribute('href')).resolves.toBe('/front?type=login');
    await expect(page.getByLabel('账号', { exact: true }).getAttribute('placeholder')).resolves.toBe('请输入账号');
    await expect(page.getByLabel('密码', { exact: true }).getAttribute('type')).resolves.toBe('password');
    await screenshot(page, 'login');
  });

  it("before its JavaScript has run, the page shows the app's name and that it is loading; the HTML asks for no HTTP library (issue 18: the JSON API goes by fetch)", async (context) => {
    const page = await freshPage(context);
    // As on a slow network, where the scripts have not come yet.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await page.getByText('英语作业助手', { exact: true }).waitFor();
    expect(await page.getByRole('progressbar', { name: '加载中…' }).count()).toBe(1);
    const html = await (await fetch(url('/login'))).text();
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/[\w-]+\.js">/);
    expect(html).not.toMatch(/axios/);
  });

  it("the page's tab icon is an icon the server has, not the app's page under the icon's address", async () => {
    const html = await (await fetch(url('/login'))).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const icon = await fetch(url(href!));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('open routes /privicy and /proto show their page', async (context) => {
    const page = await freshPage(context);
    await page.goto('/privicy');
    await page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
    expect(pathOf(page)).toBe('/privicy');
    await page.getByRole('link', { name: '服务使用协议' }).tap();
    await page.getByRole('heading', { level: 1, name: '服务使用协议' }).waitFor();
    expect(pathOf(page)).toBe('/proto');
  });

  it('a protected route (/homework) without a token goes to /login', async (context) => {
    const page = await freshPage(context);
    await page.goto('/homework');
    await page.waitForURL(url('/login'));
    await loginHeading(page).waitFor();
    await expect(page.getByRole('heading', { name: '课后辅导' }).count()).resolves.toBe(0);
  });

  it('a wrong password keeps the student on /login', async (context) => {
    const page = await freshPage(context);
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('student00');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/initiate_auth');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});

describe('logout', () => {
  it('cancel in the exit dialog stays home', async (context) => {
    const page = await freshPage(context);
    await signIn(page, 'student05');
    await page.getByRole('button', { name: '退出账号' }).tap();
    const dialog = page.getByRole('alertdialog', { name: '确认要退出账号吗？' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '取消', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    await page.getByRole('heading', { level: 1, name: nickName('student05') }).waitFor();
  });

  it('退出账号 → 确认 signs out on the server, lands on /login, and /homework then redirects to /login', async (context) => {
    const page = await freshPage(context);
    await signIn(page, 'student05');
    await page.getByRole('heading', { level: 1, name: nickName('student05') }).waitFor();

    await page.getByRole('button', { name: '退出账号' }).tap();
    const dialog = page.getByRole('alertdialog', { name: '确认要退出账号吗？' });
    await dialog.waitFor();
    const signOut = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v2/sign_out');
    await dialog.getByRole('button', { name: '确认', exact: true }).tap();
    const request = await signOut;
    expect((await request.response())?.status()).toBe(200);
    await page.waitForURL(url('/login'));
    await loginHeading(page).waitFor();

    // The access token the app held no longer works.
    const { token } = request.postDataJSON() as { token: string };
    const userInfo = await page.request.get(url('/api/v1/chronus/user'), { headers: { Authorization: `Bearer ${token}`, appId: DEFAULT_APP_ID } });
    expect(userInfo.status()).toBe(401);

    await page.goto('/homework');
    await page.waitForURL(url('/login'));
    await loginHeading(page).waitFor();
  });
});
