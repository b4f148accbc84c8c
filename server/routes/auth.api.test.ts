import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_POLL_MS, ErrorCode, initiateAuthResponseSchema, permissionsResponseSchema, userInfoSchema } from '@core/contract';
import { loginBody, startTestServer, type TestServer } from '../testing/test-server';
import { hashToken } from '../auth/tokens';
import { isWellFormedText } from '../http/request-guards';
import { OPEN_REDIRECT_PAYLOADS } from '../testing/open-redirect-payloads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { maxFailedLogins: 5 } });
});
afterAll(() => server?.close());

const login = async (body: unknown) =>
  server.request('/api/v2/initiate_auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const full = (uid: string) => uid + server.config.mailDomain;
const pwd = (password: string) => password + server.config.passwordSuffix;

describe('password sign-in (POST /api/v2/initiate_auth)', () => {
  it('returns access token, expiry and refresh token for a right password and signature', async () => {
    const response = await login(await loginBody(full('student15'), pwd('demo1234')));
    expect(response.status).toBe(200);
    const { authenticationResult } = initiateAuthResponseSchema.parse(await response.json());
    expect(authenticationResult.expiresAtSec).toBeGreaterThan(Date.now() / 1000);
    const me = await server.call(authenticationResult.accessToken, '/api/v1/chronus/user');
    expect(me.status).toBe(200);
    expect(userInfoSchema.parse(await me.json())).toMatchObject({ nickName: '小宇', userType: 1, login: full('student15') });
  });

  it.each([
    ['a wrong password', () => loginBody(full('student15'), pwd('wrong-password'))],
    ['an unknown account', () => loginBody(full('nobody'), pwd('demo1234'))],
    ['the password without its suffix', () => loginBody(full('student15'), 'demo1234')],
  ])('refuses %s with 401 账号或密码错误', async (_label, body) => {
    const response = await login(await body());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errorCode: ErrorCode.BAD_CREDENTIALS, message: '账号或密码错误' });
  });

  it.each([
    ['a signature that does not match', { sig: 'a'.repeat(64) }],
    ['a timestamp ten minutes old', { timestampSec: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s with 400 before looking at the password', async (_label, overrides) => {
    const response = await login(await loginBody(full('student15'), pwd('demo1234'), overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.BAD_SIGNATURE);
  });

  it('refuses another pool', async () => {
    const response = await login(await loginBody(full('student15'), pwd('demo1234'), { poolId: 'other-pool' }));
    expect(response.status).toBe(400);
  });

  it('locks an account after too many failed attempts, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(await loginBody(full('student03'), pwd(`bad-${i}`)))).status).toBe(401);
    const locked = await login(await loginBody(full('student03'), pwd('demo1234')));
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.RATE_LIMITED);
    // Other accounts are not affected.
    expect((await login(await loginBody(full('student05'), pwd('demo1234')))).status).toBe(200);
  });

  it('refuses a disabled account', async () => {
    await server.db.query('UPDATE users SET disabled = true WHERE id = $1', ['user-student09']);
    expect((await login(await loginBody(full('student09'), pwd('demo1234')))).status).toBe(401);
  });
});

