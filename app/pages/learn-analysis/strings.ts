/** Texts of the learning analysis (学习分析); spec 01 §2 names the page, not its wording. */
export const LearnAnalysisText = {
  title: '学习分析',
  pick: '选择作业',
  loadEarlier: '加载更早的作业',
  empty: '还没有完成的作业',
  emptyDetail: '完成作业后，就能在这里看到学习分析啦',
  noPermission: '学习分析暂未开通',
  noPermissionDetail: '请联系你的老师开通后再来',
  overview: '总体表现',
} as const;
