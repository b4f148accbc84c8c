/** Sentence completion (30): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { isSentenceCompletionCorrect } from '@core/grading';
import { defineActivityAnswer } from '@core/registry/answer-definition';

const score = z.number().min(0).max(100);

export const sentenceCompletionAnswer = defineActivityAnswer({
  type: 30,
  answerVariant: 'sentenceCompletion',
  answerSchema: z.object({
    score,
    deliteScore: z.object({
      telisScore: z.object({
        overall: score,
        integrity: score,
        word_score: z.array(z.looseObject({ type: z.union([z.literal(1), z.literal(2)]), score, word: z.string().max(200).optional() })).max(200),
      }),
      kind: z.literal(2).optional(),
      uri: z.string().max(2000).optional(),
    }),
  }),
  // Right at the level 'perfect' of the engine's letter (spec 01 §4), as the player shows it.
  judge: (_activity, variant) => ({ correct: isSentenceCompletionCorrect(variant.deliteScore.telisScore), variant }),
});
