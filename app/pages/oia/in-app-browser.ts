/**
 * In-app browsers of chat and payment apps (spec 02 §4): they block app downloads, so /oia asks the
 * student to open the page in the system browser. Pure: the user agent in, the app's name out.
 */
export type InAppBrowser = 'wechat' | 'qq' | 'alipay' | 'dingtalk';

const MARKERS: readonly [InAppBrowser, RegExp][] = [
  ['wechat', /MicroMessenger/i],
  // The QQ app adds " QQ/<version>"; the QQ Browser (MQQBrowser/, QQBrowser/) is a system-like browser and downloads fine.
  ['qq', /(^|\s)QQ\//],
  ['alipay', /AlipayClient/i],
  ['dingtalk', /DingTalk/i],
];

/** Which chat or payment app's browser the page runs in, or undefined for an ordinary browser. */
export function inAppBrowserOf(userAgent: string): InAppBrowser | undefined {
  return MARKERS.find(([, marker]) => marker.test(userAgent))?.[0];
}
