/**
 * Component tests of whole pages: the real app (routes, services, session) in a memory router, with
 * the network edge played by msw. Doubles only where the browser's edge is: the native bridge records
 * its calls, the reporter records what it would send, the page location records where it would go.
 *
 *   const server = useMswServer();                       // once per file
 *   server.use(...signedInHandlers({ permissions: [...] }));
 *   const app = renderApp('/homework', { signedIn: true });
 *   await screen.findByText('课后辅导');
 */
import { cleanup, configure, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Bridge } from '@core/services/bridge';
import { type AppEvents, type PageLocation, type Reporter } from '@core/services';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '@app/services/container';
import { AudioToken, BridgeToken, EventsToken, PageLocationToken, RecorderToken, ReporterToken, StorageToken, resolveService } from '@core/services/tokens';
import type { AudioService, AudioState } from '@core/services/audio';
import type { RecorderService } from '@core/services/recorder';
import type { AuthInfo, DeviceKind, ServedActivity, UserInfo } from '@core/domain';
import { App } from '@app/App';
import { startFirstPage } from '@app/routes';

// A page's first visit loads its route module, transformed on demand: under the full suite on 2 cores
// that can take more than the default second. The assertions are the same; only the wait is longer.
configure({ asyncUtilTimeout: 5_000 });

/** Where the harness's API lives; msw handlers use these addresses. */
export const API = 'http://api.test';
export const api = (path: string) => `${API}${path}`;

