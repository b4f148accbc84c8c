/**
 * The phone score a student sees (issue 39): the model's red line moved to the app's 60, the order of
 * phones kept, 0 and 100 where they were.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_RED_BELOW, loadModel, phoneScore, shownPhoneScore, type ScoringModel } from './model';

const shipped = loadModel();
const withRedLine = (redBelow: number | undefined): ScoringModel => ({ ...shipped, phone: { ...shipped.phone, redBelow } });
/** Phones from poor to good: the gop (normalised by the phone's statistics) rising, the rest typical. */
const phones = Array.from({ length: 41 }, (_, i) => ({ phone: 'AH', gop: -60 + 1.5 * i, durationRatio: 1, agreement: 1 }));

describe('the phone score shown', () => {
  it("shows red exactly the phones below the model's red line, and keeps their order", () => {
    const model = withRedLine(40);
    const shown = phones.map((p) => shownPhoneScore(model, p));
    for (const [i, p] of phones.entries()) expect(shown[i]! < PHONE_RED_BELOW).toBe(phoneScore(model, p) < 40);
    expect(shown).toEqual(shown.toSorted((a, b) => a - b));
    expect(shown.some((s) => s < PHONE_RED_BELOW) && shown.some((s) => s >= PHONE_RED_BELOW)).toBe(true);
  });

  it('is the model score itself without a red line', () => {
    const model = withRedLine(undefined);
    for (const p of phones) expect(shownPhoneScore(model, p)).toBe(phoneScore(model, p));
  });

  it('ships a red line fitted on the experts\' marks (npm run fit:scorer)', () => {
    expect(shipped.phone.redBelow).toBeGreaterThan(0);
    expect(shipped.phone.redBelow).toBeLessThan(PHONE_RED_BELOW);
  });
});
