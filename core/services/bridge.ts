/** The native shell's bridge (spec 01 §7) and device detection. Interface only for the calls. */
import type { DeviceKind } from '../domain';

export interface Bridge {
  deviceKind(): DeviceKind;
  /** Hands the native shell the sign-in result. */
  setAuth(auth: { accessToken: string; refreshToken?: string; expiresAtSec?: number }): void;
  /** Tells the shell the web app has started. */
  start(): void;
  setUserInfo(user: { id: string; nickName: string }): void;
  /** The user signed out or the session expired inside the app. */
  userQuit(): void;
  closeWebView(): void;
}

/**
 * Device kind from the user agent. The native shells add an app marker to their webview's user agent
 * (README, "Native bridge"); without it an iPhone or Android browser is 'ios' or 'android'.
 */
export function detectDeviceKind(userAgent: string): DeviceKind {
  const inApp = /EnglishHomeworkApp/i.test(userAgent);
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile/i.test(userAgent))) {
    return inApp ? 'iosApp' : 'ios';
  }
  if (/Android/i.test(userAgent)) return inApp ? 'androidApp' : 'android';
  return 'other';
}
