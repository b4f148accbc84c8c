/**
 * 2. Served JSON to the normalised model. The wire format: comprehension.__camel__ holds this type's
 *    variant (document it in docs/CONTENT-FORMAT.md). Validate with the schema, resolve every
 *    `...Id` through `assets` (a dangling id becomes a ParseError naming its path), build the stem.
 */
import { DEFAULT_AUDIO_DURATION_MS } from '@core/domain';
import { normaliseBase, validateActivity, variantPath, z } from '@core/content';
import type { __Pascal__Activity } from './model';

const variantSchema = z.object({
  audioId: z.string().optional(),
  pictureId: z.string().optional(),
  text: z.string().optional(),
  answer: z.string().min(1),
});

export function parse__Pascal__(served: unknown): __Pascal__Activity {
  const validated = validateActivity(served, '__camel__', variantSchema);
  const { variant, assets } = validated;
  const path = variantPath('__camel__');
  const audio = assets.audio(variant.audioId, [...path, 'audioId']);
  const pictureUrl = assets.picture(variant.pictureId, [...path, 'pictureId']);
  return {
    ...normaliseBase(__TYPE__, validated, {
      ...(variant.text !== undefined ? { text: variant.text } : {}),
      ...(pictureUrl ? { pictureUrl } : {}),
      ...(audio ? { audioUrl: audio.url } : {}),
      duration: audio?.duration ?? DEFAULT_AUDIO_DURATION_MS,
    }),
    answer: variant.answer,
  };
}
