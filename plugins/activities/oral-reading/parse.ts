import { ActivityType } from '@core/domain';
import { normaliseBase, stemMedia, validateActivity, z } from '@core/content';
import type { OralReadingActivity } from './model';

const variantSchema = z.object({
  audioId: z.string().optional(),
  pictureId: z.string().optional(),
  spokenText: z.string(),
  text: z.string().optional(),
});

export function parseOralReading(served: unknown): OralReadingActivity {
  const validated = validateActivity(served, 'oralReading', variantSchema);
  const { variant } = validated;
  return {
    ...normaliseBase(ActivityType.ORAL_READING, validated, {
      text: variant.text ?? variant.spokenText,
      ...stemMedia(validated, variant, 'oralReading'),
    }),
    spokenText: variant.spokenText,
  };
}
