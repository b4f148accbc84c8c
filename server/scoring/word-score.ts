/**
 * One word's pronunciation score (the word book's practice, spec 02 §4): the word read on its own,
 * scored by the engine as a one-word reading, with its tier (under 60 nice try, 60-79 good, 80-89
 * excellent, 90 and above perfect).
 */
import type { ReadingScore } from '@core/domain';
import { pronunciationTier } from '@core/grading';
import type { ScoringEngine } from './engine';

export async function scoreWord(engine: ScoringEngine, word: string, wav: Buffer) {
  const reading = (await engine.score({ text: word, scorerType: 1, wav })) as ReadingScore;
  const scored = reading.words[0];
  const score = scored?.score.pronunciation ?? 0;
  return { word, score, tier: pronunciationTier(score), ipa: scored?.ipa_content ?? '', phonemes: scored?.syllable?.[0]?.phonemes ?? [] };
}
