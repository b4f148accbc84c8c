/**
 * 2. Served JSON to the normalised model. The wire format: comprehension.__camel__ = { readText,
 *    audioId?, pictureId?, text? } (document it in docs/CONTENT-FORMAT.md). A dangling media id is a
 *    ParseError naming its path.
 */
import { normaliseBase, stemMedia, validateActivity, z } from '@core/content';
import type { __Pascal__Activity } from './model';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  pictureId: z.optional(z.string()),
  text: z.optional(z.string()),
  readText: z.string().check(z.minLength(1)),
});

/** comprehension.__camel__ as served: parse validates it, a content pack's JSON Schema shows it. */
export const __camel__Comprehension = { key: '__camel__', schema: variantSchema };

export function parse__Pascal__(served: unknown): __Pascal__Activity {
  const validated = validateActivity(served, '__camel__', variantSchema);
  const { variant } = validated;
  return {
    // The board shows the text to read unless the content gives one of its own.
    ...normaliseBase(__TYPE__, validated, { text: variant.text ?? variant.readText, ...stemMedia(validated, variant, '__camel__') }),
    readText: variant.readText,
  };
}
