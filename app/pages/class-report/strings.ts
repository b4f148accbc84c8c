/** Texts of the class report list and one report (spec 01 §2 names the pages, not their wording). */
export const ClassReportText = {
  listTitle: '班级报告',
  reportTitle: '作业报告',
  empty: '还没有完成的作业',
  emptyDetail: '完成作业后，就能在这里看到报告啦',
  finishedOn: '完成',
  listLabel: '已完成的作业',
  revisalTag: '订正后',
  noPermission: '班级报告暂未开通',
  noPermissionDetail: '请联系你的老师开通后再来',
} as const;
