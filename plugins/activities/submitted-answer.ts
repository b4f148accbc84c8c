/**
 * Whether a submitted answer is correct, from its type variant, with the same rules as the graders:
 * a spoken answer is judged from its scores (its type's `speech.correct`), every other variant carries
 * its verdict as `correct`. The player reads the server's stored answers with it (revision, read-only
 * review): the server judged each one from its activity and set those flags before storing it
 * (server/homework/answer-shape.ts), so a stored flag is the server's verdict, not the phone's.
 */
import type { ActivityAnswerDefinition } from '@core/registry/answer-definition';
import { activityAnswerDefinitions } from './answer-definitions';

export function isSubmittedAnswerCorrect(answer: Record<string, unknown>, definitions: readonly ActivityAnswerDefinition[] = activityAnswerDefinitions): boolean {
  for (const definition of definitions) {
    const variant = answer[definition.answerVariant];
    if (variant !== undefined && definition.speech) return definition.speech.correct(variant as never);
  }
  // Choice, spelling, and any other variant: its own `correct` flag.
  for (const value of Object.values(answer)) {
    if (typeof value === 'object' && value !== null && typeof (value as { correct?: unknown }).correct === 'boolean') {
      return (value as { correct: boolean }).correct;
    }
  }
  return false;
}
