/** Texts of the app shell, spelled as the spec spells them (spec 01 §2, §8; spec 02 §4, §8). */
export const ShellText = {
  genericLoadFailure: '网络加载失败，请重试',
  retry: '重试',
  pageNotFound: 'Page not found',
  backHome: '返回首页',
  confirm: '确认',
  cancel: '取消',
  loading: '加载中…',
  pageLoading: '页面加载中',
  networkTrouble: '网络开小差了，请刷新重试',
  refresh: '刷新',
  empty: '暂无任务',
  newVersionTitle: '发现新版本',
  newVersionBody: '英语作业助手已更新，点击确认加载新版本',
  back: '返回',
  errorDetails: '错误详情',
} as const;
