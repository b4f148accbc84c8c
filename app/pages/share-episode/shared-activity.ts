/**
 * A served activity turned into what the read-only share page shows, through the activity registry's
 * parsers (the same normalisation the practice player uses). Never throws: an activity of a type
 * without a plugin, or one whose content does not parse, becomes a line saying so.
 */
import type { RichText } from '@core/domain';
import { toRichText } from '@core/content';
import { UNKNOWN_ACTIVITY_TITLE, UnsupportedActivityError, type AnyActivityModel, type SharedChoice, type SharedSpellingPart } from '@core/registry';
import { activityRegistry } from '@plugins/activities';

export type { SharedChoice, SharedSpellingPart };

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
  const media = (url: string | undefined) => (url ? mediaUrl(mediaBase, url) : undefined);
  // What the type adds (choices, blanks, the expected sentence) is its plugin's shareView; null: nothing to show.
  const parts = activityRegistry.pluginOf(model.type)?.shareView?.(model, media);
  if (parts === null) return { kind: 'unsupported', boardTitle };

  const stem = model.stem.richText ?? (model.stem.text ? toRichText(model.stem.text) : undefined);
  return {
    kind: 'shown',
    id: model.id,
    boardTitle,
    ...optional('stem', stem),
    ...optional('pictureUrl', media(model.stem.pictureUrl)),
    ...optional('audioUrl', media(model.stem.audioUrl)),
    choices: [],
    ...parts,
  };
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
