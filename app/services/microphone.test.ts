import { describe, expect, it } from 'vitest';
import { checkMicrophone, isHuaweiDevice, MICROPHONE_CHECK_DELAY_MS, MicrophoneMessages, probeMicrophone, runMicrophoneCheck, type MicrophoneCheck, type MicrophoneEnv, type MicrophoneScope } from './microphone';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  xiaomi: 'Mozilla/5.0 (Linux; Android 13; 2201123C Build/TKQ1.220807.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36',
  huawei: 'Mozilla/5.0 (Linux; Android 10; ELS-AN00 Build/HUAWEIELS-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0 Mobile Safari/537.36',
  honor: 'Mozilla/5.0 (Linux; Android 12; HONOR ANY-AN00 Build/HONORANY-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36',
  huaweiBrowser: 'Mozilla/5.0 (Linux; Android 12; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 HuaweiBrowser/14.0.3.300 Mobile Safari/537.36',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0',
};

const env = (overrides: Partial<MicrophoneEnv> = {}): MicrophoneEnv => ({ hasMediaCapture: true, secureContext: true, hasAudioWorklet: true, userAgent: UA.xiaomi, ...overrides });

const systemTooOld: MicrophoneCheck = { kind: 'alert', reason: 'systemTooOld', message: '系统版本过低，请升级系统或在设置中开启麦克风权限' };
const needPermission: MicrophoneCheck = { kind: 'alert', reason: 'needPermission', message: '需要录音权限' };
const downloadApp: MicrophoneCheck = { kind: 'alert', reason: 'downloadApp', message: '请下载App使用录音功能' };
const unsupported: MicrophoneCheck = { kind: 'alert', reason: 'unsupported', message: '当前浏览器不支持录音' };
const denied: MicrophoneCheck = { kind: 'permissionDenied', title: '需要录音权限', message: '请在 系统设置 → 隐私 → 麦克风 中允许浏览器使用麦克风' };

describe('checkMicrophone', () => {
  it.each<[string, Partial<MicrophoneEnv>, MicrophoneCheck]>([
    ['the microphone opens', {}, { kind: 'ok' }],
    ['it opens on a Huawei phone', { userAgent: UA.huawei }, { kind: 'ok' }],
    ['no media capture (an old system)', { hasMediaCapture: false }, systemTooOld],
    ['no media capture on an old Huawei', { hasMediaCapture: false, userAgent: UA.huawei }, systemTooOld],
    ['no media capture because the page is not https', { hasMediaCapture: false, secureContext: false }, unsupported],
    ['no AudioWorklet', { hasAudioWorklet: false }, unsupported],
    ['permission denied', { getUserMediaError: 'NotAllowedError' }, denied],
    ['permission denied (older Chrome name)', { getUserMediaError: 'PermissionDeniedError' }, denied],
    ['permission denied by the system', { getUserMediaError: 'SecurityError' }, denied],
    ['permission denied on a Huawei phone', { getUserMediaError: 'NotAllowedError', userAgent: UA.huawei }, denied],
    ['the microphone cannot be read', { getUserMediaError: 'NotReadableError' }, needPermission],
    ['it cannot be read (older Chrome name)', { getUserMediaError: 'TrackStartError' }, needPermission],
    ['it was aborted', { getUserMediaError: 'AbortError', userAgent: UA.iphone }, needPermission],
    ['it cannot be read on a Huawei phone', { getUserMediaError: 'NotReadableError', userAgent: UA.huawei }, downloadApp],
    ['it cannot be read on an HONOR phone', { getUserMediaError: 'NotReadableError', userAgent: UA.honor }, downloadApp],
    ['it cannot be read in Huawei Browser', { getUserMediaError: 'TrackStartError', userAgent: UA.huaweiBrowser }, downloadApp],
    ['it cannot be read on HarmonyOS', { getUserMediaError: 'NotReadableError', userAgent: UA.harmony }, downloadApp],
    ['no microphone at all', { getUserMediaError: 'NotFoundError' }, unsupported],
    ['the constraints cannot be met', { getUserMediaError: 'OverconstrainedError' }, unsupported],
    ['audio capture is not supported', { getUserMediaError: 'NotSupportedError' }, unsupported],
    ['an unknown failure', { getUserMediaError: 'Error' }, unsupported],
  ])('%s', (_situation, overrides, expected) => {
    expect(checkMicrophone(env(overrides))).toEqual(expected);
  });

  it('takes its texts from one strings module, and waits 1 s after entry', () => {
    expect(MicrophoneMessages).toEqual({
      systemTooOld: '系统版本过低，请升级系统或在设置中开启麦克风权限',
      needPermission: '需要录音权限',
      downloadApp: '请下载App使用录音功能',
      unsupported: '当前浏览器不支持录音',
      deniedTitle: '需要录音权限',
      deniedMessage: '请在 系统设置 → 隐私 → 麦克风 中允许浏览器使用麦克风',
    });
    expect(MICROPHONE_CHECK_DELAY_MS).toBe(1000);
  });

  it.each([
    [UA.huawei, true],
    [UA.honor, true],
    [UA.huaweiBrowser, true],
    [UA.harmony, true],
    [UA.xiaomi, false],
    [UA.iphone, false],
  ])('isHuaweiDevice(%s) is %s', (userAgent, expected) => {
    expect(isHuaweiDevice(userAgent)).toBe(expected);
  });
});