describe('protected calls', () => {
  it('need the app id header', async () => {
    const token = await server.signIn('student15');
    const response = await server.call(token, '/api/v1/chronus/user', { headers: { appId: 'someone-else' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.BAD_APP_ID);
  });

  it.each([
    ['no token', undefined],
    ['a made-up token', 'not-a-token'],
  ])('answer 401 with %s', async (_label, token) => {
    const response = await server.call(token, '/api/v1/chronus/user');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('answer 401 once the token has expired', async () => {
    const token = await server.signIn('student14');
    await server.db.query('UPDATE auth_tokens SET expires_at_sec = 0 WHERE token_hash = $1', [hashToken(token)]);
    expect((await server.call(token, '/api/v1/chronus/user')).status).toBe(401);
  });

  it('list the permission codes', async () => {
    const response = await server.call(await server.signIn('student06'), '/api/v1/chronus/user/permissions');
    const body = permissionsResponseSchema.parse(await response.json());
    expect(body.codes).toEqual(expect.arrayContaining(['afterschool_report_student', 'error_notebook']));
    expect(body.codes).not.toContain('wordbook_student');
    expect(body.permissions).toContainEqual({ code: 'SH_OXFORD', type: 4 });
  });

  it('describe classes as schools > gradeGroups > groups', async () => {
    const two = userInfoSchema.parse(await (await server.call(await server.signIn('twoclasses'), '/api/v1/chronus/user')).json());
    expect(two.schools).toEqual([{ shortName: '阳光小学', gradeGroups: [{ gradeLevelStr: '三年级', groups: [{ id: 'class-3-1', name: '(1)班' }, { id: 'class-3-2', name: '(2)班' }] }] }]);
    const none = userInfoSchema.parse(await (await server.call(await server.signIn('noclass'), '/api/v1/chronus/user')).json());
    expect(none.schools).toEqual([]);
  });
});

/** A fresh access token of a demo account. */
const signInAs = async (uid: string) => initiateAuthResponseSchema.parse(await (await login(await loginBody(full(uid), pwd('demo1234')))).json()).authenticationResult.accessToken;

describe('sign-out and refresh', () => {
  it('sign-out revokes the access token and its refresh token', async () => {
    const response = await login(await loginBody(full('student12'), pwd('demo1234')));
    const { authenticationResult } = initiateAuthResponseSchema.parse(await response.json());
    const out = await server.request('/api/v2/sign_out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: authenticationResult.accessToken, refreshToken: authenticationResult.refreshToken }) });
    expect(out.status).toBe(200);
    expect((await server.call(authenticationResult.accessToken, '/api/v1/chronus/user')).status).toBe(401);
    const refresh = await login({ authFlow: 'REFRESH_TOKEN', poolId: 'demo-school-pool', deviceId: 'D', refreshToken: authenticationResult.refreshToken });
    expect(refresh.status).toBe(401);
  });

  it('a refresh token gives a new pair once', async () => {
    const first = initiateAuthResponseSchema.parse(await (await login(await loginBody(full('student10'), pwd('demo1234')))).json()).authenticationResult;
    const refreshBody = { authFlow: 'REFRESH_TOKEN', poolId: 'demo-school-pool', deviceId: 'D', refreshToken: first.refreshToken };
    const renewed = await login(refreshBody);
    expect(renewed.status).toBe(200);
    const second = initiateAuthResponseSchema.parse(await renewed.json()).authenticationResult;
    expect((await server.call(second.accessToken, '/api/v1/chronus/user')).status).toBe(200);
    expect((await server.call(first.accessToken, '/api/v1/chronus/user')).status).toBe(401);
    expect((await login(refreshBody)).status).toBe(401);
  });

  it('a checked token stops working within one poll interval when another process revokes it or disables its user (the token cache, issue 13)', async () => {
    /** Calls until refused (401) or one poll interval passes; answers the last status. */
    const statusWithinOnePoll = async (token: string) => {
      const until = Date.now() + CLASSROOM_POLL_MS;
      for (;;) {
        const { status } = await server.call(token, '/api/v1/chronus/user');
        if (status === 401 || Date.now() > until) return status;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const revoked = await signInAs('student08');
    // Checked on this process (now in memory) ...
    expect((await server.call(revoked, '/api/v1/chronus/user')).status).toBe(200);
    // ... revoked by another process: straight in the database.
    await server.db.query('UPDATE auth_tokens SET revoked = true WHERE token_hash = $1', [hashToken(revoked)]);
    expect(await statusWithinOnePoll(revoked)).toBe(401);

    const disabled = await signInAs('student06');
    expect((await server.call(disabled, '/api/v1/chronus/user')).status).toBe(200);
    await server.db.query("UPDATE users SET disabled = true WHERE id = 'user-student06'");
    try {
      expect(await statusWithinOnePoll(disabled)).toBe(401);
    } finally {
      await server.db.query("UPDATE users SET disabled = false WHERE id = 'user-student06'");
    }
  });
});

describe('hand-off', () => {
  it('exchanges a one-time code for a session, once (POST /api/v1/chronus/auth)', async () => {
    const code = await server.deps.auth.createHandOff('user-student01');
    const exchange = () => server.request('/api/v1/chronus/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: code }) });
    const first = await exchange();
    expect(first.status).toBe(200);
    const session = (await first.json()) as { accessToken: string };
    expect((await server.call(session.accessToken, '/api/v1/chronus/user')).status).toBe(200);
    expect((await exchange()).status).toBe(401);
  });

  it('exchanges an identity token at /auth/token and through the authorise call', async () => {
    const viaToken = await server.request('/api/v1/chronus/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ access_token: await server.deps.auth.createHandOff('user-student02'), expired_at_sec: 0 }) });
    expect(Object.keys((await viaToken.json()) as object).toSorted()).toEqual(['accessToken', 'expiresAtSec']);
    const authorize = await server.request('/api/v2/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: server.config.appId, poolId: server.config.poolId, deviceId: 'D', userTokenV2: await server.deps.auth.createHandOff('user-student02') }),
    });
    expect(((await authorize.json()) as { data: { accessToken: string } }).data.accessToken).toMatch(/^[\w-]{43}$/);
  });

  it('gives the sign-in and sign-out addresses, and no open redirect', async () => {
    expect(await (await server.request('/api/v1/chronus/auth/url?redirectUrl=/front')).json()).toEqual({ authUrl: '/identity/login?redirectUrl=%2Ffront' });
    expect(await (await server.request('/api/v1/chronus/logout/url?redirectUrl=/login')).json()).toEqual({ data: { logoutUrl: '/identity/logout?redirectUrl=%2Flogin' } });
    expect((await server.request('/api/v1/chronus/auth/url?redirectUrl=https://evil.example/')).status).toBe(400);
    expect((await server.request('/api/v1/chronus/auth/url?redirectUrl=//evil.example/')).status).toBe(400);
  });
});

const post = (fields: Record<string, string>) =>
  server.request('/identity/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('the identity page (unified identity sign-in)', () => {
  it('shows a sign-in form that returns to the app', async () => {
    const response = await server.request('/identity/login?redirectUrl=/front');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('统一身份认证');
    expect(text).toContain('name="redirectUrl" value="/front"');
  });

  it("looks like the app's own sign-in (issue 19, item 10): the brand mark, the brand green, fields with hints", async () => {
    const text = await (await server.request('/identity/login?redirectUrl=/front')).text();
    const brand = readFileSync(new URL('../../app/assets/brand.svg', import.meta.url), 'utf8');
    expect(text).toContain(brand.slice(brand.indexOf('viewBox'), brand.indexOf('</svg>')));
    const appBrand = /--brand: (#[0-9a-f]{6});/.exec(readFileSync(new URL('../../app/styles/global.css', import.meta.url), 'utf8'))![1];
    expect(text).toContain(`--brand: ${appBrand};`);
    expect(text).toContain('placeholder="请输入账号"');
    expect(text).toContain('placeholder="请输入密码"');
  });

  it('sends a signed-in student back with a hand-off token the app can exchange once', async () => {
    const response = await post({ uid: 'student11', pwd: 'demo1234', redirectUrl: '/front' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/front');
    const token = location.searchParams.get('token')!;
    const exchange = await server.request('/api/v1/chronus/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(exchange.status).toBe(200);
  });

  it('shows the error on the page for a wrong password and escapes what it echoes', async () => {
    const wrong = await post({ uid: 'student11', pwd: 'nope', redirectUrl: '/front?x="><script>' });
    expect(wrong.status).toBe(401);
    const text = await wrong.text();
    expect(text).toContain('账号或密码错误');
    expect(text).not.toContain('"><script>');
    expect((await post({ uid: '', pwd: '', redirectUrl: '/front' })).status).toBe(400);
    expect((await post({ uid: 'student11', pwd: 'demo1234', redirectUrl: 'https://evil.example' })).status).toBe(400);
  });

  it('follows no open-redirect payload off the site, so the hand-off token never leaves it', async () => {
    const followed: string[] = [];
    // A lone surrogate cannot travel in a URL at all (the unit test covers it).
    for (const payload of OPEN_REDIRECT_PAYLOADS.filter(isWellFormedText)) {
      const query = `redirectUrl=${encodeURIComponent(payload)}`;
      const answers = [
        await post({ uid: 'student11', pwd: 'demo1234', redirectUrl: payload }),
        await server.request(`/identity/login?${query}`),
        await server.request(`/identity/logout?${query}`),
        await server.request(`/api/v1/chronus/auth/url?${query}`),
        await server.request(`/api/v1/chronus/logout/url?${query}`),
      ];
      for (const response of answers) if (response.status !== 400 || response.headers.get('location') !== null) followed.push(`${payload} -> ${response.status} ${response.headers.get('location')}`);
    }
    expect(followed).toEqual([]);
  });

  it('logs out by returning to the app', async () => {
    const response = await server.request('/identity/logout?redirectUrl=/login');
    expect([response.status, response.headers.get('location')]).toEqual([302, '/login']);
  });
});
