/** Texts of /exercise (spec 02 §2): '暂无任务' is the spec's; 'class exercise about to start' is given in English there. */
export const ExerciseText = {
  title: '课堂练习',
  empty: '暂无任务',
  aboutToStart: '课堂练习即将开始',
  start: '立刻开始',
} as const;
