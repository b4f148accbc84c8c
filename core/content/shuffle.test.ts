import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from './shuffle';

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = ['A', 'B', 'C', 'D', 'E'];
    const result = shuffled(input, seededRandom(7));
    expect(result.toSorted()).toEqual(input);
    expect(input).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('is reproducible with the same random source', () => {
    expect(shuffled([1, 2, 3, 4, 5, 6], seededRandom(42))).toEqual(shuffled([1, 2, 3, 4, 5, 6], seededRandom(42)));
  });

  it('follows the injected random source (always 0 rotates the first item to the end)', () => {
    expect(shuffled(['A', 'B', 'C'], () => 0)).toEqual(['B', 'C', 'A']);
  });

  it('keeps the order when the source always answers just below 1', () => {
    expect(shuffled(['A', 'B', 'C'], () => 0.999999)).toEqual(['A', 'B', 'C']);
  });

  it('reaches every order of three items over many seeds', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 200; seed++) orders.add(shuffled(['A', 'B', 'C'], seededRandom(seed)).join(''));
    expect(orders.size).toBe(6);
  });
});
