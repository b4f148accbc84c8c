/** Texts of the vote's editor in the teacher console (issue 36); the student's screen keeps its own (View.tsx). */
export const VoteEditorText = {
  title: '投票问题',
  selectType: '选择方式',
  single: '单选',
  multiple: '多选',
  records: '题干材料（可选）',
  recordsHint: (max: number) => `显示在问题下方的文字或图片，最多 ${max} 条`,
  recordText: (n: number) => `材料 ${n}：文字`,
  recordPicture: (n: number) => `材料 ${n}：图片`,
  record: (n: number) => `材料 ${n}`,
  addText: '添加文字',
  addPicture: '添加图片',
  options: '选项',
  optionsHint: (min: number, max: number) => `${min} 至 ${max} 个，按顺序编号 A、B、C…`,
  option: (key: string) => `选项 ${key}`,
  addOption: '添加选项',
} as const;
