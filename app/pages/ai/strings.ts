/** Texts of /ai-stt-generate and /ai-write-evaluate: the spec names the routes but shows no content. */
export const AiText = {
  speechTitle: 'AI 口语练习',
  speechBody: 'AI 口语练习功能在当前版本中暂未开放，敬请期待。',
  speechDetail: '你可以先在「课后辅导」里完成老师布置的口语作业。',
  writingTitle: 'AI 写作批改',
  writingBody: 'AI 写作批改功能在当前版本中暂未开放，敬请期待。',
  writingDetail: '老师布置的作文会出现在「课后辅导」的作业里。',
  notAvailable: '暂未开放',
  backHome: '返回首页',
  back: '返回上一页',
} as const;
