/**
 * Schemas of the speech score results (CONTENT-FORMAT.md), for checking what the scoring socket or a
 * case file hands us before grading trusts it.
 */
import { z } from '../content/zod';
import type { CompletionScore, ReadingScore } from '../domain';

const score0to100 = z.number().check(z.gte(0), z.lte(100));

export const readingScoreSchema: z.ZodMiniType<ReadingScore> = z.object({
  score: z.object({ overall: score0to100, pronunciation: score0to100, fluency: score0to100 }),
  words: z.array(
    z.object({
      content: z.string(),
      ipa_content: z.optional(z.string()),
      score: z.object({ pronunciation: score0to100 }),
      syllable: z.optional(z.array(z.object({ phonemes: z.array(z.object({ ipa: z.string(), score: score0to100 })) }))),
    }),
  ),
  sub_score: z.optional(z.object({ overall: z.number(), word_score: z.number() })),
  question_type: z.optional(z.number()),
});

export const completionScoreSchema: z.ZodMiniType<CompletionScore> = z.object({
  overall: score0to100,
  integrity: score0to100,
  word_score: z.array(
    z.object({ type: z.union([z.literal(1), z.literal(2)]), score: score0to100, word: z.string(), prompt: z.optional(z.string()) }),
  ),
});
