/** Texts of the optional task (分层题包; spec 02 §2: 共作答, 作答 and the list heading are the spec's). */
export const OptionalText = {
  heading: (n: number) => `共 ${n} 题，选择 1 题作答`,
  position: (x: number, n: number) => `第 ${x} 题 / 共 ${n} 题`,
  answeredCount: (answered: number) => `共作答 ${answered}/1`,
  answer: '作答',
  previous: '上一题',
  next: '下一题',
  backToList: '返回题目列表',
  answeredItem: '已作答',
  chooseFirst: '请先选择一题',
  /** Shown under 作答 on another item once one is answered: the task takes 1 (共作答 1/1). */
  onlyOne: '你已作答 1 题，只能修改已作答的这一题',
  previewFailed: '预览加载失败，可直接作答',
} as const;

export const OptionalPanelText = {
  region: '分层题包作答情况',
  chosenBy: (n: number) => `${n} 人选择`,
  nobody: '暂无学生选择这一题',
} as const;

/** The console's optional-task editor (issue 36; ours). */
export const OptionalEditorText = {
  items: (n: number) => `已选题目（${n} 个）`,
  itemsHint: '从任务库选择 2–6 个其他类型的任务作为题目，学生从中选 1 题作答',
  none: '还没有选择题目',
  picker: '从任务库选择任务',
  pickerPlaceholder: '请选择一个任务',
  add: '添加为题目',
  full: '最多 6 个题目，先移除一个再添加',
  loading: '正在加载任务库…',
  loadFailed: '任务库加载失败',
  retry: '重试',
  nothingToPick: '任务库里还没有可以作为题目的任务',
  tooFew: (n: number) => `请至少选择 2 个任务（已选 ${n} 个）`,
  tooMany: (n: number) => `最多选择 6 个任务（已选 ${n} 个）`,
  option: (label: string, title: string, source: string | undefined) => (source ? `${label} · ${title}（${source}）` : `${label} · ${title}`),
  mine: '我的任务',
  moveUp: '上移',
  moveDown: '下移',
  remove: '移除',
  moveUpLabel: (title: string) => `上移：${title}`,
  moveDownLabel: (title: string) => `下移：${title}`,
  removeLabel: (title: string) => `移除：${title}`,
} as const;
