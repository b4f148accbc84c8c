import { ActivityType } from '@core/domain';
import { normaliseBase, stemMedia, validateActivity, z } from '@core/content';
import type { OralReadingActivity } from './model';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  pictureId: z.optional(z.string()),
  spokenText: z.string(),
  text: z.optional(z.string()),
});

/** comprehension.oralReading as served: its own parse validates it, a pack's JSON Schema shows it (issue 35). */
export const oralReadingComprehension = { key: 'oralReading', schema: variantSchema };

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
