import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DependencyContainer } from 'tsyringe';
import { createAppContainer } from '../container';
import { DEFAULT_REQUEST_TIMEOUT_MS, type AppConfig } from '../config';
import type { AppEventName, AppEvents } from '../events';
import { memoryStore } from '../storage';
import { ApiToken, ConfigToken, EventsToken, StorageToken, resolveService } from '../tokens';
import { ApiError } from './api-service';
import { HttpApiService } from './http-api-service';
import { PREFETCH_FRESH_MS } from './prefetched-gets';

const BASE = 'http://api.test';
const NEO = 'http://neo.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(config: Partial<AppConfig> = {}) {
  const container: DependencyContainer = createAppContainer({
    config: { apiBase: BASE, neoApiBase: NEO, appId: 'test-app', ...config },
    store: memoryStore(),
  });
  const events: { name: AppEventName; payload: unknown }[] = [];
  const bus = resolveService(container, EventsToken);
  for (const name of ['toast', 'auth:expired', 'auth:user-quit', 'auth:forbidden', 'server:error'] as const) {
    bus.on(name, (payload: AppEvents[typeof name]) => events.push({ name, payload }));
  }
  return { api: resolveService(container, ApiToken), storage: resolveService(container, StorageToken), events, container };
}

describe('HttpApiService through the container', () => {
  it('is built by tsyringe from its injected tokens, and the default time-out is 20000 ms', () => {
    const { api, container } = setup();
    expect(api).toBeInstanceOf(HttpApiService);
    expect(resolveService(container, ApiToken)).toBe(api);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20000);
    expect(resolveService(container, ConfigToken).timeoutMs).toBe(20000);
  });

  it('takes a storage double registered over the real one', async () => {
    const container = createAppContainer({ config: { apiBase: BASE }, store: memoryStore() });
    container.register(StorageToken, {
      useValue: { get: () => 'double-token', set() {}, remove() {}, deviceId: () => 'DOUBLE0001', clearToken() {}, clearAuth() {} },
    });
    server.use(http.get(`${BASE}/who`, ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization'), device: request.headers.get('deviceId') })));
    await expect(resolveService(container, ApiToken).main.get('/who')).resolves.toEqual({ auth: 'Bearer double-token', device: 'DOUBLE0001' });
  });
});

describe('request headers', () => {
  it('sends the bearer token, the app id and both device ids', async () => {
    const { api, storage } = setup();
    storage.set('token', 'tok-123');
    let headers: Headers | undefined;
    server.use(http.get(`${BASE}/api/v1/chronus/user`, ({ request }) => { headers = request.headers; return HttpResponse.json({ id: 'u1' }); }));
    await expect(api.main.get('/api/v1/chronus/user')).resolves.toEqual({ id: 'u1' });
    expect(headers?.get('authorization')).toBe('Bearer tok-123');
    expect(headers?.get('appId')).toBe('test-app');
    expect(headers?.get('deviceId')).toBe(storage.deviceId());
    expect(headers?.get('sDeviceId')).toBe(storage.deviceId());
  });

  it('sends no Authorization header without a token', async () => {
    const { api } = setup();
    let authorization: string | null = 'unset';
    server.use(http.get(`${BASE}/open`, ({ request }) => { authorization = request.headers.get('authorization'); return HttpResponse.json({}); }));
    await api.main.get('/open');
    expect(authorization).toBeNull();
  });
});

describe('status handling (spec 01 §8)', () => {
  it.each([200, 204, 302, 399])('treats %d as success', async (status) => {
    const { api } = setup();
    server.use(http.get(`${BASE}/s`, () => new HttpResponse(status === 204 ? null : '{"ok":true}', { status, headers: { 'content-type': 'application/json' } })));
    await expect(api.main.get('/s')).resolves.not.toBeInstanceOf(Error);
  });

  it("on 401 removes the token, toasts 'token过期' and announces the expiry", async () => {
    const { api, storage, events } = setup();
    storage.set('token', 'old');
    server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ errorCode: 401, message: 'expired' }, { status: 401 })));
    const error = await api.main.get('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storage.get('token')).toBeUndefined();
    expect(events).toEqual([
      { name: 'toast', payload: { message: 'token过期' } },
      { name: 'auth:expired', payload: { message: 'token过期' } },
    ]);
  });

  it('on 401 inside the iOS app tells the app the user quit instead', async () => {
    const { api, storage, events } = setup({ deviceKind: 'iosApp' });
    storage.set('token', 'old');
    server.use(http.get(`${BASE}/me`, () => new HttpResponse(null, { status: 401 })));
    await expect(api.main.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([{ name: 'auth:user-quit', payload: {} }]);
  });

  it("on 403 toasts '此账号权限错误,请退出重试'", async () => {
    const { api, events } = setup();
    server.use(http.get(`${BASE}/x`, () => new HttpResponse(null, { status: 403 })));
    await expect(api.main.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(events[0]).toEqual({ name: 'toast', payload: { message: '此账号权限错误,请退出重试' } });
    expect(events[1]?.name).toBe('auth:forbidden');
  });

  it.each([500, 503])("on %d toasts '服务出错，请重试'", async (status) => {
    const { api, events } = setup();
    server.use(http.post(`${BASE}/x`, () => new HttpResponse(null, { status })));
    await expect(api.main.post('/x', {})).rejects.toMatchObject({ status });
    expect(events).toEqual([
      { name: 'toast', payload: { message: '服务出错，请重试' } },
      { name: 'server:error', payload: { status, message: '服务出错，请重试' } },
    ]);
  });

  it("passes other errors to the caller with the server's message and code, announcing nothing", async () => {
    const { api, events } = setup();
    server.use(http.post(`${BASE}/group`, () => HttpResponse.json({ errorCode: 90000022, message: '分组已满（10人）' }, { status: 400 })));
    const error = (await api.main.post('/group', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, errorCode: 90000022, message: '分组已满（10人）' });
    expect(events).toEqual([]);
  });

  it("with ignoreError resolves with the server's response body", async () => {
    const { api } = setup();
    server.use(http.get(`${BASE}/word`, () => HttpResponse.json({ errorCode: 5, message: 'not found' }, { status: 404 })));
    await expect(api.main.get('/word', { ignoreError: true })).resolves.toEqual({ errorCode: 5, message: 'not found' });
  });

  it('reports a dropped connection as a network error, even with ignoreError', async () => {
    const { api } = setup();
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = (await api.main.get('/down', { ignoreError: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('网络加载失败，请重试');
  });

  it('gives up after the configured time-out', async () => {
    const { api } = setup({ timeoutMs: 50 });
    server.use(http.get(`${BASE}/slow`, async () => { await delay(500); return HttpResponse.json({}); }));
    await expect(api.main.get('/slow')).rejects.toMatchObject({ isNetworkError: true });
  });
});

describe('query serialisation', () => {
  it('main base repeats array keys and leaves out null and undefined', async () => {
    const { api } = setup();
    let query = '';
    server.use(http.get(`${BASE}/q`, ({ request }) => { query = new URL(request.url).search; return HttpResponse.json({}); }));
    await api.main.get('/q', { params: { ids: [1, 2], pageSize: 20, marker: null, skip: undefined } });
    expect(query).toBe('?ids=1&ids=2&pageSize=20');
  });

  it('neo base joins arrays with commas and skips nulls', async () => {
    const { api } = setup();
    let query = '';
    server.use(http.get(`${NEO}/q`, ({ request }) => { query = new URL(request.url).search; return HttpResponse.json({}); }));
    await api.neo.get('/q', { params: { words: ['apple', 'pear', null], page: 1, sortType: null } });
    expect(decodeURIComponent(query)).toBe('?words=apple,pear&page=1');
  });
});

/** A GET handler that counts its requests and answers with the count. */
function counted(path: string, status = 200) {
  let requests = 0;
  server.use(http.get(`${BASE}${path}`, () => HttpResponse.json({ request: ++requests }, { status })));
  return () => requests;
}

describe('prefetch (issue 18): a GET sent before its page has loaded', () => {

  it("answers the page's identical get with the response it already asked for: one request", async () => {
    const { api } = setup();
    const requests = counted('/api/v1/chronus/student/homework/hw1');
    await expect(api.main.prefetch('/api/v1/chronus/student/homework/hw1')).resolves.toEqual({ request: 1 });
    await expect(api.main.get('/api/v1/chronus/student/homework/hw1')).resolves.toEqual({ request: 1 });
    expect(requests()).toBe(1);
    // Taken once: the next get asks the server again.
    await expect(api.main.get('/api/v1/chronus/student/homework/hw1')).resolves.toEqual({ request: 2 });
  });

  it('hands over a response still on its way, and one prefetch of the same request is sent once', async () => {
    const { api } = setup();
    let requests = 0;
    server.use(http.get(`${BASE}/slow`, async () => { requests += 1; await delay(30); return HttpResponse.json({ request: requests }); }));
    void api.main.prefetch('/slow');
    void api.main.prefetch('/slow');
    await expect(api.main.get('/slow')).resolves.toEqual({ request: 1 });
    expect(requests).toBe(1);
  });

  it('is the same request only with the same params and no other options', async () => {
    const { api } = setup();
    const requests = counted('/list');
    await api.main.prefetch('/list', { params: { pageSize: 10 } });
    await expect(api.main.get('/list', { params: { pageSize: 20 } })).resolves.toEqual({ request: 2 });
    await expect(api.main.get('/list', { params: { pageSize: 10 }, timeoutMs: 5000 })).resolves.toEqual({ request: 3 });
    await expect(api.main.get('/list', { params: { pageSize: 10 } })).resolves.toEqual({ request: 1 });
    expect(requests()).toBe(3);
  });

  it('is not used after a write through the same client, which may have changed it', async () => {
    const { api } = setup();
    const requests = counted('/draft');
    server.use(http.put(`${BASE}/draft`, () => HttpResponse.json({})));
    await api.main.prefetch('/draft');
    await api.main.put('/draft', { answers: [] });
    await expect(api.main.get('/draft')).resolves.toEqual({ request: 2 });
    expect(requests()).toBe(2);
  });

  it('is asked again when it got no answer at all (offline as the app started)', async () => {
    const { api } = setup();
    let requests = 0;
    server.use(http.get(`${BASE}/hw`, () => (++requests === 1 ? HttpResponse.error() : HttpResponse.json({ request: requests }))));
    await expect(api.main.prefetch('/hw')).rejects.toMatchObject({ isNetworkError: true });
    await expect(api.main.get('/hw')).resolves.toEqual({ request: 2 });
  });

  it('is not handed to another sign-in on the same phone: a new token asks the server again', async () => {
    const { api, storage } = setup();
    const requests = counted('/api/v1/chronus/student/homework');
    storage.set('token', 'first-student');
    await api.main.prefetch('/api/v1/chronus/student/homework', { params: { groupId: 'class-3-1' } });
    storage.set('token', 'second-student');
    await expect(api.main.get('/api/v1/chronus/student/homework', { params: { groupId: 'class-3-1' } })).resolves.toEqual({ request: 2 });
    expect(requests()).toBe(2);
  });

  it('is not used once stale: the page asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { api } = setup();
      const requests = counted('/hw');
      await api.main.prefetch('/hw');
      vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
      await expect(api.main.get('/hw')).resolves.toEqual({ request: 2 });
      expect(requests()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the page the prefetch's failure as its own, announced once; unclaimed, a failure raises nothing", async () => {
    const { api, events } = setup();
    const requests = counted('/broken', 500);
    await expect(api.main.prefetch('/broken')).rejects.toBeInstanceOf(ApiError);
    await expect(api.main.get('/broken')).rejects.toMatchObject({ status: 500 });
    expect(requests()).toBe(1);
    expect(events.filter((event) => event.name === 'server:error')).toHaveLength(1);
  });
});
