/**
 * 2. Served JSON to the normalised model. The wire format: comprehension.__camel__ holds this type's
 *    variant (document it in docs/CONTENT-FORMAT.md). Validate with the schema, resolve every
 *    `...Id` with stemMedia (a dangling id becomes a ParseError naming its path), build the stem.
 */
import { normaliseBase, stemMedia, validateActivity, z } from '@core/content';
import type { __Pascal__Activity } from './model';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  pictureId: z.optional(z.string()),
  text: z.optional(z.string()),
  answer: z.string().check(z.minLength(1)),
});

/** comprehension.__camel__ as served: parse validates it, a content pack's JSON Schema shows it. */
export const __camel__Comprehension = { key: '__camel__', schema: variantSchema };

export function parse__Pascal__(served: unknown): __Pascal__Activity {
  const validated = validateActivity(served, '__camel__', variantSchema);
  const { variant } = validated;
  return {
    ...normaliseBase(__TYPE__, validated, {
      ...(variant.text !== undefined ? { text: variant.text } : {}),
      // pictureId and audioId become pictureUrl, audioUrl and duration; a dangling id is a ParseError.
      ...stemMedia(validated, variant, '__camel__'),
    }),
    answer: variant.answer,
  };
}
