/**
 * The 95 % intervals bench:scorer prints beside its Pearson figures (issue 39), on made-up readings whose
 * answer is known: a figure that holds in every speaker's readings has a narrow interval; one that comes
 * from a few speakers differing has a wide one.
 */
import { describe, expect, it } from 'vitest';
import { pearson } from './scorer-data';
import { bootstrapInterval } from './scorer-interval';

type Pair = readonly [number, number];
const pairsPearson = (pairs: readonly Pair[]) => pearson(pairs.map((p) => p[0]), pairs.map((p) => p[1]));

/** A speaker's readings around the speaker's level: the experts' mark steps by 1, the score by `within` (and a little noise). */
const speaker = (level: number, within: number, count = 15): Pair[] =>
  Array.from({ length: count }, (_, i) => {
    const step = i - (count - 1) / 2;
    return [level + within * step + ((i * 7) % 5) - 2, level + step] as const;
  });

describe('the interval of a Pearson figure, drawn by speaker (issue 39)', () => {
  it('is narrow and near 1 when every speaker\'s scores follow the experts', () => {
    const groups = [speaker(50, 1), speaker(60, 1), speaker(70, 1), speaker(80, 1)];
    const { low, high } = bootstrapInterval(groups, pairsPearson);
    expect(low).toBeGreaterThan(0.9);
    expect(high).toBeLessThanOrEqual(1);
  });

  it('is wide when the figure comes only from four speakers\' levels, not from within each one', () => {
    // Within each speaker the score ignores the experts (within = 0); only the speakers' levels agree.
    const groups = [speaker(50, 0), speaker(60, 0), speaker(70, 0), speaker(80, 0)];
    const all = groups.flat();
    const point = pairsPearson(all);
    const bySpeaker = bootstrapInterval(groups, pairsPearson);
    // Drawing the readings alone (one group) hides that the four speakers are all the evidence there is.
    const byReading = bootstrapInterval([all], pairsPearson);
    expect(bySpeaker.low).toBeLessThan(point);
    expect(bySpeaker.high - bySpeaker.low).toBeGreaterThan(2 * (byReading.high - byReading.low));
  });

  it('prints the same interval for the same readings, and nothing for none', () => {
    const groups = [speaker(40, 1), speaker(75, 0.5), speaker(60, 0)];
    expect(bootstrapInterval(groups, pairsPearson)).toEqual(bootstrapInterval(groups, pairsPearson));
    expect(bootstrapInterval([], pairsPearson)).toEqual({ low: 0, high: 0 });
  });
});
