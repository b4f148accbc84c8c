// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvents } from '@core/services';
import { EventsToken, PageLocationToken, resolveService } from '@core/services/tokens';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();

const IOS_URL = 'https://apps.apple.com/cn/app/id1234567890';
const APK_URL = 'https://download.example.test/english-homework.apk';
const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 12; V2118A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.38(0x1800262c) NetType/WIFI Language/zh_CN',
};

/** The download-info call, counting its requests. */
function downloadInfo(respond: () => Response = () => HttpResponse.json({ iosUrl: IOS_URL, androidUrl: APK_URL })) {
  const calls = { count: 0 };
  server.use(
    http.get(api('/api/v1/download-info'), () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
}

function onDevice(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

/** Renders /oia and waits until the page's own download-info request has been answered. */
async function openPage(calls: { count: number }) {
  const app = renderApp('/oia');
  await screen.findByRole('heading', { level: 1, name: '英语作业助手' });
  await waitFor(() => expect(calls.count).toBe(1));
  // Let the answer settle into the page.
  await act(async () => {});
  return app;
}

/** Presses a button, then lets the 500 ms debounce run out on fake timers. */
async function pressAndWait(name: string) {
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => vi.advanceTimersByTimeAsync(500));
  vi.useRealTimers();
  await act(async () => {});
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/oia download page', () => {
  it('opens without sign-in: title, subtitle, both download buttons on a computer, and the copy-link button', async () => {
    onDevice(UA.desktop);
    const calls = downloadInfo();
    const app = await openPage(calls);
    expect(app.location()).toBe('/oia');
    expect(screen.getByText('公立校英语智慧学习平台')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'iPhone 版下载' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Android 版下载' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.toasts).toEqual([]);
  });

  it('on an iPhone offers the App Store only; the press is debounced 500 ms and a burst downloads once', async () => {
    onDevice(UA.iphone);
    const calls = downloadInfo();
    const app = await openPage(calls);
    expect(screen.queryByRole('button', { name: 'Android 版下载' })).toBeNull();

    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'iPhone 版下载' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(app.visited).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(app.visited).toEqual([IOS_URL]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(app.visited).toEqual([IOS_URL]);
    expect(calls.count).toBe(1);
  });

  it('on an Android phone offers the apk only', async () => {
    onDevice(UA.android);
    const calls = downloadInfo();
    const app = await openPage(calls);
    expect(screen.queryByRole('button', { name: 'iPhone 版下载' })).toBeNull();
    await pressAndWait('Android 版下载');
    expect(app.visited).toEqual([APK_URL]);
  });

  it('toasts 获取下载页请求失败 when the page cannot load the download addresses', async () => {
    onDevice(UA.desktop);
    const calls = downloadInfo(() => HttpResponse.error());
    const app = await openPage(calls);
    await waitFor(() => expect(app.toasts).toEqual(['获取下载页请求失败']));
  });

  it('asks again on a press after a failed load: 下载请求失败,请重试 when that fails too', async () => {
    onDevice(UA.desktop);
    const calls = downloadInfo(() => HttpResponse.error());
    const app = await openPage(calls);
    await pressAndWait('iPhone 版下载');
    await waitFor(() => expect(app.toasts).toEqual(['获取下载页请求失败', '下载请求失败,请重试']));
    expect(calls.count).toBe(2);
    expect(app.visited).toEqual([]);
  });

  it('asks again on a press after a failed load, and downloads when the answer comes', async () => {
    onDevice(UA.desktop);
    let fail = true;
    const calls = downloadInfo(() => (fail ? HttpResponse.error() : HttpResponse.json({ iosUrl: IOS_URL, androidUrl: APK_URL })));
    const app = await openPage(calls);
    fail = false;
    await pressAndWait('Android 版下载');
    await waitFor(() => expect(app.visited).toEqual([APK_URL]));
    expect(app.toasts).toEqual(['获取下载页请求失败']);
  });

  it('toasts 获取下载链接失败,请重试 when the server has no address for the device', async () => {
    onDevice(UA.desktop);
    const calls = downloadInfo(() => HttpResponse.json({ iosUrl: IOS_URL, androidUrl: '' }));
    const app = await openPage(calls);
    await pressAndWait('Android 版下载');
    await waitFor(() => expect(app.toasts).toEqual(['获取下载链接失败,请重试']));
    expect(app.visited).toEqual([]);
    await pressAndWait('iPhone 版下载');
    expect(app.visited).toEqual([IOS_URL]);
  });

  it('toasts 下载请求失败,请重试 when opening the download fails', async () => {
    onDevice(UA.iphone);
    const calls = downloadInfo();
    const app = await openPage(calls);
    vi.spyOn(resolveService(app.container, PageLocationToken), 'assign').mockImplementation(() => {
      throw new Error('navigation blocked');
    });
    await pressAndWait('iPhone 版下载');
    expect(app.toasts).toEqual(['下载请求失败,请重试']);
  });

  it('leaves a server error to the global toast', async () => {
    onDevice(UA.desktop);
    const calls = downloadInfo(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const app = await openPage(calls);
    await waitFor(() => expect(app.toasts).toEqual(['服务出错，请重试']));
  });

  it('in WeChat shows the hint to open the page in the browser, again on a download press, and never downloads', async () => {
    onDevice(UA.wechat);
    const calls = downloadInfo();
    const app = await openPage(calls);
    const hint = screen.getByRole('dialog', { name: '请在浏览器中打开' });
    expect(within(hint).getByText('点击右上角「…」，选择「在浏览器打开」，即可下载英语作业助手')).toBeTruthy();
    expect(within(hint).getByText('也可以复制链接，粘贴到手机自带的浏览器中打开')).toBeTruthy();
    expect(within(hint).getByRole('button', { name: '复制链接' })).toBeTruthy();

    fireEvent.click(within(hint).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await pressAndWait('iPhone 版下载');
    expect(screen.getByRole('dialog', { name: '请在浏览器中打开' })).toBeTruthy();
    expect(app.visited).toEqual([]);
  });

  it('copies the page link and toasts 链接已复制 for 3 s', async () => {
    onDevice(UA.desktop);
    const user = userEvent.setup();
    const calls = downloadInfo();
    const app = await openPage(calls);
    const shown: AppEvents['toast'][] = [];
    resolveService(app.container, EventsToken).on('toast', (toast: AppEvents['toast']) => void shown.push(toast));

    await user.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(shown).toEqual([{ message: '链接已复制', durationMs: 3000 }]));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/oia`);
    expect(screen.getByRole('status').textContent).toBe('链接已复制');
  });

  it('says so when the link cannot be copied', async () => {
    onDevice(UA.desktop);
    const user = userEvent.setup();
    const calls = downloadInfo();
    const app = await openPage(calls);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(app.toasts).toEqual(['复制失败，请长按链接手动复制']));
    expect(screen.getByText(`${window.location.origin}/oia`)).toBeTruthy();
  });
});
