/**
 * The figures issue 39 adds to bench:scorer, on readings made up so that each figure's answer is known.
 */
import { describe, expect, it } from 'vitest';
import type { CorpusReading } from './scorer-corpus';
import { spreadFigures, type HeldOut } from './scorer-eval';
import { overallFromEvidence, type ScoringModel } from '../../server/scoring/pocketsphinx/model';
import { spreadForMean } from './scorer-fit';

const reading = (total: number): CorpusReading =>
  ({ id: `r${total}`, group: '00001', source: 'real', kind: 'own', text: '', pronunciations: [], seconds: 1, expert: { total } }) as unknown as CorpusReading;
const heldOut = (overall: number, total: number): HeldOut => ({ reading: reading(total), overall, pronunciation: overall, fluency: overall, words: [] });

describe('how far the overall follows the experts (issue 39)', () => {
  it('gives the mean distance to 10 x the total and the share at 100 against the experts\' 10s', () => {
    const figures = spreadFigures([heldOut(100, 7), heldOut(99.6, 10), heldOut(80, 8), heldOut(65, 6)], []);
    // |100-70| + |99.6-100| + |80-80| + |65-60| = 35.4, over 4.
    expect(figures.overallMae).toBe(8.9);
    expect(figures.shareAt100).toBe(0.5); // 100 and 99.6 (shown as 100)
    expect(figures.expertsShareOf10).toBe(0.25);
    expect(figures.qualityMae).toBeUndefined();
  });

  it('gives the quality\'s own distance before the pass rules, clamped to 0-100 as the overall is', () => {
    // A 5/10 reading passes with a quality of 55 and shows 70; a 9/10 one of quality 104 shows 100.
    const lifted = { ...heldOut(70, 5), quality: 55 };
    const high = { ...heldOut(100, 9), quality: 104 };
    const figures = spreadFigures([lifted, high], []);
    expect(figures.overallMae).toBe(15); // (20 + 10) / 2
    expect(figures.qualityMae).toBe(7.5); // (5 + 10) / 2
  });

  it('counts a phone red below 60, for the phones the experts marked wrong (0), at most 1 of 2 on average, and right (2)', () => {
    const pairs = [[20, 0], [59, 0], [75, 0], [90, 2], [59.9, 2], [100, 2], [80, 2], [40, 1], [70, 0.8], [65, 1.2]] as const;
    const figures = spreadFigures([], pairs);
    expect([figures.wrongPhonesShownRed, figures.wrongPhonesN]).toEqual([0.667, 3]);
    // 20, 59, 75, 40 and 70: the 1.2 is not among them.
    expect([figures.mostlyWrongPhonesShownRed, figures.mostlyWrongPhonesN]).toEqual([0.6, 5]);
    expect([figures.rightPhonesShownRed, figures.rightPhonesN]).toEqual([0.25, 4]);
  });
});

describe('the spread of the overall above the pass mark (issue 39)', () => {
  const model = { overall: { bias: 0 } } as ScoringModel;
  const scoredWith = (spreadAbovePass: number, evidence: number) => overallFromEvidence({ ...model, overall: { ...model.overall, spreadAbovePass } }, evidence);
  // Passing readings whose evidence would score 90 to 100 unspread: most would show 100.
  const evidence = [2.2, 3, 4, 5, 6, 7, 8, 9];

  it('is the scale under which passing readings score the experts\' mean on average', () => {
    const spread = spreadForMean(model, evidence, 82);
    expect(spread).toBeGreaterThan(0);
    expect(spread).toBeLessThan(1);
    const mean = evidence.reduce((sum, e) => sum + scoredWith(spread, e), 0) / evidence.length;
    expect(mean).toBeCloseTo(82, 0);
    expect(evidence.filter((e) => Math.round(scoredWith(spread, e)) >= 100)).toEqual([]);
  });

  it('leaves the overall as it is when the readings score no more than the experts\' mean already', () => {
    expect(spreadForMean(model, [0.9, 1, 1.1], 85)).toBe(1);
  });
});
