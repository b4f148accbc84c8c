import { WordBookTabText, WordPageText } from '@plugins/tasks/reading/word-page-text';

/** Texts of the word book (spec 02 §2, §8; the spec gives some in English, ours in Chinese are marked). */
export const WordBookText = {
  ...WordBookTabText,
  sort: '排序',
  byDate: '按日期',
  byAlphabet: '按字母',
  cancel: '取消',
  // Ours, for 'no more':
  end: '没有更多了',
  index: '字母索引',
  loadFailed: '网络出错，轻触屏幕加载',
} as const;

export const WordDetailText = {
  ...WordPageText,
  // Ours, for the spec's tabs 'detailed meaning' and 'pronunciation practice':
  details: '详细释义',
  practice: '发音练习',
  collected: '已收藏',
  previous: '上一个单词',
  next: '下一个单词',
  readWord: '请朗读这个单词',
  record: '开始录音',
  stop: '结束录音',
  scoring: '音频上传打分中...',
  score: (n: number) => `得分 ${n}`,
  tiers: { niceTry: '再接再厉', good: '不错', excellent: '优秀', perfect: '完美' } as Record<string, string>,
  examplePlay: '播放例句',
} as const;
