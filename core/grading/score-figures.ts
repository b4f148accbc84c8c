/**
 * The figures of a speech score that count (issue 31, item 7): what a score receipt vouches for. The
 * scoring socket reads them from the engine's result; the server reads them again from the answer a
 * phone submits (a spoken type's answer variant is built from that result by its grader), and the two
 * must be equal. One function per side and scorer type (1 reads a text, 4 a sentence with fill words), each giving the same canonical
 * text for the same score, so the receipt can carry a digest of it.
 *
 * What counts: the overall score and every figure an answer is judged or reported by (pronunciation,
 * fluency, each word's score and phonemes; integrity and the fill words of scorer type 4).
 */
import type { CompletionScore, ReadingScore } from '../domain';

export interface ScoreFigures {
  /** The overall score: what the answer claims as `score`. */
  overall: number;
  /** Every figure that counts, as one canonical JSON text (arrays in a fixed order, no object keys). */
  canonical: string;
}

type Phoneme = { ipa?: unknown; score?: unknown };
/** A word's phonemes as [ipa, score] pairs. A submitted answer may hold anything there: kept as it is, it cannot match. */
const phonemeList = (phonemes: unknown): unknown =>
  phonemes === undefined ? [] : Array.isArray(phonemes) ? phonemes.map((p: unknown) => (typeof p === 'object' && p !== null ? [(p as Phoneme).ipa ?? null, (p as Phoneme).score ?? null] : { odd: p ?? null })) : { odd: phonemes };

/** Scorer type 1 (a text read aloud) as the engine answered it. */
export function readingScoreFigures(score: ReadingScore): ScoreFigures {
  return readingFigures(
    score.score.overall,
    score.score.pronunciation,
    score.score.fluency,
    score.words.map((word) => [word.content, word.score.pronunciation, phonemeList((word.syllable ?? []).flatMap((s) => s.phonemes))]),
  );
}

/** An answer variant holding a scorer-type-1 reading score, as a spoken type's grader builds it (oral reading's). */
export interface ReadingAnswerLike {
  score: number;
  audioScoreDetail: { words: readonly { content: string; scores?: unknown; phonemes?: unknown }[]; accuracy: number; pronunciation: number; fluency: number };
}

/** The same figures read from such an answer; `accuracy` must be the overall score, as the grader writes it. */
export function readingAnswerFigures(variant: ReadingAnswerLike): ScoreFigures {
  const detail = variant.audioScoreDetail;
  const figures = readingFigures(variant.score, detail.pronunciation, detail.fluency, detail.words.map((word) => [word.content, (word.scores as { pronunciation?: unknown } | null | undefined)?.pronunciation ?? null, phonemeList(word.phonemes)]));
  // An accuracy other than the overall score is a figure the engine never gave.
  return detail.accuracy === variant.score ? figures : { ...figures, canonical: `${figures.canonical}|accuracy:${JSON.stringify(detail.accuracy)}` };
}

function readingFigures(overall: number, pronunciation: number, fluency: number, words: unknown[]): ScoreFigures {
  return { overall, canonical: JSON.stringify([1, overall, pronunciation, fluency, words]) };
}

/** Scorer type 4 (a sentence with fill words) as the engine answered it. */
export function completionScoreFigures(score: CompletionScore): ScoreFigures {
  return {
    overall: score.overall,
    canonical: JSON.stringify([4, score.overall, score.integrity, score.word_score.map((w) => [w.type, w.score, w.word ?? null])]),
  };
}

/** An answer variant holding a scorer-type-4 score in `deliteScore.telisScore` (sentence completion's): its `score` must be the engine's overall score. */
export function completionAnswerFigures(variant: { score: number; deliteScore: { telisScore: CompletionScore | { overall: number; integrity: number; word_score: readonly { type: number; score: number; word?: string }[] } } }): ScoreFigures {
  const figures = completionScoreFigures(variant.deliteScore.telisScore as CompletionScore);
  return variant.score === figures.overall ? figures : { ...figures, canonical: `${figures.canonical}|score:${JSON.stringify(variant.score)}` };
}
