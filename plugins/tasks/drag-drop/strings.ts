/** Texts of the drag-drop screens (the spec shows none; issue 14). */
export const DragDropText = {
  board: '拖放区域',
  tray: '卡片区',
  trayHint: '按住卡片拖到图中的位置；也可以先点卡片，再点位置',
  backToTray: '放回卡片区',
  zone: (label: string) => `位置 ${label}`,
  zoneWith: (label: string, card: string) => `位置 ${label}：${card}`,
  emptyZone: (label: string) => `位置 ${label}：空`,
  selected: (card: string) => `已选中 ${card}，请点一个位置放入`,
  placed: (card: string, label: string) => `已把 ${card} 放到位置 ${label}`,
  returned: (card: string) => `已把 ${card} 放回卡片区`,
  submit: '提交',
  resubmit: '修改后重新提交',
  submitted: '已提交，老师结束任务后可以看到对错',
  right: '对',
  wrong: '错',
  answer: (card: string) => `正确：${card}`,
  score: (correct: number, total: number) => `答对 ${correct}/${total} 个位置`,
  pictureCard: '图片卡片',
} as const;

export const DragDropPanelText = {
  region: '拖拽题答题情况',
  submitted: (n: number) => `${n} 人已提交，平均得分 `,
  zoneAccuracy: '每个位置的正确率',
  zoneBar: (label: string, right: number, of: number) => `位置 ${label}：${right}/${of} 人答对`,
  zoneName: (label: string) => `位置 ${label}`,
  answer: (cards: string) => `正确：${cards}`,
  frame: (labels: string) => `图中的位置：${labels}`,
  scores: '每位学生的得分',
  score: (score: number) => `${score} 分`,
  noSummary: '答题统计暂时无法显示',
} as const;
