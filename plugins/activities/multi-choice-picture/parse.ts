import { ActivityType } from '@core/domain';
import { normaliseBase, shuffled, stemMedia, toRichText, validateActivity, variantPath, z } from '@core/content';
import { isMultiSelect } from '@core/grading';
import type { ParseOptions } from '@core/registry';
import type { MultiChoicePictureActivity } from './model';

const variantSchema = z.object({
  audioId: z.optional(z.string()),
  text: z.optional(z.string()),
  choice: z.record(z.string(), z.object({ pictureId: z.string().check(z.minLength(1)), checked: z.boolean(), text: z.optional(z.string()) })),
});

/** comprehension.multiChoicePicture as served: its own parse validates it, a pack's JSON Schema shows it (issue 35). */
export const multiChoicePictureComprehension = { key: 'multiChoicePicture', schema: variantSchema };

export function parseMultiChoicePicture(served: unknown, options: ParseOptions = {}): MultiChoicePictureActivity {
  const validated = validateActivity(served, 'multiChoicePicture', variantSchema);
  const { variant, assets } = validated;
  const path = variantPath('multiChoicePicture');

  const choice = Object.entries(variant.choice).map(([key, option]) => ({
    key,
    checked: option.checked,
    pictureId: option.pictureId,
    pictureUrl: assets.picture(option.pictureId, [...path, 'choice', key, 'pictureId']) as string,
    ...(option.text !== undefined ? { text: option.text, richText: toRichText(option.text) } : {}),
  }));

  return {
    ...normaliseBase(
      ActivityType.MULTI_CHOICE_PICTURE,
      validated,
      {
        ...(variant.text !== undefined ? { text: variant.text, richText: toRichText(variant.text) } : {}),
        ...stemMedia(validated, variant, 'multiChoicePicture'),
      },
      { pictures: choice.map((c) => c.pictureUrl) },
    ),
    choice: shuffled(choice, options.random),
    multiSelect: isMultiSelect(choice),
  };
}
