/**
 * The native app's version, read from the webview's user agent. The shells append
 * `EnglishHomeworkApp/<app version> SDK/<sdk version>` (README, "Native bridge").
 */
export interface NativeAppVersion { app: string; sdk: string | undefined }

export function nativeAppVersion(userAgent: string): NativeAppVersion | undefined {
  const app = /EnglishHomeworkApp\/(\d+(?:\.\d+)*)/i.exec(userAgent)?.[1];
  if (!app) return undefined;
  return { app, sdk: /\bSDK\/(\d+(?:\.\d+)*)/i.exec(userAgent)?.[1] };
}

/** Numeric comparison of dotted versions: '1.0.10' > '1.0.9'. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The iOS app's quit flow exists from app version 1.0.3 (SDK 1.0.2) on (spec 01 §4, §9). */
export const IOS_QUIT_MIN_APP_VERSION = '1.0.3';
export const IOS_QUIT_MIN_SDK_VERSION = '1.0.2';
/** The iOS app's exit timer: how long the quit page waits for the app before closing the webview. */
export const IOS_APP_EXIT_TIMER_MS = 10_000;

export function supportsIosQuitFlow(version: NativeAppVersion | undefined): boolean {
  if (!version) return false;
  if (compareVersions(version.app, IOS_QUIT_MIN_APP_VERSION) < 0) return false;
  return version.sdk === undefined || compareVersions(version.sdk, IOS_QUIT_MIN_SDK_VERSION) >= 0;
}

/** Writing evaluation needs Android app 2.0.0 or newer; the spec shows no rule, this one is ours (README). */
export const WRITING_MIN_ANDROID_APP_VERSION = '2.0.0';

export function canDoWriting(deviceKind: string, version: NativeAppVersion | undefined): boolean {
  if (deviceKind !== 'androidApp') return true;
  return version !== undefined && compareVersions(version.app, WRITING_MIN_ANDROID_APP_VERSION) >= 0;
}