/** A browser scope double: getUserMedia resolves a stream or rejects with a DOMException-like error. */
function scope(options: { error?: string; mediaDevices?: boolean; worklet?: boolean; secure?: boolean } = {}) {
  const calls: MediaStreamConstraints[] = [];
  const stopped: string[] = [];
  const getUserMedia = (constraints: MediaStreamConstraints) => {
    calls.push(constraints);
    if (options.error) return Promise.reject(Object.assign(new Error('refused'), { name: options.error }));
    return Promise.resolve({ getTracks: () => [{ stop: () => stopped.push('audio') }] });
  };
  const value: MicrophoneScope = {
    navigator: { userAgent: UA.huawei, mediaDevices: options.mediaDevices === false ? undefined : { getUserMedia } },
    isSecureContext: options.secure ?? true,
    AudioContext: options.worklet === false ? undefined : () => undefined,
    AudioWorkletNode: options.worklet === false ? undefined : () => undefined,
  };
  return { value, calls, stopped };
}

describe('probeMicrophone', () => {
  it('asks for the microphone once and releases it at once', async () => {
    const { value, calls, stopped } = scope();
    expect(await probeMicrophone(value)).toEqual({ hasMediaCapture: true, secureContext: true, hasAudioWorklet: true, userAgent: UA.huawei });
    expect(calls).toEqual([{ audio: true }]);
    expect(stopped).toEqual(['audio']);
  });

  it("reports getUserMedia's error by name", async () => {
    const { value } = scope({ error: 'NotReadableError' });
    expect((await probeMicrophone(value)).getUserMediaError).toBe('NotReadableError');
    expect(await runMicrophoneCheck(value)).toEqual(downloadApp);
  });

  it('does not ask when there is no media capture or no AudioWorklet', async () => {
    const old = scope({ mediaDevices: false });
    expect(await runMicrophoneCheck(old.value)).toEqual(systemTooOld);
    const noWorklet = scope({ worklet: false });
    expect(await runMicrophoneCheck(noWorklet.value)).toEqual(unsupported);
    expect([...old.calls, ...noWorklet.calls]).toEqual([]);
  });

  it('on plain http the missing media capture is the browser, not the system', async () => {
    const { value } = scope({ mediaDevices: false, secure: false });
    expect(await runMicrophoneCheck(value)).toEqual(unsupported);
  });
});
