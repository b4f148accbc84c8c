import { ActivityType, DEFAULT_AUDIO_DURATION_MS } from '@core/domain';
import { normaliseBase, shuffled, toRichText, validateActivity, variantPath, z } from '@core/content';
import { isMultiSelect } from '@core/grading';
import type { ParseOptions } from '@core/registry';
import type { MultiChoiceTextActivity } from './model';

const variantSchema = z.object({
  pictureId: z.string().optional(),
  audioId: z.string().optional(),
  stemTexts: z.array(z.string()).optional(),
  text: z.string().optional(),
  choice: z.record(z.string(), z.object({ text: z.string(), checked: z.boolean() })),
});

export function parseMultiChoiceText(served: unknown, options: ParseOptions = {}): MultiChoiceTextActivity {
  const validated = validateActivity(served, 'multiChoiceText', variantSchema);
  const { variant, assets } = validated;
  const path = variantPath('multiChoiceText');
  const audio = assets.audio(variant.audioId, [...path, 'audioId']);
  const pictureUrl = assets.picture(variant.pictureId, [...path, 'pictureId']);
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
      ...(pictureUrl ? { pictureUrl } : {}),
      ...(audio ? { audioUrl: audio.url } : {}),
      duration: audio?.duration ?? DEFAULT_AUDIO_DURATION_MS,
    }),
    choice: shuffled(choice, options.random),
    multiSelect: isMultiSelect(choice),
  };
}
