import { ActivityType } from '@core/domain';
import { normaliseBase, ParseError, jsonPath, stemMedia, validateActivity, variantPath, z } from '@core/content';
import type { SpellingActivity } from './model';
import { mergeSpellingSegments } from './segments';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  pictureId: z.optional(z.string()),
  text: z.optional(z.string()),
  stems: z.array(z.object({ text: z.string(), checked: z.boolean() })),
});

/** comprehension.spelling as served: its own parse validates it, a pack's JSON Schema shows it (issue 35). */
export const spellingComprehension = { key: 'spelling', schema: variantSchema };

export function parseSpelling(served: unknown): SpellingActivity {
  const validated = validateActivity(served, 'spelling', variantSchema);
  const { variant } = validated;
  const path = variantPath('spelling');
  const media = stemMedia(validated, variant, 'spelling');
  const stems = mergeSpellingSegments(variant.stems);
  const blankCount = stems.filter((s) => s.checked).length;
  // A spelling question with nothing to spell cannot be answered or graded: refuse it here.
  if (blankCount === 0) throw new ParseError(jsonPath([...path, 'stems']), 'needs at least one checked segment (a blank)');

  const stem = {
    ...(variant.text !== undefined ? { text: variant.text } : {}),
    ...media,
    stems,
  };
  return { ...normaliseBase(ActivityType.SPELLING, validated, stem), stem, blankCount };
}
