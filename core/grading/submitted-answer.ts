/**
 * Whether a submitted answer is correct, from its type variant, with the same rules as the graders:
 * choices and spelling carry their verdict; speech answers are judged from their scores (so a client
 * cannot mark a low score correct). The server judges what it stores with it; the player reads the
 * server's stored answers with it (revision, read-only review).
 */
import type { CompletionScore } from '../domain';
import { isOralReadingCorrect, sentenceCompletionLetter, sentenceCompletionLevel } from './speech';

type VariantHolder = Record<string, unknown> & {
  oralReading?: { score: number };
  sentenceCompletion?: { deliteScore: { telisScore: unknown } };
};

export function isSubmittedAnswerCorrect(answer: VariantHolder): boolean {
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
