/**
 * Texts of the result and revision pages: /report (spec 01 §2 "Result page"), the class reports, the
 * error book and the learning analysis. The evaluation texts come from app/account (evaluationText).
 * The spec names these pages but not their wording beyond the evaluation bands; the rest is ours.
 */
export const ReportText = {
  title: '练习结果',
  relearn: '重新学习',
  finish: '完成',
  noAccuracy: '没有拿到这次练习的正确率',
  noAccuracyDetail: '请点击“完成”返回，稍后在作业列表里查看',
} as const;

/** Shared by the report list, one report, the error book and the analysis. */
export const ResultsText = {
  accuracy: '正确率',
  answered: '完成题目',
  timeSpent: '用时',
  byType: '各题型答对情况',
  weakWords: '需要多练的单词',
  weakWordsNone: '朗读的单词都过关啦，继续保持！',
  comments: '老师点评',
  automaticHint: '学习小提示',
  automaticHintNote: '这条提示由系统根据本次朗读得分自动生成',
  errorBook: '错题订正',
  totalError: '错题',
  alreadyRevisal: '已订正',
  needToRevisal: '待订正',
  revisionProgress: '订正进度',
  questionsUnit: '道',
  allRevised: '错题都订正完啦',
  revise: '去订正',
  viewReport: '查看报告',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  loadMoreFailed: '加载失败，点击重试',
  noMore: '没有更多了',
  notFound: '没有找到这份报告',
  notFoundDetail: '它可能已被老师删除，请返回作业列表看看',
  notFinished: '这份作业还没有完成',
  continueHomework: '继续作业',
  questions: '题',
} as const;

/** The name of a type without a label of its own (its plugin's definition names the others: 朗读, 拼写, ...). */
export const OTHER_QUESTION_TYPE = '其他题型';
