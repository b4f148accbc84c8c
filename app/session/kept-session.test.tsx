// @vitest-environment jsdom
/**
 * The session kept on the device (issue 18): opened again with the same token, the app shows the
 * student's page at once from what it loaded last time, asks the server again, and shows its answer.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer, userInfo } from '../../tests/helpers/app-harness';

const server = useMswServer();
const TOKEN = 'test-access-token';
const kept = (token = TOKEN) => ({ session: { token, user: userInfo({ nickName: '昨天的名字' }), permissionCodes: [] } });

/** The user call held until `release` is called, so the test sees what shows before the answer. */
function heldUserCall(answer: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, handler: http.get(api('/api/v1/chronus/user'), async () => (await released, answer())) };
}

describe('the session kept on the device', () => {
  it('home shows at once from the kept session, then with the server answer', async () => {
    const user = heldUserCall(() => HttpResponse.json(userInfo({ nickName: '今天的名字' })));
    server.use(user.handler, ...signedInHandlers());
    const app = renderApp('/', { signedIn: true, stored: kept() });
    expect(await screen.findByRole('heading', { level: 1, name: '昨天的名字' })).toBeTruthy();
    user.release();
    expect(await screen.findByRole('heading', { level: 1, name: '今天的名字' })).toBeTruthy();
    expect(app.storage.get('session')?.user.nickName).toBe('今天的名字');
  });

  it('a network failure leaves the kept session on screen, not the network trouble page', async () => {
    const user = heldUserCall(() => HttpResponse.error());
    server.use(user.handler, ...signedInHandlers());
    renderApp('/', { signedIn: true, stored: kept() });
    await screen.findByRole('heading', { level: 1, name: '昨天的名字' });
    user.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: '昨天的名字' })).toBeTruthy();
  });

  it('a refused token signs out and forgets the kept session', async () => {
    const user = heldUserCall(() => HttpResponse.json({ message: 'token expired' }, { status: 401 }));
    server.use(user.handler, ...signedInHandlers());
    const app = renderApp('/', { signedIn: true, stored: kept() });
    await screen.findByRole('heading', { level: 1, name: '昨天的名字' });
    user.release();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.storage.get('session')).toBeUndefined();
  });

  it('a session kept for another token is not shown: the page waits for the server', async () => {
    const user = heldUserCall(() => HttpResponse.json(userInfo({ nickName: '今天的名字' })));
    server.use(user.handler, ...signedInHandlers());
    renderApp('/', { signedIn: true, stored: kept('someone-elses-token') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1, name: '昨天的名字' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    user.release();
    expect(await screen.findByRole('heading', { level: 1, name: '今天的名字' })).toBeTruthy();
  });
});
