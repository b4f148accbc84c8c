import { describe, expect, it } from 'vitest';
import { POLL_BACKOFF_MAX_MS, nextPollDelay } from './polling';

describe('classroom polling', () => {
  it('polls every 2 s within ±20 %', () => {
    expect(nextPollDelay(0, () => 0)).toBe(1600);
    expect(nextPollDelay(0, () => 0.5)).toBe(2000);
    expect(nextPollDelay(0, () => 1)).toBe(2400);
  });

  it('backs off after errors, doubling, never beyond 15 s, and never gives up', () => {
    expect([1, 2, 3].map((n) => nextPollDelay(n, () => 0.5))).toEqual([4000, 8000, 15_000]);
    expect(nextPollDelay(50, () => 1)).toBe(POLL_BACKOFF_MAX_MS);
  });
});
