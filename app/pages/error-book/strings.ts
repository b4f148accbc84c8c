/** Texts of the error book (错题本); spec 01 §2 names the page, not its wording. */
export const ErrorBookText = {
  title: '错题本',
  empty: '太棒了，没有需要订正的错题！',
  emptyDetail: '继续保持，认真完成每一次作业哦',
  allRevised: '错题都订正完啦，真棒！',
  noPermission: '错题本暂未开通',
  noPermissionDetail: '请联系你的老师开通后再来',
  listLabel: '有错题的作业',
  revised: '已全部订正',
} as const;
