import { describe, expect, it } from 'vitest';
import { choiceLetter, choiceMark, toggleChoice } from './choice-select';

const order = ['C', 'A', 'D', 'B'];

describe('toggleChoice', () => {
  it.each([
    [[], 'A', ['A']],
    [['A'], 'B', ['B']],
    [['A'], 'A', []],
  ] as const)('single select: %j tap %s -> %j', (selected, key, next) => {
    expect(toggleChoice(order, selected, key, false)).toEqual(next);
  });

  it.each([
    [[], 'A', ['A']],
    [['A'], 'C', ['C', 'A']],
    [['C', 'A'], 'B', ['C', 'A', 'B']],
    [['C', 'A', 'B'], 'A', ['C', 'B']],
    [['B'], 'B', []],
  ] as const)('multi select: %j tap %s -> %j (display order)', (selected, key, next) => {
    expect(toggleChoice(order, selected, key, true)).toEqual(next);
  });
});

describe('choiceMark', () => {
  it.each([
    // checked, picked, reveal -> mark
    [true, true, false, 'selected'],
    [false, true, false, 'selected'],
    [true, false, false, 'none'],
    [false, false, false, 'none'],
    [true, true, true, 'correct'],
    [true, false, true, 'correct'],
    [false, true, true, 'wrong'],
    [false, false, true, 'none'],
  ] as const)('checked %s picked %s reveal %s -> %s', (checked, picked, reveal, mark) => {
    expect(choiceMark(checked, picked, reveal)).toBe(mark);
  });
});

it('letters follow the display position', () => {
  expect([0, 1, 2, 3].map(choiceLetter)).toEqual(['A', 'B', 'C', 'D']);
});
