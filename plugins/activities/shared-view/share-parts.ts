/** The share page's view of a choice question (text 68 and picture 67 alike): pure, no React. */
import { toRichText } from '@core/content';
import type { Choice } from '@core/domain';
import type { ActivityShareParts } from '@core/registry';

/** The options in their own order (the parser shuffles them for the player), each marked right or not. */
export function sharedChoices(choices: readonly Choice[], media: (url: string | undefined) => string | undefined): ActivityShareParts {
  return {
    choices: choices
      .toSorted((a, b) => a.key.localeCompare(b.key))
      .map((choice) => {
        const text = choice.richText ?? (choice.text ? toRichText(choice.text) : undefined);
        const pictureUrl = media(choice.pictureUrl);
        return { key: choice.key, correct: choice.checked, ...(text ? { text } : {}), ...(pictureUrl ? { pictureUrl } : {}) };
      }),
  };
}
