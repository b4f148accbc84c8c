/** Texts of /homework-child (spec 01 §2, §8; spec 02 §4, §8). */
export const HomeworkChildText = {
  fallbackTitle: '作业详情',
  missingHomework: '没有找到这份作业',
  notFound: '这份作业不存在或已被删除',
  writingUpgrade: '作文功能需升级至新版本才可体验',
  updateNow: '立即更新',
  cancel: '取消',
  externalAppMissing: '请咨询老师，并安装英语三个助手App',
  alixLoadFailed: '获取Alix课程失败',
  done: '已完成',
  todo: '未完成',
  review: '查看',
  start: '去完成',
  accuracy: (n: number) => `正确率 ${n}%`,
  kinds: {
    sync: '同步练习',
    alix: '外教课',
    spokenAi: '口语AI',
    writing: '作文',
    // A classroom task kind's items are named by its plugin's label (阅读, 资源包, ...).
  },
} as const;
