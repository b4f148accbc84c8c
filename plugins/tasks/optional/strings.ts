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
