/**
 * The texts every word page shows (spec 02 §8): the word book's detail page and the reading task's
 * lookup popup. The spec gives collect and remove in English; ours in Chinese.
 */
export const WordPageText = {
  notFound: '找不到该单词',
  notIncluded: '该单词尚未被收录, 我们正在努力收录中',
  network: '网络出错，轻触屏幕加载',
  us: '美',
  uk: '英',
  play: (accent: string) => `播放${accent}式发音`,
  collect: '收藏到单词本',
  remove: '从单词本移除',
  formOf: (form: string, headword: string) => `${form} 是 ${headword} 的变化形式`,
} as const;

/**
 * The word book's name, tabs and empty texts (spec 02 §2): the /word-book page and the reading task's
 * word-book popup. The spec names the tabs in English ('my collected', 'my looked-up'); ours in Chinese.
 */
export const WordBookTabText = {
  title: '单词本',
  collection: '我的收藏',
  history: '我查过的',
  emptyCollection: '你还没有收藏任何单词',
  emptyHistory: '你还没有查过任何单词',
} as const;
