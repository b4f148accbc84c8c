// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '../services/container';
import { EventsToken, PageLocationToken, ReporterToken, resolveService } from '@core/services/tokens';
import { ServicesProvider } from '../services/ServicesContext';
import { api, renderApp, signedInHandlers, useMswServer } from '../../tests/helpers/app-harness';
import { RouteErrorBoundary } from './RouteError';
import { VersionCheck } from './VersionCheck';

const server = useMswServer();

function Boom({ error }: { error: unknown }): never {
  throw error;
}

function renderWithServices(ui: React.ReactNode) {
  const container = createAppContainer({ store: memoryStore() });
  const reported: unknown[] = [];
  let reloads = 0;
  container.register(ReporterToken, { useValue: { captureError: (e: unknown) => void reported.push(e), captureMessage: () => {} } });
  container.register(PageLocationToken, { useValue: { assign: () => {}, reload: () => void (reloads += 1) } });
  render(<ServicesProvider container={container}>{ui}</ServicesProvider>);
  return { reported, reloads: () => reloads };
}

function renderCrash(error: unknown) {
  return renderWithServices(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Boom error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('routing', () => {
  it.each(['/login', '/front', '/proto', '/privicy', '/oia', '/ai-stt-generate', '/share-episode', '/ai-write-evaluate'])('%s opens without a token', async (path) => {
    server.use(http.get(api('/api/v1/download-info'), () => HttpResponse.json({ androidUrl: 'a', iosUrl: 'i' })), http.get(api('/api/v1/chronus/auth/url'), () => HttpResponse.json({ authUrl: '/identity/login' })));
    const app = renderApp(path);
    await waitFor(() => expect(document.querySelector('main')).toBeTruthy());
    expect(app.location().split('?')[0]).toBe(path);
  });

  it.each(['/', '/homework', '/homework-child?homework=x', '/report', '/error-book', '/learn-analysis', '/class-report-list', '/statements', '/pt?type=homework', '/exercise', '/word-book'])(
    '%s without a token redirects to /login',
    async (path) => {
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/login'));
      expect(await screen.findByRole('heading', { name: '欢迎使用英语作业助手' })).toBeTruthy();
    },
  );

  it("shows 'Page not found' for unknown routes, with a way home", async () => {
    renderApp('/no-such-page', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('says plainly that a later screen is not open yet', async () => {
    server.use(...signedInHandlers());
    renderApp('/gpt-task', { signedIn: true });
    expect(await screen.findByText('这个功能正在建设中，敬请期待')).toBeTruthy();
  });
});

describe('global request handling', () => {
  it("on 401: toast 'token过期', token removed, back to /login", async () => {
    server.use(http.get(api('/api/v1/chronus/user'), () => HttpResponse.json({ errorCode: 1, message: 'expired' }, { status: 401 })), http.get(api('/api/v1/chronus/user/permissions'), () => HttpResponse.json({ codes: [], permissions: [] })));
    const app = renderApp('/homework', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.toasts).toContain('token过期');
    expect(app.storage.get('token')).toBeUndefined();
    expect(screen.getByRole('status').textContent).toBe('token过期');
  });

  it('on 401 inside the iOS app: tells the app the user quit instead', async () => {
    server.use(http.get(api('/api/v1/chronus/user'), () => HttpResponse.json({ errorCode: 1, message: 'expired' }, { status: 401 })), http.get(api('/api/v1/chronus/user/permissions'), () => HttpResponse.json({ codes: [], permissions: [] })));
    const app = renderApp('/', { signedIn: true, deviceKind: 'iosApp' });
    await waitFor(() => expect(app.bridgeCalls.map((c) => c.name)).toContain('userQuit'));
    expect(app.toasts).not.toContain('token过期');
  });

  it.each([
    [403, '此账号权限错误,请退出重试'],
    [500, '服务出错，请重试'],
  ])('on %i: one toast with the spec text', async (status, text) => {
    server.use(http.get(api('/api/v1/chronus/student/classroom/task'), () => HttpResponse.json({ errorCode: 9, message: 'x' }, { status })), ...signedInHandlers());
    const app = renderApp('/', { signedIn: true });
    await waitFor(() => expect(app.toasts).toEqual([text]));
    expect((await screen.findByRole('status')).textContent).toBe(text);
  });
});

describe('generic error screen', () => {
  it("shows the error's message, hides the stack until the image is clicked, reports it, and reloads on retry", async () => {
    const error = new Error('题目加载失败');
    const view = renderCrash(error);
    expect((await screen.findByRole('alert')).textContent).toBe('题目加载失败');
    expect(screen.queryByText(/at Boom|Error: 题目加载失败/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '错误详情' }));
    expect(screen.getByText(/Error: 题目加载失败/)).toBeTruthy();
    expect(view.reported).toContain(error);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(view.reloads()).toBe(1);
  });

  it("falls back to '网络加载失败，请重试' for an error without a message", async () => {
    renderCrash({ code: 42 });
    expect((await screen.findByRole('alert')).textContent).toBe('网络加载失败，请重试');
  });
});

describe('version check', () => {
  it('polls every 10 s and, when a new build is deployed, alerts and reloads on confirm', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const versions = ['build-1', 'build-1', 'build-2'];
    const fetchVersion = vi.fn<() => Promise<string | undefined>>(async () => versions.shift());
    const view = renderWithServices(<VersionCheck runningVersion="build-1" fetchVersion={fetchVersion} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    vi.useRealTimers();
    const dialog = await screen.findByRole('alertdialog', { name: '发现新版本' });
    expect(dialog.textContent).toContain('英语作业助手已更新');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(view.reloads()).toBe(1);
  });
});

describe('global loading flag', () => {
  it('shows the loading bar while any load is on', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: '小明' });
    const events = resolveService(app.container, EventsToken);
    expect(screen.queryByRole('progressbar', { name: '页面加载中' })).toBeNull();
    act(() => {
      events.emit('loading', { on: true });
      events.emit('loading', { on: true });
      events.emit('loading', { on: false });
    });
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    act(() => {
      events.emit('loading', { on: false });
    });
    expect(screen.queryByRole('progressbar', { name: '页面加载中' })).toBeNull();
  });
});
