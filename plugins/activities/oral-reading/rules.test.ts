import { describe, expect, it } from 'vitest';
import { isOralReadingCorrect, oralReadingLevel } from './rules';

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
