/** Texts of the download landing page /oia (spec 02 §2, §4, §8). */
export const DownloadText = {
  title: '英语作业助手',
  subtitle: '公立校英语智慧学习平台',
  downloadIos: 'iPhone 版下载',
  downloadAndroid: 'Android 版下载',
  copyLink: '复制链接',
  linkCopied: '链接已复制',
  copyFailed: '复制失败，请长按链接手动复制',
  pageLink: '本页链接',
  // Spec 02 §8, "Download link failures".
  downloadFailed: '下载请求失败,请重试',
  linkMissing: '获取下载链接失败,请重试',
  pageLoadFailed: '获取下载页请求失败',
  // The in-app browser hint (spec 02 §4: chat and payment apps cannot download apps).
  inAppTitle: '请在浏览器中打开',
  inAppStep: '点击右上角「…」，选择「在浏览器打开」，即可下载英语作业助手',
  inAppCopy: '也可以复制链接，粘贴到手机自带的浏览器中打开',
  inAppClose: '知道了',
} as const;
