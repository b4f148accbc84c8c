/** Answers, grades and speech scores (spec 01 §3, §5; CONTENT-FORMAT.md). */
import type { ActivityTypeNumber } from './activity';

export const AnswerType = { INVALID: 0, TEXT: 1, AUDIO_ID: 2, PICTURE_ID: 3 } as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

export const AnswerStatus = { NONE: 0, CORRECT: 1, ERROR: 2, PERFECT: 3, GOOD: 4, NOT_BAD: 5 } as const;
export type AnswerStatus = (typeof AnswerStatus)[keyof typeof AnswerStatus];

export const LEVEL_LETTERS = ['A', 'B', 'C', 'AB', 'AC', 'BC', 'ABC', 'X'] as const;
export type LevelLetter = (typeof LEVEL_LETTERS)[number];

export const RECORD_LEVELS = ['bad', 'good', 'perfect'] as const;
export type RecordLevel = (typeof RECORD_LEVELS)[number];

export const RecordStatus = { INIT: 0, RECORDING: 1, PLAYING: 2 } as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

// ---- Speech score results (what the scoring socket answers in `data`) --------------------------

export interface PhonemeScore { ipa: string; score: number }

/** Oral reading, scorer_type 1. */
export interface ReadingScore {
  score: { overall: number; pronunciation: number; fluency: number };
  words: {
    content: string;
    ipa_content?: string;
    score: { pronunciation: number };
    syllable?: { phonemes: PhonemeScore[] }[];
  }[];
  sub_score?: { overall: number; word_score: number };
  question_type?: number;
}

/** A reading score's words as an answer record keeps them (spec 01 §3): every type read aloud with scorer_type 1. */
export interface AudioScoreDetail {
  words: { content: string; scores: { pronunciation: number }; phonemes: PhonemeScore[] }[];
  accuracy: number;
  pronunciation: number;
  fluency: number;
}

/** Word kinds in the earlier (sentence completion) shape: 1 normal, 2 a fill word. */
export const CompletionWordType = { NORMAL: 1, FILL: 2 } as const;
export type CompletionWordType = (typeof CompletionWordType)[keyof typeof CompletionWordType];

/** Sentence completion, scorer_type 4: the earlier shape. */
export interface CompletionScore {
  overall: number;
  integrity: number;
  word_score: { type: CompletionWordType; score: number; word: string; prompt?: string }[];
}

/** Scorer types sent in the scoring socket's header (spec 01 §7). */
export const ScorerType = { ORAL_READING: 1, SENTENCE_COMPLETION: 4 } as const;
export type ScorerType = (typeof ScorerType)[keyof typeof ScorerType];

// ---- Answer record (spec 01 §3) -----------------------------------------------------------------

/**
 * The per-type variant of an answer record's data: exactly one key is present. Each activity type adds
 * its own in its model.ts, by module augmentation (its definition.ts holds the schema the server checks it with):
 *
 *   declare module '@core/domain' {
 *     interface AnswerVariants { spelling: SpellingAnswer }
 *   }
 */
export interface AnswerVariants {}
export type AnswerVariantKey = keyof AnswerVariants;

export type AnswerData<K extends AnswerVariantKey = AnswerVariantKey> = {
  activityId: string;
  /** A millisecond timestamp with three zeros appended, as a decimal string. */
  timestampUsec: string;
  durationSec: number;
  /**
   * The scoring socket's signed receipt of the speech score this answer claims (ours, beside the spec's
   * shape; issue 31): the server stores a spoken answer's score only with it.
   */
  scoreReceipt?: string;
} & { [P in K]: AnswerVariants[P] };

export interface AnswerRecord<K extends AnswerVariantKey = AnswerVariantKey> {
  type: ActivityTypeNumber | number;
  correct: boolean;
  fulfilled: boolean;
  data: AnswerData<K>;
}

/** An answer as submitted with a homework: the record's data plus its episode (spec 01 §3, §7). */
export type SubmittedAnswer = AnswerData & { episode_id: string; episode_type: number };
