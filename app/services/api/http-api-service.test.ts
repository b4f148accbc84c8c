import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DependencyContainer } from 'tsyringe';
import { createAppContainer } from '../container';
import { DEFAULT_REQUEST_TIMEOUT_MS, type AppConfig } from '@core/services/config';
import type { AppEventName, AppEvents } from '@core/services/events';
import { memoryStore } from '@app/services/local-storage';
import { ApiToken, ConfigToken, EventsToken, StorageToken, resolveService } from '@core/services/tokens';
import { ApiError, type ApiService } from '@core/services/api/api-service';
import { HttpApiService } from './http-api-service';
import { PREFETCH_FRESH_MS } from './prefetched-gets';

const BASE = 'http://api.test';
const NEO = 'http://neo.test';
const UPLOAD = 'http://upload.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(config: Partial<AppConfig> = {}) {
  const container: DependencyContainer = createAppContainer({
    config: { apiBase: BASE, neoApiBase: NEO, uploadBase: UPLOAD, appId: 'test-app', ...config },
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

/**
 * The JSON bases go by fetch, the file bases by axios (transport.ts): both must send the same headers and
 * give the same answers and failures. (A 3xx reaches the app only without a Location; msw's fetch
 * follows even that one, so 302 is tried through axios alone.)
 */
const transports = [
  { transport: 'fetch', base: BASE, client: (api: ApiService) => api.main, redirectsReachTheApp: false },
  { transport: 'axios', base: UPLOAD, client: (api: ApiService) => api.upload, redirectsReachTheApp: true },
];

describe.each(transports)('through $transport', ({ base, client, redirectsReachTheApp }) => {
  describe('request headers', () => {
    it('sends the bearer token, the app id and both device ids', async () => {
      const { api, storage } = setup();
      storage.set('token', 'tok-123');
      let headers: Headers | undefined;
      server.use(http.get(`${base}/api/v1/chronus/user`, ({ request }) => { headers = request.headers; return HttpResponse.json({ id: 'u1' }); }));
      await expect(client(api).get('/api/v1/chronus/user')).resolves.toEqual({ id: 'u1' });
      expect(headers?.get('authorization')).toBe('Bearer tok-123');
      expect(headers?.get('appId')).toBe('test-app');
      expect(headers?.get('deviceId')).toBe(storage.deviceId());
      expect(headers?.get('sDeviceId')).toBe(storage.deviceId());
    });

    it('sends no Authorization header without a token', async () => {
      const { api } = setup();
      let authorization: string | null = 'unset';
      server.use(http.get(`${base}/open`, ({ request }) => { authorization = request.headers.get('authorization'); return HttpResponse.json({}); }));
      await client(api).get('/open');
      expect(authorization).toBeNull();
    });
  });

  describe('status handling (spec 01 §8)', () => {
    it.each([200, 204, 399, ...(redirectsReachTheApp ? [302] : [])])('treats %d as success', async (status) => {
      const { api } = setup();
      server.use(http.get(`${base}/s`, () => new HttpResponse(status === 204 ? null : '{"ok":true}', { status, headers: { 'content-type': 'application/json' } })));
      await expect(client(api).get('/s')).resolves.not.toBeInstanceOf(Error);
    });

    it("on 401 removes the token, toasts 'token过期' and announces the expiry", async () => {
      const { api, storage, events } = setup();
      storage.set('token', 'old');
      server.use(http.get(`${base}/me`, () => HttpResponse.json({ errorCode: 401, message: 'expired' }, { status: 401 })));
      const error = await client(api).get('/me').catch((e: unknown) => e);
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
      server.use(http.get(`${base}/me`, () => new HttpResponse(null, { status: 401 })));
      await expect(client(api).get('/me')).rejects.toBeInstanceOf(ApiError);
      expect(events).toEqual([{ name: 'auth:user-quit', payload: {} }]);
    });

    it("on 403 toasts '此账号权限错误,请退出重试'", async () => {
      const { api, events } = setup();
      server.use(http.get(`${base}/x`, () => new HttpResponse(null, { status: 403 })));
      await expect(client(api).get('/x')).rejects.toMatchObject({ status: 403 });
      expect(events[0]).toEqual({ name: 'toast', payload: { message: '此账号权限错误,请退出重试' } });
      expect(events[1]?.name).toBe('auth:forbidden');
    });

    it.each([500, 503])("on %d toasts '服务出错，请重试'", async (status) => {
      const { api, events } = setup();
      server.use(http.post(`${base}/x`, () => new HttpResponse(null, { status })));
      await expect(client(api).post('/x', {})).rejects.toMatchObject({ status });
      expect(events).toEqual([
        { name: 'toast', payload: { message: '服务出错，请重试' } },
        { name: 'server:error', payload: { status, message: '服务出错，请重试' } },
      ]);
    });

    it('announces no 5xx of a quiet request (a background retry), but still a 403', async () => {
      const { api, events } = setup();
      server.use(http.post(`${base}/x`, () => new HttpResponse(null, { status: 503 })), http.post(`${base}/y`, () => new HttpResponse(null, { status: 403 })));
      await expect(client(api).post('/x', {}, { quiet: true })).rejects.toMatchObject({ status: 503 });
      expect(events).toEqual([]);
      await expect(client(api).post('/y', {}, { quiet: true })).rejects.toMatchObject({ status: 403 });
      expect(events.map((event) => event.name)).toEqual(['toast', 'auth:forbidden']);
    });

    it("passes other errors to the caller with the server's message and code, announcing nothing", async () => {
      const { api, events } = setup();
      server.use(http.post(`${base}/group`, () => HttpResponse.json({ errorCode: 90000022, message: '分组已满（10人）' }, { status: 400 })));
      const error = (await client(api).post('/group', {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ status: 400, errorCode: 90000022, message: '分组已满（10人）' });
      expect(events).toEqual([]);
    });

    it("with ignoreError resolves with the server's response body", async () => {
      const { api } = setup();
      server.use(http.get(`${base}/word`, () => HttpResponse.json({ errorCode: 5, message: 'not found' }, { status: 404 })));
      await expect(client(api).get('/word', { ignoreError: true })).resolves.toEqual({ errorCode: 5, message: 'not found' });
    });

    it('reports a dropped connection as a network error, even with ignoreError', async () => {
      const { api } = setup();
      server.use(http.get(`${base}/down`, () => HttpResponse.error()));
      const error = (await client(api).get('/down', { ignoreError: true }).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.isNetworkError).toBe(true);
      expect(error.message).toBe('网络加载失败，请重试');
    });

    it('gives up after the configured time-out', async () => {
      const { api } = setup({ timeoutMs: 50 });
      server.use(http.get(`${base}/slow`, async () => { await delay(500); return HttpResponse.json({}); }));
      await expect(client(api).get('/slow')).rejects.toMatchObject({ isNetworkError: true });
    });
  });
});

describe.each(transports)('bodies, answers and cancelling through $transport', ({ base, client }) => {
  it('sends an object as JSON and a FormData as multipart', async () => {
    const { api } = setup();
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${base}/json`, async ({ request }) => { seen.push({ type: request.headers.get('content-type'), body: await request.json() }); return HttpResponse.json({ saved: true }); }),
      http.post(`${base}/form`, async ({ request }) => { seen.push({ type: request.headers.get('content-type'), body: (await request.formData()).get('bucket') }); return HttpResponse.json({ saved: true }); }),
    );
    await expect(client(api).post('/json', { answers: ['A'], score: 1 })).resolves.toEqual({ saved: true });
    const form = new FormData();
    form.append('bucket', 'voice');
    await expect(client(api).post('/form', form)).resolves.toEqual({ saved: true });
    expect(seen[0]).toEqual({ type: expect.stringContaining('application/json'), body: { answers: ['A'], score: 1 } });
    expect(seen[1]).toEqual({ type: expect.stringContaining('multipart/form-data'), body: 'voice' });
  });

  it('answers a non-JSON body as its text', async () => {
    const { api } = setup();
    server.use(http.get(`${base}/plain`, () => HttpResponse.text('ok')));
    await expect(client(api).get('/plain')).resolves.toBe('ok');
  });

  it("is cancelled by the caller's signal, told apart from a network failure and announcing nothing", async () => {
    const { api, events } = setup();
    server.use(http.get(`${base}/slow`, async () => { await delay(1000); return HttpResponse.json({}); }));
    const controller = new AbortController();
    const asked = client(api).get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    expect(await asked).toMatchObject({ isNetworkError: true, message: 'request cancelled' });
    controller.abort();
    expect(await client(api).get('/slow', { signal: controller.signal }).catch((e: unknown) => e)).toMatchObject({ message: 'request cancelled' });
    expect(events).toEqual([]);
  });
});

// axios answers a Blob only by a browser's XHR (Node has none): the reading e2e test shows its picture.
it('answers a file as a Blob when asked (fetch)', async () => {
  const { api } = setup();
  server.use(http.get(`${BASE}/picture.png`, () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })));
  const picture = await api.main.get<Blob>('/picture.png', { responseType: 'blob' });
  expect(picture).toBeInstanceOf(Blob);
  expect([...new Uint8Array(await picture.arrayBuffer())]).toEqual([137, 80, 78, 71]);
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
