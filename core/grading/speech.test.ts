import { describe, expect, it } from 'vitest';
import { AnswerStatus, type CompletionScore } from '../domain';
import {
  fillWordAverage,
  isFillWordBad,
  isOralReadingCorrect,
  oralReadingLevel,
  pronunciationTier,
  readOnlyWordTier,
  recordLevelStatus,
  resultWordColour,
  sentenceCompletionLetter,
  sentenceCompletionLevel,
} from './speech';

describe('oral reading bands (bad < 40 <= good < 70 <= perfect; pass mark 70)', () => {
  it.each([
    [0, 'bad', false],
    [39, 'bad', false],
    [39.99, 'bad', false],
    [40, 'good', false],
    [69, 'good', false],
    [69.5, 'good', false],
    [70, 'perfect', true],
    [100, 'perfect', true],
  ] as const)('overall %d is %s, correct %s', (overall, level, correct) => {
    expect(oralReadingLevel(overall)).toBe(level);
    expect(isOralReadingCorrect(overall)).toBe(correct);
  });
});

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

describe('record level to answer status', () => {
  it.each([
    ['bad', AnswerStatus.NOT_BAD],
    ['good', AnswerStatus.GOOD],
    ['perfect', AnswerStatus.PERFECT],
  ] as const)('%s -> %d', (level, status) => expect(recordLevelStatus(level)).toBe(status));
});

describe('word colours and tiers', () => {
  it.each([
    [100, 'great'], [80, 'great'], [79.9, 'normal'], [60, 'normal'], [59, 'bad'], [0, 'bad'],
  ] as const)('result view: %d is %s', (value, colour) => expect(resultWordColour(value)).toBe(colour));

  it.each([
    [100, 'good'], [81, 'good'], [80, 'neutral'], [61, 'neutral'], [60, 'poor'], [0, 'poor'],
  ] as const)('read-only view: %d is %s', (value, tier) => expect(readOnlyWordTier(value)).toBe(tier));

  it.each([
    [0, 'niceTry'], [59, 'niceTry'], [60, 'good'], [79, 'good'], [80, 'excellent'], [89, 'excellent'], [90, 'perfect'], [100, 'perfect'],
  ] as const)('pronunciation tier: %d is %s', (value, tier) => expect(pronunciationTier(value)).toBe(tier));
});
