import { describe, expect, it } from 'vitest';
import { isKeptFile } from '../../scripts/lib/service-worker';
import { SHELL_URL, cacheNameOf, planFor, startOfflineApp, staleCaches, type WorkerScope } from './offline-app';

const ORIGIN = 'https://school.example';

const keyOf = (request: RequestInfo) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

/** Cache Storage in memory, shared by the workers of one phone. */
function phoneCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (urls: string[]) => {
          for (const url of urls) store.set(keyOf(url), new Response(`file ${url}`));
        },
        put: async (request: RequestInfo, response: Response) => void store.set(keyOf(request), response),
        match: async (request: RequestInfo) => store.get(keyOf(request))?.clone(),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
}

type Listener = (event: unknown) => void;

/** One installed worker of a build, on a phone whose network is `network` (undefined: offline). */
function worker(caches: ReturnType<typeof phoneCaches>, buildId: string, files: string[], network: { respond?: (url: string) => Response } = {}) {
  const listeners = new Map<string, Listener>();
  const fetched: string[] = [];
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    caches,
    fetch: async (request) => {
      const url = typeof request === 'string' ? request : request.url;
      fetched.push(new URL(url, ORIGIN).pathname);
      if (!network.respond) throw new TypeError('Failed to fetch');
      return network.respond(url);
    },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  } as WorkerScope;
  startOfflineApp(scope, { buildId, files });
  const lifecycle = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const ask = async (path: string, mode = 'cors', method = 'GET') => {
    let answer: Promise<Response> | undefined;
    // A request as the worker reads it: its address, mode and method.
    const request = { url: new URL(path, ORIGIN).toString(), mode, method };
    listeners.get('fetch')!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  };
  return { install: () => lifecycle('install'), activate: () => lifecycle('activate'), request: ask, fetched };
}

const plan = (path: string, mode = 'cors', method = 'GET', origin = ORIGIN) => planFor({ method, mode, url: new URL(path, origin).toString() }, ORIGIN);

describe('the service worker (issue 41)', () => {
  it("keeps the build's files and the app shell in a cache named for the build", async () => {
    const caches = phoneCaches();
    await worker(caches, 'b1', ['/assets/app-1.js', '/assets/player-1.js']).install();
    expect([...caches.stores.keys()]).toEqual([cacheNameOf('b1')]);
    expect([...caches.stores.get(cacheNameOf('b1'))!.keys()].toSorted()).toEqual(['/assets/app-1.js', '/assets/player-1.js', SHELL_URL].toSorted());
  });

  it("updates with a new build: the new worker fills a cache of its own, and once active drops the old build's cache (and no one else's)", async () => {
    const caches = phoneCaches();
    const first = worker(caches, 'b1', ['/assets/app-1.js']);
    await first.install();
    await first.activate();
    await caches.open('someone-elses-cache');
    const second = worker(caches, 'b2', ['/assets/app-2.js']);
    await second.install();
    // Installed but not yet active: the old build's cache still serves the page that runs it.
    expect([...caches.stores.keys()].toSorted()).toEqual([cacheNameOf('b1'), cacheNameOf('b2'), 'someone-elses-cache'].toSorted());
    await second.activate();
    expect([...caches.stores.keys()].toSorted()).toEqual([cacheNameOf('b2'), 'someone-elses-cache']);
    expect(staleCaches(['app-build-b1', 'app-build-b2', 'other'], 'b2')).toEqual(['app-build-b1']);
  });

  it('opens a page from the network, and from the kept shell when the network fails', async () => {
    const caches = phoneCaches();
    const network: { respond?: (url: string) => Response } = { respond: () => new Response('fresh page') };
    const sw = worker(caches, 'b1', ['/assets/app-1.js'], network);
    await sw.install();
    await expect((await sw.request('/pt?homework=h1', 'navigate'))!.text()).resolves.toBe('fresh page');
    network.respond = undefined;
    await expect((await sw.request('/pt?homework=h1', 'navigate'))!.text()).resolves.toBe(`file ${SHELL_URL}`);
  });

  it('answers a build file from the cache without the network, and keeps one it did not have', async () => {
    const caches = phoneCaches();
    const network: { respond?: (url: string) => Response } = {};
    const sw = worker(caches, 'b1', ['/assets/app-1.js'], network);
    await sw.install();
    await expect((await sw.request('/assets/app-1.js'))!.text()).resolves.toBe('file /assets/app-1.js');
    expect(sw.fetched).toEqual([]);
    network.respond = () => new Response('late chunk');
    await expect((await sw.request('/assets/late-1.js'))!.text()).resolves.toBe('late chunk');
    network.respond = undefined;
    await expect((await sw.request('/assets/late-1.js'))!.text()).resolves.toBe('late chunk');
  });

  it('stays out of the way of the API, stored files, uploads, the version file, other sites and writes', () => {
    expect(plan('/api/v1/chronus/student/homework')).toBe('pass');
    expect(plan('/api/v1/chronus/student/homework/h1', 'cors', 'POST')).toBe('pass');
    expect(plan('/files/uploads/a.webp')).toBe('pass');
    expect(plan('/upload')).toBe('pass');
    expect(plan('/version.json?t=1')).toBe('pass');
    expect(plan('/identity/logout', 'navigate')).toBe('pass');
    expect(plan('/assets/app-1.js', 'cors', 'GET', 'https://cdn.example')).toBe('pass');
    expect(plan('/homework', 'navigate')).toBe('shell');
    expect(plan('/assets/app-1.js')).toBe('cached-file');
  });

  it("keeps the build's code, styles and pictures, not its source maps or the worker itself", () => {
    expect(['assets/app-1.js', 'assets/app-1.css', 'assets/a-1.svg', 'assets/app-1.js.map', 'sw.js', 'index.html', 'version.json'].filter(isKeptFile)).toEqual([
      'assets/app-1.js',
      'assets/app-1.css',
      'assets/a-1.svg',
    ]);
  });
});
