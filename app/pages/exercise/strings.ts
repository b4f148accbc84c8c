/** Texts of /exercise (spec 02 §2): the title 课堂任务 and '暂无任务' are the spec's; 'class exercise about to start' is given in English there. */
export const ExerciseText = {
  title: '课堂任务',
  empty: '暂无任务',
  aboutToStart: '课堂练习即将开始',
  start: '立刻开始',
  /** A task this student has handed in (issue 32): it says so, and opens to look at, not to start. */
  submitted: '已提交',
  view: '查看',
} as const;
