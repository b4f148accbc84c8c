// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
afterEach(() => vi.useRealTimers());

describe('/front textbook chooser', () => {
  it("offers '牛津上海版' and '其他' under '请选择教材'", async () => {
    renderApp('/front');
    expect(await screen.findByRole('heading', { name: '请选择教材' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['牛津上海版', '其他']);
  });

  it('牛津上海版 sets the Shanghai area and SH_OXFORD, then goes to the identity sign-in when signed out', async () => {
    server.use(http.get(api('/api/v1/chronus/auth/url'), () => HttpResponse.json({ authUrl: '/identity/login?redirectUrl=%2Ffront' })));
    const app = renderApp('/front');
    await userEvent.click(await screen.findByRole('button', { name: '牛津上海版' }));
    expect(app.storage.get('AreaType')).toBe('sh');
    expect(app.storage.get('textbook')).toBe('SH_OXFORD');
    await waitFor(() => expect(app.visited).toEqual(['/identity/login?redirectUrl=%2Ffront']));
  });

  it('其他 sets the other area and goes home when signed in', async () => {
    server.use(...signedInHandlers());
    const app = renderApp('/front', { signedIn: true, stored: { textbook: 'SH_OXFORD' } });
    await userEvent.click(await screen.findByRole('button', { name: '其他' }));
    expect(app.storage.get('AreaType')).toBe('other');
    expect(app.storage.get('textbook')).toBeUndefined();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('/front?type=login', () => {
  it('goes to the address the server gives, asking to come back to /front', async () => {
    let redirect: string | null = null;
    server.use(http.get(api('/api/v1/chronus/auth/url'), ({ request }) => {
      redirect = new URL(request.url).searchParams.get('redirectUrl');
      return HttpResponse.json({ authUrl: '/identity/login?redirectUrl=%2Ffront' });
    }));
    const app = renderApp('/front?type=login');
    await waitFor(() => expect(app.visited).toEqual(['/identity/login?redirectUrl=%2Ffront']));
    expect(redirect).toBe('/front');
  });

  it("works as /front/login too, and says '登录失败' when the address cannot be had", async () => {
    server.use(http.get(api('/api/v1/chronus/auth/url'), () => HttpResponse.error()));
    const app = renderApp('/front/login');
    await waitFor(() => expect(app.toasts).toEqual(['登录失败']));
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
  });
});

describe('/front?type=quit (iOS app)', () => {
  it('signs out, clears the tokens, tells the app, and asks it to close after 10 s', async () => {
    let signedOut: unknown;
    server.use(http.post(api('/api/v2/sign_out'), async ({ request }) => {
      signedOut = await request.json();
      return HttpResponse.json({ ok: true });
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = renderApp('/front?type=quit', { signedIn: 'own-login', deviceKind: 'iosApp' });
    await waitFor(() => expect(app.bridgeCalls.map((c) => c.name)).toContain('userQuit'));
    expect(signedOut).toEqual({ token: 'test-access-token', refreshToken: 'test-refresh' });
    expect(app.storage.get('token')).toBeUndefined();
    expect(app.storage.get('zhixue_authInfo')).toBeUndefined();
    expect(app.bridgeCalls.map((c) => c.name)).not.toContain('closeWebView');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(app.bridgeCalls.map((c) => c.name)).toContain('closeWebView');
  });
});

describe('exit in the iOS app', () => {
  it('goes to the quit page from app 1.0.3 (SDK 1.0.2)', async () => {
    server.use(...signedInHandlers());
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) EnglishHomeworkApp/1.0.3 SDK/1.0.2');
    const app = renderApp('/', { signedIn: true, deviceKind: 'iosApp' });
    await userEvent.click(await screen.findByRole('button', { name: '退出账号' }));
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/front?type=quit'));
    userAgent.mockRestore();
  });

  it('uses the web logout in an older app', async () => {
    server.use(http.get(api('/api/v1/chronus/logout/url'), () => HttpResponse.json({ data: { logoutUrl: '/identity/logout' } })), ...signedInHandlers());
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) EnglishHomeworkApp/1.0.2 SDK/1.0.1');
    const app = renderApp('/', { signedIn: true, deviceKind: 'iosApp' });
    await userEvent.click(await screen.findByRole('button', { name: '退出账号' }));
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.visited).toEqual(['/identity/logout']));
    userAgent.mockRestore();
  });
});
