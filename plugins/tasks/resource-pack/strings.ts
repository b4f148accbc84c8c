/** Texts of the resource pack's screens (the spec shows none; issue 14). */
export const ResourcePackText = {
  picture: '图片',
  viewPicture: (n: number) => `查看第 ${n} 张图片（全屏，可双指缩放）`,
  close: '关闭',
  play: '播放',
  stop: '停止',
  audio: '音频',
  video: '视频',
  document: '打开文档',
  unknown: (type: number) => `这种资源暂时无法显示（类型 ${type}），请在电脑上查看或问老师`,
  finish: '我学完了',
  again: '再学一遍，再次完成',
  finished: '已完成，老师已经看到',
  resources: (n: number) => `共 ${n} 个资源`,
} as const;

export const ResourcePackPanelText = {
  region: '资源包学习情况',
  counts: (opened: number, finished: number) => `${opened} 人已打开，${finished} 人已学完`,
  finishedList: '已学完',
  openedList: '已打开、未学完',
  nobody: '暂无',
  noSummary: '学习统计暂时无法显示',
} as const;

/** Texts of the resource pack's editor in the teacher console (issue 36). */
export const ResourcePackEditorText = {
  title: '资源包标题',
  resources: '资源',
  resourcesHint: (min: number, max: number) => `${min} 至 ${max} 个，学生按这个顺序看到`,
  typeNames: { 1: '图片', 2: '声音', 3: '视频', 4: '文字', 5: '文档' } as Partial<Record<number, string>>,
  resource: (n: number) => `资源 ${n}`,
  resourceOfType: (n: number, typeName: string) => `资源 ${n}：${typeName}`,
  name: (n: number) => `资源 ${n} 的名称（可选）`,
  unknown: (type: number) => `这种资源暂时无法编辑（类型 ${type}），可以移动或删除`,
  add: (typeName: string) => `添加${typeName}`,
} as const;
