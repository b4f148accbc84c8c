/** Oral reading's bands (spec 01 §5): a level and a verdict from the engine's overall score. */
import type { RecordLevel } from '@core/domain';

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
