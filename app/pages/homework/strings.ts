/** Texts of the homework list (spec 01 §2 "Homework list"). */
export const HomeworkText = {
  title: '课后辅导',
  classRow: '班级',
  ordinaryTab: '课后作业',
  smartTab: '智能作业',
  finished: '已完成',
  unfinished: '未完成',
  wrongCount: (n: number) => `错题 ${n} 道`,
  revisedCount: (done: number, total: number) => `已订正 ${done}/${total}`,
  viewReport: '查看报告',
  revise: '去订正',
  assignedAt: '布置时间',
  loadMore: '加载更多',
  noMore: '没有更多了',
  loadMoreFailed: '加载失败，点击重试',
} as const;
