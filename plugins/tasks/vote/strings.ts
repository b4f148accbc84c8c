/** Texts of the vote's screen for students, shared by its preview. A sound's texts name its number when there are several. */
export const VoteText = {
  single: '单选',
  multiple: '多选',
  submit: '提交',
  resubmit: '修改后重新提交',
  submitted: '已提交，老师已经收到你的选择',
  savedOnDevice: '已保存在本机，联网后会自动提交给老师',
  options: '选项',
  play: (n?: number) => (n === undefined ? '播放声音' : `播放第 ${n} 段声音`),
  stop: (n?: number) => (n === undefined ? '停止' : `停止第 ${n} 段声音`),
  sound: (n?: number) => (n === undefined ? '声音' : `第 ${n} 段声音`),
} as const;

/** Texts of the vote's editor in the teacher console (issue 36). */
export const VoteEditorText = {
  title: '投票问题',
  selectType: '选择方式',
  single: '单选',
  multiple: '多选',
  records: '题干材料（可选）',
  recordsHint: (max: number) => `显示在问题下方的文字、图片或声音，最多 ${max} 条`,
  recordText: (n: number) => `材料 ${n}：文字`,
  recordPicture: (n: number) => `材料 ${n}：图片`,
  recordSound: (n: number) => `材料 ${n}：声音`,
  record: (n: number) => `材料 ${n}`,
  addText: '添加文字',
  addPicture: '添加图片',
  addSound: '添加声音',
  options: '选项',
  optionsHint: (min: number, max: number) => `${min} 至 ${max} 个，按顺序编号 A、B、C…`,
  option: (key: string) => `选项 ${key}`,
  addOption: '添加选项',
} as const;
