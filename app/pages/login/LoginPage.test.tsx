// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginSignature } from '@core/contract/sig';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();
const session = { accessToken: 'acc-1', expiresAtSec: 4_102_444_800, refreshToken: 'ref-1' };

async function fillAndSubmit(account: string, password: string) {
  if (account) await userEvent.type(await screen.findByLabelText('账号'), account);
  if (password) await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page', () => {
  it('shows the welcome, the unified identity link and the version notice', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: '欢迎使用英语作业助手' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '统一身份认证登录' }).getAttribute('href')).toBe('/front?type=login');
    expect(screen.getByText(/^版本 /)).toBeTruthy();
  });

  it("asks for both fields: '请输入账号，密码'", async () => {
    const app = renderApp('/login');
    await fillAndSubmit('student05', '');
    expect(app.toasts).toEqual(['请输入账号，密码']);
  });

  it('signs in with the mail domain and password suffix appended and a signature the server can check', async () => {
    let body: { pwdParams: { uid: string; pwd: string; timestampSec: number; sig: string } } & Record<string, unknown> = { pwdParams: { uid: '', pwd: '', timestampSec: 0, sig: '' } };
    let headers: Headers | undefined;
    server.use(
      http.post(api('/api/v2/initiate_auth'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        headers = request.headers;
        await delay(50);
        return HttpResponse.json({ authenticationResult: session });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp('/login');
    await fillAndSubmit('student05', 'demo1234');
    expect(screen.getByRole('button', { name: '检验中' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(body).toMatchObject({ authFlow: 'LOGIN_BY_PWD', poolId: 'demo-school-pool', isSignup: false, clientPlatform: 'WECHAT_H5', deviceId: app.storage.deviceId() });
    expect(body.pwdParams).toMatchObject({ uid: 'student05@demo.school', pwd: 'demo1234#eh' });
    expect(body.pwdParams.sig).toBe(await loginSignature('demo1234#eh', 'demo-school-pool', body.pwdParams.timestampSec));
    expect(headers?.get('appId')).toBe('english-homework-h5');
    expect(app.storage.get('zhixue_authInfo')).toEqual(session);
    expect(app.storage.get('token')).toBe('acc-1');
    expect(app.bridgeCalls).toContainEqual({ name: 'setAuth', data: session });
    expect(await screen.findByRole('heading', { name: '小明' })).toBeTruthy();
  });

  it("shows the server's error text, or '登录失败'", async () => {
    server.use(http.post(api('/api/v2/initiate_auth'), () => HttpResponse.json({ errorCode: 2, message: '账号或密码错误' }, { status: 400 })));
    const app = renderApp('/login');
    await fillAndSubmit('student05', 'wrong');
    await waitFor(() => expect(app.toasts).toEqual(['账号或密码错误']));
    server.use(http.post(api('/api/v2/initiate_auth'), () => HttpResponse.error()));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.toasts).toEqual(['账号或密码错误', '登录失败']));
  });

  it('sends at most one submission per 2 s', async () => {
    let calls = 0;
    server.use(http.post(api('/api/v2/initiate_auth'), () => {
      calls += 1;
      return HttpResponse.json({ errorCode: 2, message: '账号或密码错误' }, { status: 400 });
    }));
    const app = renderApp('/login');
    await fillAndSubmit('student05', 'wrong');
    await waitFor(() => expect(app.toasts).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(calls).toBe(1);
  });
});

describe('hand-off sign-in', () => {
  it.each(['token', 'user_token', 'ios_token'])('exchanges ?%s=..., stores the token, sets the Shanghai area, goes home', async (name) => {
    let exchanged: unknown;
    server.use(
      http.post(api('/api/v1/chronus/auth/token'), async ({ request }) => {
        exchanged = await request.json();
        return HttpResponse.json({ accessToken: 'handed-off', expiresAtSec: 4_102_444_800 });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp(`/front?${name}=hand-off-1`);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(exchanged).toEqual({ access_token: 'hand-off-1' });
    expect(app.storage.get('token')).toBe('handed-off');
    expect(app.storage.get('AreaType')).toBe('sh');
    expect(app.storage.get('zhixue_authInfo')).toBeUndefined();
  });

  it("says '登录失败' when the exchange fails, on /login too", async () => {
    server.use(http.post(api('/api/v1/chronus/auth/token'), () => HttpResponse.json({ errorCode: 2, message: 'used' }, { status: 400 })));
    const app = renderApp('/login?token=spent');
    await waitFor(() => expect(app.toasts).toEqual(['登录失败']));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(app.storage.get('token')).toBeUndefined();
  });
});
