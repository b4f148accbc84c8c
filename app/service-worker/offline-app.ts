/**
 * The app's service worker (issue 41): the app shell and every file of the build are kept on the phone,
 * so the app opens and the player runs (its scorer client included) on a school Wi-Fi that has dropped.
 * It is versioned with the build: the build writes its id and its files into sw.js, so each new build is
 * a new worker that fills a cache of its own and, once active, drops the caches of older builds.
 *
 * What it answers:
 * - a page (a navigation): from the network, and the kept app shell when the network fails;
 * - a file of the build (/assets/…, the icon): from the cache, else the network (then kept);
 * - anything else (the API, stored files, uploads, the version file): it stays out of the way.
 *
 * Written without imports, so the build can emit it as one classic script (scripts/lib/service-worker.ts),
 * and without the WebWorker type library (which clashes with the DOM's): the few parts it uses are typed here.
 */

export const CACHE_PREFIX = 'app-build-';
/** The app shell's key in the cache: every route of the app is this page. */
export const SHELL_URL = '/index.html';

export const cacheNameOf = (buildId: string) => `${CACHE_PREFIX}${buildId}`;

/** The caches an older build left: ours by their prefix, not this build's. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(buildId));
}

/** Paths the worker never answers: the server's calls and files, which must be fresh or fail as they are. */
const SERVER_PATHS = /^\/(api|files|upload|identity|cdn|version\.json)(\/|$|\?)/;

export type FetchPlan = 'shell' | 'cached-file' | 'pass';

/** How the worker answers a request (see the header). */
export function planFor(request: { method: string; mode: string; url: string }, origin: string): FetchPlan {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') return 'cached-file';
  return 'pass';
}

/** The parts of the service worker's global scope this worker uses. */
export interface WorkerScope {
  location: { origin: string };
  caches: {
    open(name: string): Promise<{ addAll(urls: string[]): Promise<void>; put(request: RequestInfo, response: Response): Promise<void>; match(request: RequestInfo): Promise<Response | undefined> }>;
    keys(): Promise<string[]>;
    delete(name: string): Promise<boolean>;
  };
  fetch(request: RequestInfo): Promise<Response>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'fetch', listener: (event: { request: Request; respondWith(response: Promise<Response>): void }) => void): void;
}

export interface BuildFiles {
  /** The build's id, as version.json says it. */
  buildId: string;
  /** The build's files to keep, as paths ('/assets/…'); the shell is added. */
  files: readonly string[];
}

export function startOfflineApp(scope: WorkerScope, build: BuildFiles): void {
  const cacheName = cacheNameOf(build.buildId);
  const openCache = () => scope.caches.open(cacheName);

  scope.addEventListener('install', (event) => {
    // All or nothing: a cache missing a file would break the app offline at that file.
    event.waitUntil(openCache().then((cache) => cache.addAll([SHELL_URL, ...build.files])).then(() => scope.skipWaiting()));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) => Promise.all(staleCaches(names, build.buildId).map((name) => scope.caches.delete(name))))
        .then(() => scope.clients.claim()),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const plan = planFor(event.request, scope.location.origin);
    if (plan === 'shell') event.respondWith(shellFor(event.request));
    else if (plan === 'cached-file') event.respondWith(cachedFile(event.request));
  });

  /** A page from the network; offline (or the server down), the kept shell, which routes on the phone. */
  async function shellFor(request: Request): Promise<Response> {
    try {
      return await scope.fetch(request);
    } catch (error) {
      const shell = await (await openCache()).match(SHELL_URL);
      if (shell) return shell;
      throw error;
    }
  }

  /** A build file: hashed, so a kept copy is the file; one not kept yet is fetched and kept. */
  async function cachedFile(request: Request): Promise<Response> {
    const cache = await openCache();
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await scope.fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  }
}
