import { ActivityType } from '@core/domain';
import { normaliseBase, shuffled, stemMedia, toRichText, validateActivity, z } from '@core/content';
import { isMultiSelect } from '@core/grading';
import type { ParseOptions } from '@core/registry';
import type { MultiChoiceTextActivity } from './model';

const variantSchema = z.object({
  pictureId: z.optional(z.string()),
  audioId: z.optional(z.string()),
  stemTexts: z.optional(z.array(z.string())),
  text: z.optional(z.string()),
  choice: z.record(z.string(), z.object({ text: z.string(), checked: z.boolean() })),
});

/** comprehension.multiChoiceText as served: its own parse validates it, a pack's JSON Schema shows it (issue 35). */
export const multiChoiceTextComprehension = { key: 'multiChoiceText', schema: variantSchema };

export function parseMultiChoiceText(served: unknown, options: ParseOptions = {}): MultiChoiceTextActivity {
  const validated = validateActivity(served, 'multiChoiceText', variantSchema);
  const { variant } = validated;
  // stemTexts (one entry per line) wins over text when both are present.
  const text = variant.stemTexts?.length ? variant.stemTexts.join('\n') : variant.text;

  const choice = Object.entries(variant.choice).map(([key, option]) => ({
    key,
    checked: option.checked,
    text: option.text,
    richText: toRichText(option.text),
  }));

  return {
    ...normaliseBase(ActivityType.MULTI_CHOICE_TEXT, validated, {
      ...(text !== undefined ? { text, richText: toRichText(text) } : {}),
      ...stemMedia(validated, variant, 'multiChoiceText'),
    }),
    choice: shuffled(choice, options.random),
    multiSelect: isMultiSelect(choice),
  };
}
