/**
 * Activities (questions): the served wire shape (CONTENT-FORMAT.md) and the normalised shape the
 * player renders (spec 01 §3). Enums are `as const` objects so they exist at run time and as types.
 */

/** Activity type names and their wire numbers (spec 01 §3). */
export const ActivityType = {
  ORAL_READING: 11,
  SENTENCE_COMPLETION: 30,
  SPELLING: 33,
  MULTI_CHOICE_PICTURE: 67,
  MULTI_CHOICE_TEXT: 68,
  WRITING_EVALUATION: 1500,
} as const;
export type ActivityTypeName = keyof typeof ActivityType;
export type ActivityTypeNumber = (typeof ActivityType)[ActivityTypeName];

/** Board backgrounds (spec 01 §2). GENERAL is the default skin. */
export const Skin = {
  GENERAL: 'GENERAL',
  CLASSROOM: 'CLASSROOM',
  PLAYGROUND: 'PLAYGROUND',
  LIVING_ROOM: 'LIVING_ROOM',
  KITCHEN: 'KITCHEN',
  BEDROOM: 'BEDROOM',
  PARK: 'PARK',
  MALL: 'MALL',
  ZOO: 'ZOO',
  SKY: 'SKY',
  STREET: 'STREET',
} as const;
export type Skin = (typeof Skin)[keyof typeof Skin];
export const DEFAULT_SKIN: Skin = Skin.GENERAL;

/** Default audio duration when the asset does not say (spec 01 §9), in ms. */
export const DEFAULT_AUDIO_DURATION_MS = 1000;
/** Sentence completion's duration when it has no translation audio (spec 01 §9), in ms. */
export const SENTENCE_COMPLETION_DEFAULT_DURATION_MS = 30000;

// ---- Served wire format -------------------------------------------------------------------------

export interface ServedAudioAsset { resourceId: string; url: string; duration?: number }
export interface ServedVideoAsset { resourceId: string; url: string }
export interface ServedPictureAsset { resourceId: string; url: string }

/**
 * An activity's comprehension: the translation every type may have, and its type's own part under the
 * type's name (comprehension.spelling, ...), which each type declares in its model.ts by module
 * augmentation (`declare module '@core/domain' { interface ServedComprehension { spelling?: … } }`).
 */
export interface ServedComprehension {
  trAudioId?: string;
  trText?: string;
  [variant: string]: unknown;
}

export interface ServedActivity {
  id: string;
  /** Any number: the registry refuses unknown ones with 'UnSupport parser for ActivityType N'. */
  type: number;
  content: {
    assets: { audios?: ServedAudioAsset[]; videos?: ServedVideoAsset[]; pictures?: ServedPictureAsset[] };
    comprehension: ServedComprehension;
  };
  metadata: {
    skin?: string;
    instruction?: string;
    rejoinderAudioUrl?: string;
    rejoinders?: { items: string[] }[];
  };
}

// ---- Normalised model -----------------------------------------------------------------------------

/** A piece of stem or choice text; `highlight` runs come from `**x**` and render orange. */
export interface TextRun { text: string; highlight: boolean }
/** Text split into lines (escaped `\n` become real breaks), each line into runs. */
export type RichText = TextRun[][];

export interface Stem {
  text?: string;
  /** `text` split into lines and highlight runs, ready to render. */
  richText?: RichText;
  pictureUrl?: string;
  audioUrl?: string;
  /** ms; DEFAULT_AUDIO_DURATION_MS when the asset does not say. */
  duration: number;
}

export interface Explanation {
  audioUrl?: string;
  texts: string[];
  instruction?: string;
}

export interface ResourceList { audios: string[]; pictures: string[] }
export interface Translation { audioUrl?: string; text?: string }

/** Fields every normalised activity has, whatever its type. */
export interface NormalisedActivityBase<T extends number = number> {
  id: string;
  type: T;
  skin: Skin | string;
  instruction?: string;
  stem: Stem;
  explanation: Explanation;
  /** Every media address the activity uses, for preloading. */
  resList: ResourceList;
  tr: Translation;
  /** Set by the session engine when the episode has a follow-up child episode. */
  episodeWithChild: boolean;
}

/** A choice of a multi-choice question after parsing; `key` is the served choice key ("A", "B", ...). */
export interface Choice {
  key: string;
  checked: boolean;
  text?: string;
  richText?: RichText;
  pictureId?: string;
  pictureUrl?: string;
}
