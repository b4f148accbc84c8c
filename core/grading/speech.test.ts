import { describe, expect, it } from 'vitest';
import { AnswerStatus } from '../domain';
import { pronunciationTier, readOnlyWordTier, recordLevelStatus, resultWordColour } from './speech';

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
