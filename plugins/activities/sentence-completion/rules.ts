/**
 * Sentence completion's level letters (spec 01 §5): A from the floored mean of the fill words, B from
 * the overall score, C from integrity; ABC, AB and AC are perfect. Pure: the grader and the server's
 * answer definition read them.
 */
import { CompletionWordType, type CompletionScore, type LevelLetter, type RecordLevel } from '@core/domain';

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
