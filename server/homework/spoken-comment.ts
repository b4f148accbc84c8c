import { WEAK_WORD_BELOW } from '@core/homework';

/** A stored answer as far as its spoken words go (oral reading: each word's pronunciation score). */
export interface SpokenWords { oralReading?: { audioScoreDetail?: { words?: { content?: string; scores?: { pronunciation?: number } }[] } } }

/** The words read aloud in some answers, with their pronunciation scores. */
export function spokenWordScores(answers: readonly SpokenWords[]): { word: string; score: number }[] {
  return answers
    .flatMap((a) => a.oralReading?.audioScoreDetail?.words ?? [])
    .flatMap((w) => (typeof w.content === 'string' && typeof w.scores?.pronunciation === 'number' ? [{ word: w.content, score: w.scores.pronunciation }] : []));
}

/**
 * The spoken comment a finished homework gets, from its speech scores (spec 01 §3: finished needs one).
 * It never praises the reading as excellent while the report lists words to practise (a word under
 * WEAK_WORD_BELOW) beneath it (issue 32, item 25).
 */
export function spokenCommentFor(speechScores: readonly number[], wordScores: readonly { score: number }[] = []): string {
  if (speechScores.length === 0) return '作业已完成，继续加油！';
  const average = speechScores.reduce((sum, s) => sum + s, 0) / speechScores.length;
  const weakWords = wordScores.some((w) => w.score < WEAK_WORD_BELOW);
  if (average >= 85 && !weakWords) return '朗读非常棒，发音清晰流利！';
  if (average >= 70) return '朗读不错，注意个别单词的发音。';
  return '多听多读，大声跟读录音，下次会更好！';
}
