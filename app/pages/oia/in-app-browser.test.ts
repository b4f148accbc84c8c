import { describe, expect, it } from 'vitest';
import { inAppBrowserOf } from './in-app-browser';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 12; V2118A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36';

describe('inAppBrowserOf', () => {
  it.each([
    ['WeChat on iPhone', `${IPHONE} MicroMessenger/8.0.38(0x1800262c) NetType/WIFI Language/zh_CN`, 'wechat'],
    ['WeChat on Android', `${ANDROID} XWEB/5169 MMWEBSDK/20230504 MMWEBID/1234 MicroMessenger/8.0.37.2380(0x2800253D) WeChat/arm64 Weixin NetType/WIFI`, 'wechat'],
    ['QQ on iPhone', `${IPHONE} QQ/8.9.63.611 V1_IPH_SQ_8.9.63_1_APP_A Pixel/1170 Core/WKWebView NetType/WIFI QBWebViewType/1`, 'qq'],
    ['QQ on Android', `${ANDROID} V1_AND_SQ_8.9.58_4108_YYB_D QQ/8.9.58.11175 NetType/WIFI WebP/0.3.0 AppId/537161402`, 'qq'],
    ['Alipay', `${ANDROID} NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.3.30.8000) AlipayClient/10.3.30.8000 Language/zh-Hans`, 'alipay'],
    ['DingTalk', `${IPHONE} AliApp(DingTalk/7.0.20) com.laiwang.DingTalk/30011043 Channel/201200 language/zh-Hans-CN`, 'dingtalk'],
    ['Safari on iPhone', `${IPHONE.replace('Mobile/15E148', 'Version/16.5 Mobile/15E148 Safari/604.1')}`, undefined],
    ['Chrome on Android', ANDROID.replace('; wv', '').replace('Version/4.0 ', ''), undefined],
    ['QQ Browser (a system-like browser)', `${ANDROID} MQQBrowser/13.8 Mobile Safari/537.36`, undefined],
    ['desktop Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', undefined],
    ['an empty user agent', '', undefined],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(inAppBrowserOf(userAgent)).toBe(expected);
  });
});
