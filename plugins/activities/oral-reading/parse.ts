import { ActivityType, DEFAULT_AUDIO_DURATION_MS } from '@core/domain';
import { normaliseBase, validateActivity, variantPath, z } from '@core/content';
import type { OralReadingActivity } from './model';

const variantSchema = z.object({
  audioId: z.string().optional(),
  pictureId: z.string().optional(),
  spokenText: z.string(),
  text: z.string().optional(),
});

export function parseOralReading(served: unknown): OralReadingActivity {
  const validated = validateActivity(served, 'oralReading', variantSchema);
  const { variant, assets } = validated;
  const path = variantPath('oralReading');
  const audio = assets.audio(variant.audioId, [...path, 'audioId']);
  const pictureUrl = assets.picture(variant.pictureId, [...path, 'pictureId']);
  return {
    ...normaliseBase(ActivityType.ORAL_READING, validated, {
      text: variant.text ?? variant.spokenText,
      ...(pictureUrl ? { pictureUrl } : {}),
      ...(audio ? { audioUrl: audio.url } : {}),
      duration: audio?.duration ?? DEFAULT_AUDIO_DURATION_MS,
    }),
    spokenText: variant.spokenText,
  };
}
