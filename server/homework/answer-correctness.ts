/**
 * Whether a submitted answer is correct, from its type variant, with the same rules as the client's
 * graders (core/grading): choices and spelling carry their verdict; speech answers are judged from
 * their scores, so a client cannot mark a low score correct.
 */
import type { SubmittedAnswerInput } from '@core/contract';
import { isOralReadingCorrect, sentenceCompletionLetter, sentenceCompletionLevel } from '@core/grading';
import type { CompletionScore } from '@core/domain';

export function isAnswerCorrect(answer: SubmittedAnswerInput): boolean {
  if (answer.oralReading) return isOralReadingCorrect(answer.oralReading.score);
  if (answer.sentenceCompletion) {
    const score = answer.sentenceCompletion.deliteScore.telisScore as CompletionScore;
    return sentenceCompletionLevel(sentenceCompletionLetter(score)) === 'perfect';
  }
  // Choice, spelling, and variants of types added later: the variant's own `correct` flag.
  for (const value of Object.values(answer)) {
    if (typeof value === 'object' && value !== null && typeof (value as { correct?: unknown }).correct === 'boolean') {
      return (value as { correct: boolean }).correct;
    }
  }
  return false;
}

/** The spoken comment a finished homework gets, from its speech scores (spec 01 §3: finished needs one). */
export function spokenCommentFor(speechScores: readonly number[]): string {
  if (speechScores.length === 0) return '作业已完成，继续加油！';
  const average = speechScores.reduce((sum, s) => sum + s, 0) / speechScores.length;
  if (average >= 85) return '朗读非常棒，发音清晰流利！';
  if (average >= 70) return '朗读不错，注意个别单词的发音。';
  return '多听多读，大声跟读录音，下次会更好！';
}
