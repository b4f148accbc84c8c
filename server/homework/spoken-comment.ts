/** The spoken comment a finished homework gets, from its speech scores (spec 01 §3: finished needs one). */
export function spokenCommentFor(speechScores: readonly number[]): string {
  if (speechScores.length === 0) return '作业已完成，继续加油！';
  const average = speechScores.reduce((sum, s) => sum + s, 0) / speechScores.length;
  if (average >= 85) return '朗读非常棒，发音清晰流利！';
  if (average >= 70) return '朗读不错，注意个别单词的发音。';
  return '多听多读，大声跟读录音，下次会更好！';
}
