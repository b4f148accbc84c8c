import { describe, expect, it } from 'vitest';
import { ScoringSessionLimits } from './session-limits';

describe('scoring session limits', () => {
  it('caps sessions per user and in total, and gives each place back once', () => {
    const limits = new ScoringSessionLimits(3, 2);
    const a1 = limits.acquire('a');
    const a2 = limits.acquire('a');
    expect(limits.acquire('a')).toEqual({ refusal: expect.stringContaining('at most 2') });
    const b1 = limits.acquire('b');
    expect(limits.acquire('c')).toEqual({ refusal: expect.stringContaining('busy') });
    if (!('release' in a1) || !('release' in a2) || !('release' in b1)) throw new Error('expected places');
    a1.release();
    a1.release();
    expect(limits.total).toBe(2);
    expect('release' in limits.acquire('c')).toBe(true);
    expect(limits.acquire('a')).toEqual({ refusal: expect.stringContaining('busy') });
  });
});