export function useMswServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // Vitest runs without globals, so Testing Library's automatic unmount between tests is done here.
  afterEach(async () => {
    cleanup();
    // Requests a page sends as it closes (the player's last draft save) reach this test's handlers.
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export type BridgeCall = { name: keyof Omit<Bridge, 'deviceKind'>; data?: unknown };

export interface RenderAppOptions {
  /** true: a stored token; 'own-login': a token and stored auth info (the product's own sign-in). */
  signedIn?: boolean | 'own-login';
  deviceKind?: DeviceKind;
  /** Extra local-storage values, by key, stored as the app stores them (JSON). */
  stored?: Record<string, unknown>;
  /** Until this settles, a recording played back (playBytes) is still playing: a student's own recording heard. */
  playbackEnds?: Promise<void>;
  /** Route state of the first entry (what `navigate(path, { state })` would carry). */
  routeState?: unknown;
  /** Starts as app/main.tsx does: the first page's module and, for a kept student, its first requests. */
  startedAsTheApp?: boolean;
  /** Renders in StrictMode, as app/main.tsx does (every render twice in development). */
  strict?: boolean;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const store = memoryStore();
  const container = createAppContainer({
    config: { apiBase: API, neoApiBase: API, loginBase: API, uploadBase: API, downloadBase: API, deviceKind: options.deviceKind ?? 'other' },
    store,
  });
  const bridgeCalls: BridgeCall[] = [];
  const record = (name: BridgeCall['name']) => (data?: unknown) => void bridgeCalls.push({ name, data });
  const bridge: Bridge = {
    deviceKind: () => options.deviceKind ?? 'other',
    setAuth: record('setAuth'),
    start: record('start'),
    setUserInfo: record('setUserInfo'),
    userQuit: record('userQuit'),
    closeWebView: record('closeWebView'),
  };
  const reported: unknown[] = [];
  const reporter: Reporter = { captureError: (error) => void reported.push(error), captureMessage: (message) => void reported.push(message) };
  const visited: string[] = [];
  let reloads = 0;
  const page: PageLocation = { assign: (url) => void visited.push(url), reload: () => void (reloads += 1) };
  // Speakers and the microphone are the browser's edge: the audio double records what would play, the
  // recorder double hands over a short silent WAV as a real microphone recording would.
  const played: string[] = [];
  const preloaded: string[] = [];
  let audioState: AudioState = { playingId: undefined, isPlaying: false };
  const audio: AudioService = {
    preload: async (urls) => void preloaded.push(...urls),
    preloadEffects: async () => {},
    play: async (id) => {
      played.push(id);
      audioState = { playingId: id, isPlaying: false };
    },
    playBytes: async (id) => {
      played.push(id);
      audioState = { playingId: id, isPlaying: true };
      await options.playbackEnds;
      audioState = { playingId: id, isPlaying: false };
    },
    playEffect: async (effect) => void played.push(`effect:${effect}`),
    stop: () => {},
    state: () => audioState,
    subscribe: () => () => {},
    resume: async () => {},
    setMuted: () => {},
  };
  let recording = false;
  const recorder: RecorderService = {
    start: async () => {
      if (recording) throw new Error('Another Recording Process Is Running');
      recording = true;
    },
    stop: async () => {
      recording = false;
      return { wav: silentWav(), durationMs: 1000 };
    },
    cancel: () => {
      recording = false;
    },
    isRecording: () => recording,
  };
  container.register(AudioToken, { useValue: audio });
  container.register(RecorderToken, { useValue: recorder });
  container.register(BridgeToken, { useValue: bridge });
  container.register(ReporterToken, { useValue: reporter });
  container.register(PageLocationToken, { useValue: page });

  const storage = resolveService(container, StorageToken);
  if (options.signedIn) storage.set('token', 'test-access-token');
  if (options.signedIn === 'own-login') storage.set('zhixue_authInfo', { accessToken: 'test-access-token', expiresAtSec: 4_102_444_800, refreshToken: 'test-refresh' } satisfies AuthInfo);
  for (const [key, value] of Object.entries(options.stored ?? {})) store.setItem(key, JSON.stringify(value));

  const toasts: string[] = [];
  resolveService(container, EventsToken).on('toast', ({ message }: AppEvents['toast']) => void toasts.push(message));

  const [pathname = '/', search = ''] = path.split('?');
  if (options.startedAsTheApp) void startFirstPage({ pathname, search: search ? `?${search}` : '' }, container);
  const probe: RouterProbeState = { location: { pathname, search: search ? `?${search}` : '' }, navigate: () => undefined };
  const app = (
    <App container={container} initialEntry={{ pathname, search: search ? `?${search}` : '', state: options.routeState }}>
      <RouterProbe
        onChange={(location, navigate) => {
          probe.location = location;
          probe.navigate = navigate;
        }}
      />
    </App>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    ...view,
    /** Navigates as the app would (a link, navigate()), with route state. */
    router: { navigate: (to: string, navigateOptions?: NavigateOptions) => probe.navigate(to, navigateOptions) },
    container,
    storage,
    bridgeCalls,
    reported,
    toasts,
    visited,
    played,
    /** The audio addresses the app asked to preload, in order. */
    preloaded,
    reloads: () => reloads,
    /** The current path and query, as the router sees it. */
    location: () => `${probe.location.pathname}${probe.location.search}`,
  };
}

/** One second of silence as a 16 kHz mono 16-bit WAV. */
export function silentWav(): ArrayBuffer {
  const samples = 16_000;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF'); view.setUint32(4, 36 + samples * 2, true); text(8, 'WAVE'); text(12, 'fmt ');
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true); view.setUint32(24, 16_000, true);
  view.setUint32(28, 32_000, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true); text(36, 'data'); view.setUint32(40, samples * 2, true);
  return buffer;
}

/** A student's user info; schools default to one class. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'user-1',
    userId: 'user-1',
    nickName: '小明',
    disabled: false,
    userType: 1,
    permissions: [],
    schools: [{ shortName: '阳光小学', gradeGroups: [{ gradeLevelStr: '三年级', groups: [{ id: 'class-3-1', name: '(1)班' }] }] }],
    ...overrides,
  };
}

/**
 * Homework shw-1 of class class-3-1 as the server serves it: one episode of the given activities, whose
 * follow-up episode is `child` ('' for none); `overrides` replace the homework's own fields.
 */
export function servedHomework(activities: ServedActivity[], { child = '', ...overrides }: { child?: string } & Record<string, unknown> = {}) {
  return {
    homework: {
      id: 'shw-1', studentId: 'user-1', groupHomeworkId: 'gh-1',
      groupHomework: { id: 'gh-1', title: 'M1U1 练习', unitId: 'unit-m1u1', category: 'SH_OXFORD_3A_M1U1', revisal: true, groupId: 'class-3-1', tasks: [] },
      status: 1, createdAtSec: 1, updatedAtSec: 1, spokenComments: [], taskResults: [],
      episodeActivities: [{ episodeId: 'e1', episodeType: 1, activities, child }],
      answers: [],
      ...overrides,
    },
  };
}

export const twoClassSchools: UserInfo['schools'] = [
  { shortName: '阳光小学', gradeGroups: [{ gradeLevelStr: '三年级', groups: [{ id: 'class-3-1', name: '(1)班' }, { id: 'class-3-2', name: '(2)班' }] }] },
];

/**
 * User info, permission codes and no running classroom task. msw takes the first matching handler,
 * so put a test's own handlers before these: `server.use(myHandler, ...signedInHandlers())`.
 */
export function signedInHandlers(options: { user?: Partial<UserInfo>; permissions?: string[] } = {}): RequestHandler[] {
  const codes = options.permissions ?? [];
  return [
    http.get(api('/api/v1/chronus/user'), () => HttpResponse.json(userInfo(options.user))),
    http.get(api('/api/v1/chronus/user/permissions'), () => HttpResponse.json({ codes, permissions: codes.map((code) => ({ code, type: 1 })) })),
    http.get(api('/api/v1/chronus/student/classroom/task'), () => HttpResponse.json({ errorCode: 4, message: 'no running task' }, { status: 404 })),
    // Homework drafts (issue 19, item 8): none on the server, and saves accepted.
    http.get(api('/api/v1/chronus/student/homework/:id/draft'), () => HttpResponse.json({ draft: null })),
    http.put(api('/api/v1/chronus/student/homework/:id/draft'), async ({ request }) => HttpResponse.json({ savedAtMs: ((await request.json()) as { savedAtMs: number }).savedAtMs })),
  ];
}

interface RouterProbeState { location: { pathname: string; search: string }; navigate: (to: string, options?: NavigateOptions) => void }

/** Inside the router: says where the app is and how to navigate, for the test to read and use. */
function RouterProbe({ onChange }: { onChange(location: RouterProbeState['location'], navigate: RouterProbeState['navigate']): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onChange(location, (to, options) => void navigate(to, options)));
  return null;
}
