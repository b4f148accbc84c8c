/**
 * The native shell's bridge (spec 01 §7). The spec names the calls but not their transport or data;
 * ours is documented in the README ("Native bridge"): the iOS shell registers WKScriptMessageHandlers
 * named after the calls, the Android shell injects an `EnglishHomeworkBridge` object with one method per
 * call taking a JSON string. Outside an app every call is a no-op.
 */
import type { Bridge } from '@core/services/bridge';
import { detectDeviceKind } from '@core/services/bridge';
import type { DeviceKind } from '@core/domain';

type BridgeCall = 'setAuth' | 'start' | 'setUserInfo' | 'userQuit' | 'closeWebView';

interface NativeWindow {
  webkit?: { messageHandlers?: Partial<Record<BridgeCall, { postMessage(data: unknown): void }>> };
  EnglishHomeworkBridge?: Partial<Record<BridgeCall, (json: string) => void>>;
}

export class BrowserBridge implements Bridge {
  private readonly kind: DeviceKind;

  constructor(private readonly host: NativeWindow = globalThis as NativeWindow, userAgent: string = globalThis.navigator?.userAgent ?? '') {
    this.kind = detectDeviceKind(userAgent);
  }

  deviceKind(): DeviceKind {
    return this.kind;
  }

  setAuth(auth: { accessToken: string; refreshToken?: string; expiresAtSec?: number }): void {
    this.call('setAuth', auth);
  }

  start(): void {
    this.call('start', {});
  }

  setUserInfo(user: { id: string; nickName: string }): void {
    this.call('setUserInfo', user);
  }

  userQuit(): void {
    this.call('userQuit', {});
  }

  closeWebView(): void {
    this.call('closeWebView', {});
  }

  private call(name: BridgeCall, data: object): void {
    try {
      if (this.kind === 'iosApp') this.host.webkit?.messageHandlers?.[name]?.postMessage(data);
      else if (this.kind === 'androidApp') this.host.EnglishHomeworkBridge?.[name]?.(JSON.stringify(data));
    } catch (error) {
      // A shell without this handler must not break the page; the web flow goes on without it.
      console.warn(`native bridge call ${name} failed`, error);
    }
  }
}
