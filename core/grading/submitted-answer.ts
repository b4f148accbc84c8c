/**
 * Whether a submitted answer is correct, from its type variant, with the same rules as the graders:
 * choices and spelling carry their verdict; speech answers are judged from their scores. The player
 * reads the server's stored answers with it (revision, read-only review): the server judged each one
 * from its activity and set those flags before storing it (server/homework/answer-shape.ts, the
 * plugins' answer definitions), so a stored flag is the server's verdict, not the phone's.
 */
import type { CompletionScore } from '../domain';
import { isOralReadingCorrect, isSentenceCompletionCorrect } from './speech';

type VariantHolder = Record<string, unknown> & {
  oralReading?: { score: number };
  sentenceCompletion?: { deliteScore: { telisScore: unknown } };
};

export function isSubmittedAnswerCorrect(answer: VariantHolder): boolean {
  if (answer.oralReading) return isOralReadingCorrect(answer.oralReading.score);
  if (answer.sentenceCompletion) return isSentenceCompletionCorrect(answer.sentenceCompletion.deliteScore.telisScore as CompletionScore);
  // Choice, spelling, and variants of types added later: the variant's own `correct` flag.
  for (const value of Object.values(answer)) {
    if (typeof value === 'object' && value !== null && typeof (value as { correct?: unknown }).correct === 'boolean') {
      return (value as { correct: boolean }).correct;
    }
  }
  return false;
}
