import { describe, expect, it } from 'vitest';
import { MAX_GROUP_SIZE, dealRolesKeeping, groupSizes } from './grouping';

describe('groupSizes (issue 32)', () => {
  it('spreads the remainder: 45 in fours are ten of 4 and one of 5', () => {
    expect(groupSizes(45, 4)).toEqual([5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(groupSizes(3, 4)).toEqual([3]);
    expect(groupSizes(0, 4)).toEqual([]);
  });

  it('never leaves anyone alone, never goes above 10, and the sizes differ by one at most', () => {
    for (let students = 2; students <= 60; students++) {
      for (let size = 2; size <= MAX_GROUP_SIZE; size++) {
        const sizes = groupSizes(students, size);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(students);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_GROUP_SIZE);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('dealRolesKeeping (issue 32)', () => {
  const roles = [{ identifier: 'r1' }, { identifier: 'r2' }, { identifier: 'r3' }];
  it('keeps the answered roles and gives the others the roles held least', () => {
    expect(dealRolesKeeping(['a', 'b', 'c', 'd'], roles, { c: 'r1', d: 'r1' })).toEqual({ a: ['r2'], b: ['r3'], c: ['r1'], d: ['r1'] });
    expect(dealRolesKeeping(['a', 'b'], roles, { a: 'gone' })).toEqual({ a: ['r1'], b: ['r2'] });
  });
});
