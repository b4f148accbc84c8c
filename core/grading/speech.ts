/**
 * Speech grading rules every spoken type shares (spec 01 §5, §9): the answer status of a level, word
 * colours and pronunciation tiers. Each threshold is a named constant so a newcomer finds it by name.
 * A type's own bands live in its plugin folder (oral-reading/rules.ts, sentence-completion/rules.ts).
 */
import { AnswerStatus, type RecordLevel } from '../domain';

/** The answer status the player shows for a speech grade. */
export function recordLevelStatus(level: RecordLevel): AnswerStatus {
  return { bad: AnswerStatus.NOT_BAD, good: AnswerStatus.GOOD, perfect: AnswerStatus.PERFECT }[level];
}

// ---- Word colours and tiers ----------------------------------------------------------------------

export const WORD_GREAT_FROM = 80;
export const WORD_NORMAL_FROM = 60;

/** Result view: >= 80 great (green), 60-79 normal, < 60 bad (red). */
export type WordColour = 'great' | 'normal' | 'bad';
export function resultWordColour(pronunciation: number): WordColour {
  if (pronunciation >= WORD_GREAT_FROM) return 'great';
  if (pronunciation >= WORD_NORMAL_FROM) return 'normal';
  return 'bad';
}

/** Read-only view: > 80 good, > 60 and <= 80 neutral, otherwise poor. The bounds differ on purpose. */
export type ReadOnlyWordTier = 'good' | 'neutral' | 'poor';
export function readOnlyWordTier(pronunciation: number): ReadOnlyWordTier {
  if (pronunciation > WORD_GREAT_FROM) return 'good';
  if (pronunciation > WORD_NORMAL_FROM) return 'neutral';
  return 'poor';
}

/** Word-detail tiers: under 60 nice try; 60-79 good; 80-89 excellent; 90 and above perfect. */
export type PronunciationTier = 'niceTry' | 'good' | 'excellent' | 'perfect';
export const PRONUNCIATION_TIER_GOOD_FROM = 60;
export const PRONUNCIATION_TIER_EXCELLENT_FROM = 80;
export const PRONUNCIATION_TIER_PERFECT_FROM = 90;
export function pronunciationTier(score: number): PronunciationTier {
  if (score >= PRONUNCIATION_TIER_PERFECT_FROM) return 'perfect';
  if (score >= PRONUNCIATION_TIER_EXCELLENT_FROM) return 'excellent';
  if (score >= PRONUNCIATION_TIER_GOOD_FROM) return 'good';
  return 'niceTry';
}
