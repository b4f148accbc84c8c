/** Texts of the after-class task host (获取Alix课程失败 is the toast for a homework that cannot be loaded). */
export const AfterClassText = {
  loadFailed: '获取Alix课程失败',
  notFound: '没有找到这份作业',
  malformed: '这项作业的内容有误，请告诉老师',
  submitted: '已完成',
  submitFailed: '提交失败，请检查网络后重试',
  audioFailed: '音频播放失败，请稍后重试',
} as const;
