/** Texts of the classroom task screens' host (spec 02 §2: 任务已终止 is the spec's). */
export const TaskText = {
  terminated: '任务已终止',
  submitted: '提交成功',
  savedOnDevice: '答案已保存在本机，联网后会自动提交',
  malformed: '这个任务的内容有误，请告诉老师',
  audioFailed: '音频播放失败，请稍后重试',
  endedReview: '任务已终止，下面是你的答题结果',
  backToExercise: '返回课堂任务',
} as const;
