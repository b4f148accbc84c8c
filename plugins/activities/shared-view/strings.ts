/**
 * Chinese texts of the activity renderers. The record button's labels and '重新朗读' are the spec's
 * (spec 01 §4); the rest are this project's choices where the spec names a state but no words
 * (recorded in the README: the player's renderers).
 */
export const ViewText = {
  recordStart: '开始录音',
  recording: '录音中（点击结束）',
  /** After the second tap: the recording winds down and, in homework, plays back. */
  playing: '播放中',
  /** Sentence completion, after homework mode's one retry was offered. */
  reread: '重新朗读',
  /**
   * What a screen reader hears when the recording's state changes (issue 18: the record button
   * announces its state); the visible label changes with it, but a changed name alone is not read out.
   */
  announceRecording: '正在录音，再点一次结束',
  announcePlaying: '录音结束，正在回放',
  announceScoring: '正在评分',

  /**
   * Level badge (spec 01 §4 "After scoring"): NOT_BAD / GOOD / PERFECT. NOT_BAD is the spec's status for
   * the bad band (under 40); its label is ours, and '还不错' ("not bad") read as praise beside a score of 0.
   */
  badgeNotBad: '继续加油',
  badgeGood: '很好',
  badgePerfect: '完美',
  stars: (n: number) => `${n}颗星`,

  /** Word-detail tiers (spec 01 §9): under 60 nice try; 60-79 good; 80-89 excellent; 90+ perfect. */
  tierNiceTry: '继续加油',
  tierGood: '良好',
  tierExcellent: '优秀',
  tierPerfect: '完美',

  score: (n: number) => `${n}分`,
  overall: '得分',
  wordHint: '点击单词查看发音详情',
  wordButton: (word: string, score: number) => `${word}，${score}分`,
  wordDetail: '发音详情',
  phonemes: '音素',
  noPhonemes: '这个单词没有音素评分',
  fillWord: '填空词',
  prompt: '提示',
  close: '关闭',

  choices: '选项',
  correctChoice: '正确答案',
  wrongChoice: '选错了',
  pictureChoice: (letter: string) => `图片${letter}`,

  blank: (n: number) => `第${n}空`,
  blankAnswer: '正确答案',
  blankRight: '正确',
  blankWrong: '错误',
  blankEmpty: '未作答',

  hint: '提示',
  fillBlank: '待补充的词',
  fullSentence: '完整句子',
} as const;
