/**
 * What an activity plugin is, and how its types reach every caller.
 *
 * Each plugin adds one entry to ActivityPluginMap by module augmentation, keyed by its type number:
 *
 *   declare module '@core/registry' {
 *     interface ActivityPluginMap { 33: { model: SpellingActivity; response: SpellingResponse; variant: 'spelling' } }
 *   }
 *
 * From then on `registry.get(33)` returns the spelling plugin's own types, and a model whose `type`
 * is 33 can only be graded with a spelling response: no caller sees `any`.
 */
import type { ComponentType } from 'react';
import type { AnswerRecord, AnswerStatus, AnswerVariantKey, LevelLetter, NormalisedActivityBase, RecordLevel, RecordStatus, RichText } from '../domain';
import type { RandomSource } from '../content/shuffle';
import type { GradeContext } from '../grading/answer-record';
import type { ActivityAnswerDefinition } from './answer-definition';
import type { z } from 'zod/mini';

/** One entry per registered activity type; filled in by the plugins (see above). */
export interface ActivityPluginMap {}

/** The shape of one ActivityPluginMap entry. */
export interface ActivityTypes<M extends NormalisedActivityBase = NormalisedActivityBase, R = unknown, V extends AnswerVariantKey = AnswerVariantKey> {
  model: M;
  response: R;
  variant: V;
}

export type RegisteredActivityType = keyof ActivityPluginMap & number;
type EntryOf<T extends RegisteredActivityType> = ActivityPluginMap[T] extends ActivityTypes ? ActivityPluginMap[T] : never;
export type ActivityModel<T extends RegisteredActivityType> = EntryOf<T>['model'];
export type ActivityResponse<T extends RegisteredActivityType> = EntryOf<T>['response'];
export type ActivityVariant<T extends RegisteredActivityType> = EntryOf<T>['variant'];
/** Any registered activity's normalised model: a union discriminated by `type`. */
export type AnyActivityModel = { [T in RegisteredActivityType]: ActivityModel<T> }[RegisteredActivityType];

export interface ParseOptions {
  /** Random source for shuffling choices; Math.random when absent. */
  random?: RandomSource;
}

/** What a grader returns: the verdict, the speech grade where there is one, and the answer record. */
export interface GradeResult<V extends AnswerVariantKey = AnswerVariantKey> {
  correct: boolean;
  fulfilled: boolean;
  /** The answer status the player shows (CORRECT/ERROR, or the speech grade's status). */
  status: AnswerStatus;
  /** Speech types only: bad, good or perfect. */
  grade?: RecordLevel;
  /** Sentence completion only: the level letter. */
  level?: LevelLetter;
  record: AnswerRecord<V>;
}

/**
 * The record control of the speech types (11, 30). The player owns recording and scoring (spec 01 §4
 * "Recording and scoring flow"); the renderer shows the button, its state and the result.
 */
export interface SpeechViewState {
  recordStatus: RecordStatus;
  /** A tap on the record button: INIT -> RECORDING, RECORDING -> PLAYING (stops 1 s later). */
  onRecordTap(): void;
  /** Uploading and scoring ('音频上传打分中...'): the button is disabled. */
  scoring: boolean;
  /** The one retry of homework mode was offered: sentence completion's button reads '重新朗读'. */
  retrying: boolean;
  /** The level badge, shown for 2.5 s after a score arrives. */
  badge?: RecordLevel;
}

/** Props of an activity's renderer. */
export interface ActivityViewProps<M, R> {
  activity: M;
  /** The student's response so far, undefined before they answer (for speech types: the score). */
  response: R | undefined;
  onResponse(response: R): void;
  /** Completed questions show the correct answer and lock their inputs. */
  completed: boolean;
  readOnly: boolean;
  /** Read-only review: the footer's show/hide answer toggle. */
  answerShown?: boolean;
  /** Speech types only. */
  speech?: SpeechViewState;
  /** Plays an audio address through the audio service (one sound at a time). */
  playAudio?(id: string, url: string): void;
}

/**
 * The spoken half of an activity plugin, read from the normalised model: what the player's record
 * button and answer clip need (issue 33). The scorer type and the server's side of the same facts
 * live in the pure definition's `speech` (answer-definition.ts), which a spoken plugin links as `answer`.
 */
export interface ActivitySpeechFacet<M> {
  /** The text the scorer compares the recording with; '' when the activity has nothing to read (录音文本为空). */
  scoringText(activity: M): string;
  /** The text of the answer-audio clip: the plain sentence the student says. */
  clipText(activity: M): string | undefined;
  /** A completed question without answer audio of its own plays its clip (the correct sentence). */
  playsClipWhenCompleted?: boolean;
}

/** A choice as the read-only share page lists it. */
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

/** What a type adds to the share page beyond the board title, stem, picture and audio every type shows. */
export interface ActivityShareParts {
  choices?: SharedChoice[];
  spelling?: SharedSpellingPart[];
  hint?: string;
  /** The sentence a question expects. */
  answer?: string;
}

export interface ActivityPlugin<M extends NormalisedActivityBase = NormalisedActivityBase, R = unknown, V extends AnswerVariantKey = AnswerVariantKey> {
  /** The wire type number. */
  type: M['type'];
  /** The folder name, e.g. 'multi-choice-text'. */
  name: string;
  /** The board's default title when the activity has no instruction of its own (spec 01 §2). */
  title(activity: M): string;
  /** False for types parsed but excluded from the practice player (writing evaluation). */
  inPlayer: boolean;
  /** Served JSON to the normalised model, or a ParseError naming the bad field's JSON path. */
  parse(served: unknown, options?: ParseOptions): M;
  /** Checks an untrusted response (from a case file or a request body); absent without a grader. */
  responseSchema?: z.ZodMiniType<R>;
  /** Absent for types that are parsed only. */
  grade?(activity: M, response: R, context?: GradeContext): GradeResult<V>;
  /** The renderer; may be lazy so the player loads only the types it shows. */
  View?: ComponentType<ActivityViewProps<M, R>>;
  /**
   * The response a recorded answer stands for, so a completed question can show what the student gave
   * after its live input was cleared (a wrong spelling; issue 32). Types without it show no response.
   */
  responseOf?(activity: M, record: AnswerRecord): R | undefined;
  /** The pure half (the type's definition.ts): the answer it takes, its report label, its spoken facts. */
  answer?: ActivityAnswerDefinition<V>;
  /** Spoken types only: the record button's text and the answer clip (needs `answer.speech` too). */
  speech?: ActivitySpeechFacet<M>;
  /**
   * What the read-only share page shows of the type beyond its stem; null: nothing a page can show
   * (the page says the type is not supported). Without it the stem alone is shown. `media` resolves
   * a media address against the page's base.
   */
  shareView?(activity: M, media: (url: string | undefined) => string | undefined): ActivityShareParts | null;
}

/** The plugin for registered type T, with T's own model and response types. */
export type ActivityPluginOf<T extends RegisteredActivityType> = ActivityPlugin<ActivityModel<T>, ActivityResponse<T>, ActivityVariant<T>>;

/**
 * Declares an activity plugin. The identity function exists for the types: it checks the object
 * against the plugin's own ActivityPluginMap entry.
 */
export function defineActivity<T extends RegisteredActivityType>(
  plugin: Omit<ActivityPluginOf<T>, 'inPlayer' | 'type'> & { type: T; inPlayer?: boolean },
): ActivityPluginOf<T> {
  return { ...plugin, inPlayer: plugin.inPlayer ?? true } as ActivityPluginOf<T>;
}
