/** Texts of the reading task (spec 02 §2, §5, §8). The spec gives some in English; ours in Chinese are marked. */
export const ReadingText = {
  submit: '提交',
  // Ours, for 'Are you sure you want to submit the data report?':
  confirm: '确定要提交数据报告吗？',
  cancel: '取消',
  ok: '确定',
  // Ours, for 'data report uploading, please wait...':
  uploading: '数据报告上传中，请稍候...',
  // Ours, for 'Submitted successfully' and its finish button:
  success: '提交成功',
  finish: '完成',
  captureFailed: 'html转化图片失败,请重试',
  uploadFailed: '数据报告上传失败,请重试',
  // Ours: a report handed in before (it can be handed in again while the task runs).
  submittedBefore: '数据报告已提交，可以重新提交',
  tapWords: '轻触单词查看释义',
} as const;

/** The lookup popup's texts: the word pages' states (spec 02 §8), collect and close. */
export const WordPopupText = {
  loading: '加载中',
  notFound: '找不到该单词',
  notIncluded: '该单词尚未被收录, 我们正在努力收录中',
  network: '网络出错，轻触屏幕加载',
  us: '美',
  uk: '英',
  play: (accent: string) => `播放${accent}式发音`,
  collect: '收藏到单词本',
  remove: '从单词本移除',
  close: '关闭',
  formOf: (form: string, headword: string) => `${form} 是 ${headword} 的变形`,
} as const;
