/**
 * Speech grading rules (spec 01 §5, §9): oral-reading bands, sentence-completion level letters, word
 * colours and pronunciation tiers. Each threshold is a named constant so a newcomer finds it by name.
 */
import { AnswerStatus, CompletionWordType, type CompletionScore, type LevelLetter, type RecordLevel } from '../domain';

export const ORAL_READING_GOOD_FROM = 40;
export const ORAL_READING_PERFECT_FROM = 70;
/** Oral reading counts as correct from this overall score on. */
export const ORAL_READING_PASS_MARK = 70;

/** bad below 40, good 40-69, perfect 70 and above. */
export function oralReadingLevel(overall: number): RecordLevel {
  if (overall >= ORAL_READING_PERFECT_FROM) return 'perfect';
  if (overall >= ORAL_READING_GOOD_FROM) return 'good';
  return 'bad';
}

export const isOralReadingCorrect = (overall: number): boolean => overall >= ORAL_READING_PASS_MARK;

export const SENTENCE_COMPLETION_FILL_AVERAGE_MIN = 70;
export const SENTENCE_COMPLETION_OVERALL_MIN = 60;
export const SENTENCE_COMPLETION_INTEGRITY_MIN = 80;
/** A filled word scoring under this counts as bad. */
export const FILL_WORD_BAD_BELOW = 40;

/**
 * The integer part of the mean score over the fill words (type 2), or undefined when the sentence has
 * none: then test A cannot hold, since there is nothing the student filled in to judge.
 */
export function fillWordAverage(score: CompletionFigures): number | undefined {
  const fills = score.word_score.filter((w) => w.type === CompletionWordType.FILL);
  if (fills.length === 0) return undefined;
  return Math.floor(fills.reduce((sum, w) => sum + w.score, 0) / fills.length);
}

/** What the completion rules read of the engine's reply (a stored answer's telisScore has it too). */
export type CompletionFigures = Pick<CompletionScore, 'overall' | 'integrity'> & { word_score: readonly Pick<CompletionScore['word_score'][number], 'type' | 'score'>[] };

/** A if the fill average >= 70, B if overall >= 60, C if integrity >= 80; X if none holds. */
export function sentenceCompletionLetter(score: CompletionFigures): LevelLetter {
  const fillAverage = fillWordAverage(score);
  const letters =
    (fillAverage !== undefined && fillAverage >= SENTENCE_COMPLETION_FILL_AVERAGE_MIN ? 'A' : '') +
    (score.overall >= SENTENCE_COMPLETION_OVERALL_MIN ? 'B' : '') +
    (score.integrity >= SENTENCE_COMPLETION_INTEGRITY_MIN ? 'C' : '');
  return (letters || 'X') as LevelLetter;
}

const PERFECT_LETTERS: ReadonlySet<LevelLetter> = new Set(['ABC', 'AB', 'AC']);

/** ABC, AB and AC are perfect; every other letter is bad (sentence completion has no 'good'). */
export const sentenceCompletionLevel = (letter: LevelLetter): RecordLevel =>
  PERFECT_LETTERS.has(letter) ? 'perfect' : 'bad';

/** A sentence completion is right when its level is perfect. */
export const isSentenceCompletionCorrect = (score: CompletionFigures): boolean => sentenceCompletionLevel(sentenceCompletionLetter(score)) === 'perfect';

export const isFillWordBad = (score: number): boolean => score < FILL_WORD_BAD_BELOW;

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
