/**
 * A served activity turned into what the read-only share page shows, through the activity registry's
 * parsers (the same normalisation the practice player uses). Never throws: an activity of a type
 * without a plugin, or one whose content does not parse, becomes a line saying so.
 */
import { ActivityType, type RichText } from '@core/domain';
import { toRichText } from '@core/content';
import { UNKNOWN_ACTIVITY_TITLE, UnsupportedActivityError, type AnyActivityModel } from '@core/registry';
import { activityRegistry } from '@plugins/activities';

export interface SharedChoice {
  key: string;
  text?: RichText;
  pictureUrl?: string;
  correct: boolean;
}

export interface SharedSpellingPart {
  text: string;
  /** A part the student spells; the page shows it marked, as the answer. */
  blank: boolean;
}

export type SharedActivity =
  | {
      kind: 'shown';
      id: string;
      boardTitle: string;
      stem?: RichText;
      pictureUrl?: string;
      audioUrl?: string;
      choices: SharedChoice[];
      spelling?: SharedSpellingPart[];
      hint?: string;
      /** The sentence a completion question expects. */
      answer?: string;
    }
  /** Parsed, but the type has nothing a page can show (writing evaluation), or no plugin at all. */
  | { kind: 'unsupported'; boardTitle: string }
  /** The content does not parse. */
  | { kind: 'broken'; boardTitle: string };

/**
 * Media addresses that are paths (`/files/media/cat.svg`) live on the API server; `mediaBase` is its
 * base ('' on the same origin). Full addresses are kept.
 */
export function mediaUrl(mediaBase: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${mediaBase.replace(/\/$/, '')}${url}` : url;
}

export function toSharedActivity(served: unknown, mediaBase = ''): SharedActivity {
  let model: AnyActivityModel;
  try {
    model = activityRegistry.parse(served);
  } catch (error) {
    return { kind: error instanceof UnsupportedActivityError ? 'unsupported' : 'broken', boardTitle: boardTitleOf(served) };
  }
  const boardTitle = activityRegistry.boardTitle(model);
  if (model.type === ActivityType.WRITING_EVALUATION) return { kind: 'unsupported', boardTitle };

  const media = (url: string | undefined) => (url ? mediaUrl(mediaBase, url) : undefined);
  const stem = model.stem.richText ?? (model.stem.text ? toRichText(model.stem.text) : undefined);
  const shown: Extract<SharedActivity, { kind: 'shown' }> = {
    kind: 'shown',
    id: model.id,
    boardTitle,
    ...optional('stem', stem),
    ...optional('pictureUrl', media(model.stem.pictureUrl)),
    ...optional('audioUrl', media(model.stem.audioUrl)),
    choices: [],
  };
  switch (model.type) {
    case ActivityType.MULTI_CHOICE_TEXT:
    case ActivityType.MULTI_CHOICE_PICTURE:
      // The parser shuffles the options for the player; the share page lists them in their own order.
      shown.choices = model.choice
        .toSorted((a, b) => a.key.localeCompare(b.key))
        .map((choice) => ({
          key: choice.key,
          correct: choice.checked,
          ...optional('text', choice.richText ?? (choice.text ? toRichText(choice.text) : undefined)),
          ...optional('pictureUrl', media(choice.pictureUrl)),
        }));
      break;
    case ActivityType.SPELLING:
      shown.spelling = model.stem.stems.map((part) => ({ text: part.text, blank: part.checked }));
      break;
    case ActivityType.SENTENCE_COMPLETION:
      Object.assign(shown, optional('hint', model.stem.hint), { answer: model.refText });
      break;
    default:
      break;
  }
  return shown;
}

/**
 * The board title of something that did not parse: its instruction, else its type's default. A
 * default computed from the content (the choice titles) may fail on bad content: then '未知的题型'.
 */
function boardTitleOf(served: unknown): string {
  const fields = typeof served === 'object' && served !== null ? (served as { type?: unknown; metadata?: { instruction?: unknown } }) : {};
  const instruction = typeof fields.metadata?.instruction === 'string' ? fields.metadata.instruction : undefined;
  if (instruction) return instruction;
  if (typeof fields.type !== 'number') return UNKNOWN_ACTIVITY_TITLE;
  try {
    return activityRegistry.boardTitle({ ...(served as object), type: fields.type });
  } catch {
    return UNKNOWN_ACTIVITY_TITLE;
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
