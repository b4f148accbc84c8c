import { ActivityType, SENTENCE_COMPLETION_DEFAULT_DURATION_MS } from '@core/domain';
import { normaliseBase, stemMedia, translationAudioDuration, validateActivity, z } from '@core/content';
import type { SentenceCompletionActivity } from './model';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  pictureId: z.optional(z.string()),
  hint: z.optional(z.string()),
  refText: z.string(),
  text: z.optional(z.string()),
  deliteScorerId: z.optional(z.string()),
});

/** comprehension.sentenceCompletion as served: its own parse validates it, a pack's JSON Schema shows it (issue 35). */
export const sentenceCompletionComprehension = { key: 'sentenceCompletion', schema: variantSchema };

export function parseSentenceCompletion(served: unknown): SentenceCompletionActivity {
  const validated = validateActivity(served, 'sentenceCompletion', variantSchema);
  const { variant } = validated;
  // The student reads the whole sentence, so the time to allow follows the sentence's (translation)
  // audio; without one the spec's default of 30000 ms applies (spec 01 §9).
  const duration = translationAudioDuration(validated) ?? SENTENCE_COMPLETION_DEFAULT_DURATION_MS;
  const stem = {
    ...(variant.text !== undefined ? { text: variant.text } : {}),
    ...stemMedia(validated, variant, 'sentenceCompletion'),
    duration,
    ...(variant.hint !== undefined ? { hint: variant.hint } : {}),
    ...(variant.deliteScorerId !== undefined ? { deliteScorerId: variant.deliteScorerId } : {}),
  };
  return { ...normaliseBase(ActivityType.SENTENCE_COMPLETION, validated, stem), stem, refText: variant.refText };
}
