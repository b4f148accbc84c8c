import { WordPageText } from '@plugins/tasks/reading/word-page-text';

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
  // Ours, for 'go circle/draw' and 'go look up words', and the toolbar's tools:
  draw: '去圈画',
  lookUpWords: '去查单词',
  toolbar: '圈画工具',
  pen: '画笔',
  eraser: '橡皮擦',
  colours: '颜色',
  undo: '撤销',
  sizes: '粗细',
  size: (width: number) => `粗细 ${width}`,
  // Ours: a browser without a canvas.
  cannotDraw: '这台设备暂时无法圈画，可以直接提交',
  drawing: '圈画中：用手指在文章上画，轻触“去查单词”回到查词',
} as const;

/** The lookup popup's texts: the word pages' (spec 02 §8), and loading and close. */
export const WordPopupText = {
  ...WordPageText,
  loading: '加载中',
  close: '关闭',
} as const;

/** The teacher panel's texts (ours: the spec shows no teacher screen). */
export const ReadingPanelText = {
  reports: '阅读数据报告',
  count: (n: number) => `已收到 ${n} 份数据报告`,
  open: '查看数据报告：',
  report: (name: string) => `${name}的数据报告`,
  anonymous: (n: number) => `第 ${n} 份`,
  minutes: (seconds: number) => `用时 ${Math.max(1, Math.round(seconds / 60))} 分钟`,
  loading: '图片加载中',
  close: '关闭',
} as const;

/** The console's reading editor (issue 36; ours). */
export const ReadingEditorText = {
  title: '文章标题（选填）',
  records: '文章内容',
  recordsHint: '粘贴文字或上传书页图片，可以有多段，学生按这里的顺序阅读',
  text: (n: number) => `第 ${n} 段：文字`,
  picture: (n: number) => `第 ${n} 段：图片`,
  addText: '添加文字',
  addPicture: '添加图片',
  moveUp: '上移',
  moveDown: '下移',
  remove: '删除',
  moveUpLabel: (n: number) => `上移第 ${n} 段`,
  moveDownLabel: (n: number) => `下移第 ${n} 段`,
  removeLabel: (n: number) => `删除第 ${n} 段`,
  words: (n: number) => `学生可以轻触查词的单词：${n} 个`,
  noWords: '这段文字里还没有可以查的英文单词',
} as const;
