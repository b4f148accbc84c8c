import { describe, expect, it } from 'vitest';
import type { CompletionScore } from '@core/domain';
import { fillWordAverage, isFillWordBad, sentenceCompletionLetter, sentenceCompletionLevel } from './rules';

const score = (overall: number, integrity: number, fills: number[], normals: number[] = [95]): CompletionScore => ({
  overall,
  integrity,
  word_score: [
    ...normals.map((s) => ({ type: 1 as const, score: s, word: 'n' })),
    ...fills.map((s) => ({ type: 2 as const, score: s, word: 'f' })),
  ],
});

describe('sentence completion level letters', () => {
  it.each([
    // fills, overall, integrity -> letter, level
    [[70, 70], 60, 80, 'ABC', 'perfect'],
    [[70], 60, 79, 'AB', 'perfect'],
    [[70], 59, 80, 'AC', 'perfect'],
    [[69], 60, 80, 'BC', 'bad'],
    [[70], 59, 79, 'A', 'bad'],
    [[10], 60, 0, 'B', 'bad'],
    [[10], 0, 80, 'C', 'bad'],
    [[69], 59, 79, 'X', 'bad'],
    [[], 100, 100, 'BC', 'bad'],
  ] as const)('fills %j, overall %d, integrity %d -> %s (%s)', (fills, overall, integrity, letter, level) => {
    const result = sentenceCompletionLetter(score(overall, integrity, [...fills]));
    expect(result).toBe(letter);
    expect(sentenceCompletionLevel(result)).toBe(level);
  });

  it('averages only the fill words, floored: 70 and 69 average 69.5 -> 69, so no A', () => {
    const s = score(100, 100, [70, 69], [0, 0]);
    expect(fillWordAverage(s)).toBe(69);
    expect(sentenceCompletionLetter(s)).toBe('BC');
  });

  it('ignores normal words in the fill average', () => {
    expect(fillWordAverage(score(0, 0, [80, 90], [0, 0, 0]))).toBe(85);
  });

  it('has no fill average without fill words', () => {
    expect(fillWordAverage(score(0, 0, []))).toBeUndefined();
  });

  it('counts a filled word as bad under 40', () => {
    expect(isFillWordBad(39)).toBe(true);
    expect(isFillWordBad(40)).toBe(false);
  });
});
