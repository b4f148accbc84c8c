import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@core/services/api/api-service';
import { BrowserBridge } from './browser-bridge';
import { configFromEnv } from './env-config';
import { shouldReport } from './report-filter';
import { SentryReporter } from './sentry-reporter';

const IPHONE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile EnglishHomeworkApp/1.0.3 SDK/1.0.2';
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 13) Mobile EnglishHomeworkApp/2.1.0';

describe('configuration from Vite env variables', () => {
  it('defaults every base to the page origin and the reference values', () => {
    expect(configFromEnv({}, 'Mozilla/5.0')).toMatchObject({ apiBase: '', neoApiBase: '', loginBase: '', uploadBase: '', downloadBase: '', appId: 'english-homework-h5', poolId: 'demo-school-pool', mailDomain: '@demo.school', passwordSuffix: '#eh', deviceKind: 'other' });
  });

  it('takes each base and identifier from its variable', () => {
    const config = configFromEnv(
      { VITE_API_BASE: 'https://api.school.cn', VITE_NEO_API_BASE: 'https://neo.school.cn', VITE_LOGIN_BASE: 'https://login.school.cn', VITE_UPLOAD_BASE: 'https://up.school.cn', VITE_DOWNLOAD_BASE: 'https://dl.school.cn', VITE_APP_ID: 'app-x', VITE_POOL_ID: 'pool-x', VITE_MAIL_DOMAIN: '@x.edu.cn', VITE_PASSWORD_SUFFIX: '!' },
      IPHONE_APP,
    );
    expect(config).toMatchObject({ apiBase: 'https://api.school.cn', neoApiBase: 'https://neo.school.cn', loginBase: 'https://login.school.cn', uploadBase: 'https://up.school.cn', downloadBase: 'https://dl.school.cn', appId: 'app-x', poolId: 'pool-x', mailDomain: '@x.edu.cn', passwordSuffix: '!', deviceKind: 'iosApp' });
  });
});

describe('native bridge', () => {
  it('posts each call to the iOS message handler of its name', () => {
    const posted: [string, unknown][] = [];
    const handler = (name: string) => ({ postMessage: (data: unknown) => void posted.push([name, data]) });
    const host = { webkit: { messageHandlers: { setAuth: handler('setAuth'), start: handler('start'), setUserInfo: handler('setUserInfo'), userQuit: handler('userQuit'), closeWebView: handler('closeWebView') } } };
    const bridge = new BrowserBridge(host, IPHONE_APP);
    bridge.start();
    bridge.setAuth({ accessToken: 'a', refreshToken: 'r', expiresAtSec: 1 });
    bridge.setUserInfo({ id: 'u1', nickName: '小明' });
    bridge.userQuit();
    bridge.closeWebView();
    expect(posted).toEqual([['start', {}], ['setAuth', { accessToken: 'a', refreshToken: 'r', expiresAtSec: 1 }], ['setUserInfo', { id: 'u1', nickName: '小明' }], ['userQuit', {}], ['closeWebView', {}]]);
  });

  it('calls the Android object with JSON, and does nothing in a browser or when a handler is missing', () => {
    const calls: [string, string][] = [];
    const android = new BrowserBridge({ EnglishHomeworkBridge: { setUserInfo: (json: string) => void calls.push(['setUserInfo', json]) } }, ANDROID_APP);
    android.setUserInfo({ id: 'u1', nickName: '小明' });
    android.userQuit();
    expect(calls).toEqual([['setUserInfo', '{"id":"u1","nickName":"小明"}']]);
    const browser = new BrowserBridge({ EnglishHomeworkBridge: { start: () => calls.push(['start', '']) } }, 'Mozilla/5.0 (Linux; Android 13) Mobile');
    browser.start();
    expect(calls).toHaveLength(1);
    expect(browser.deviceKind()).toBe('android');
  });
});

describe('error reporting', () => {
  it.each([
    ['a 403 request failure', new ApiError('forbidden', 403, 3, {}), false],
    ['a denied microphone', Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }), false],
    ['an unreadable microphone', Object.assign(new Error('Could not start audio source'), { name: 'NotReadableError' }), false],
    ['the recording-unsupported message', new Error('当前浏览器不支持录音'), false],
    ['a resize-observer loop notice', new Error('ResizeObserver loop completed with undelivered notifications.'), false],
    ['a 500 request failure', new ApiError('boom', 500, undefined, {}), true],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'stem')"), true],
  ])('%s: reported = %s', (_name, error, expected) => {
    expect(shouldReport(error)).toBe(expected);
  });

  it('never loads Sentry without a DSN', () => {
    const load = vi.fn<() => Promise<never>>();
    const reporter = new SentryReporter({});
    reporter.start(load);
    reporter.captureError(new Error('x'));
    expect(load).not.toHaveBeenCalled();
    expect(reporter.enabled).toBe(false);
  });

  it("with a DSN: initialises with the spec's sample rates, filters, and sends captured errors", async () => {
    const init = vi.fn<(options: Record<string, unknown>) => void>();
    const captured: unknown[] = [];
    const fake = {
      init,
      browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
      replayIntegration: () => ({ name: 'Replay' }),
      captureException: (error: unknown) => void captured.push(error),
      captureMessage: () => {},
    };
    const reporter = new SentryReporter({ dsn: 'https://key@sentry.example/1', release: 'r1' });
    // The loader is the SDK's dynamic import; the SDK itself is the network edge here.
    reporter.start(async () => fake as never);
    const error = new Error('render failed');
    reporter.captureError(error);
    reporter.captureError(new ApiError('forbidden', 403, 3, {}));
    await vi.waitFor(() => expect(captured).toEqual([error]));
    const options = init.mock.calls[0]![0];
    expect(options).toMatchObject({ dsn: 'https://key@sentry.example/1', release: 'r1', tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    const beforeSend = options.beforeSend as (event: object, hint: { originalException: unknown }) => object | null;
    expect(beforeSend({ id: 1 }, { originalException: new ApiError('x', 403, 3, {}) })).toBeNull();
    expect(beforeSend({ id: 2 }, { originalException: new Error('real') })).toEqual({ id: 2 });
  });
});
