/**
 * How far a Pearson figure of bench:scorer can be trusted (issue 39). The expert-scored readings of the
 * sample come from a handful of speakers, so a figure moves with which readings happen to be there: a
 * change smaller than the interval's width says little. The interval is a two-level bootstrap, the
 * usual one for readings grouped by speaker: draw the speakers with replacement, then each drawn
 * speaker's readings with replacement, and compute the figure on what was drawn; the 2.5th and 97.5th
 * percentiles of many draws bound it. Readings of one speaker are alike, so drawing readings alone would
 * make the interval look narrower than it is. Seeded: the same scores print the same interval.
 */
import { seededRandom, type RandomSource } from '../../core/content/shuffle';

export interface Interval {
  low: number;
  high: number;
}

export interface BootstrapOptions {
  draws?: number;
  seed?: number;
}

/** Items drawn with replacement, as many as there are. */
function drawWithReplacement<T>(items: readonly T[], random: RandomSource): T[] {
  return items.map(() => items[Math.floor(random() * items.length)]!);
}

/** The value at share p of sorted values (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] ?? 0;
}

/**
 * The 95 % interval of `figure` over groups of items (a speaker's readings), by drawing groups and then
 * each group's items with replacement. Draws whose figure is not a number are left out.
 */
export function bootstrapInterval<T>(groups: readonly (readonly T[])[], figure: (items: readonly T[]) => number, options: BootstrapOptions = {}): Interval {
  const random = seededRandom(options.seed ?? 1);
  const values: number[] = [];
  const nonEmpty = groups.filter((g) => g.length > 0);
  if (nonEmpty.length === 0) return { low: 0, high: 0 };
  for (let draw = 0; draw < (options.draws ?? 1000); draw++) {
    const items = drawWithReplacement(nonEmpty, random).flatMap((group) => drawWithReplacement(group, random));
    const value = figure(items);
    if (Number.isFinite(value)) values.push(value);
  }
  values.sort((a, b) => a - b);
  return { low: percentile(values, 0.025), high: percentile(values, 0.975) };
}
