/**
 * What issue 39 changed in the model: the phone score a student sees (the model's red line moved to the
 * app's 60, the order of phones kept, 0 and 100 where they were), and the overall's spread above the
 * pass mark.
 */
import { describe, expect, it } from 'vitest';
import { OVERALL_PASS_MARK, PASS_MARK_EVIDENCE, PHONE_RED_BELOW, loadModel, meanPhoneScore, modelForText, overallFromEvidence, phoneScore, shownPhoneScore, shownPhoneScores, type ScoringModel } from './model';

const shipped = loadModel();
const withRedLine = (redBelow: number | undefined): ScoringModel => ({ ...shipped, phone: { ...shipped.phone, redBelow } });
/** Phones from poor to good: the gop (normalised by the phone's statistics) and the classifier's posterior rising, the rest typical. */
const phones = Array.from({ length: 41 }, (_, i) => ({ phone: 'AH', gop: -60 + 1.5 * i, durationRatio: 1, agreement: 1, posterior: -8 + 0.2 * i }));

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

const withSpread = (spreadAbovePass: number | undefined): ScoringModel => ({ ...shipped, overall: { ...shipped.overall, spreadAbovePass } });

describe('the overall above the pass mark', () => {
  const evidence = Array.from({ length: 81 }, (_, i) => -10 + 0.25 * i);

  it('keeps the pass line and every score below it, and spreads the scores above it', () => {
    const spread = withSpread(0.2);
    const unspread = withSpread(undefined);
    const below = evidence.filter((e) => e < PASS_MARK_EVIDENCE);
    const above = evidence.filter((e) => e >= PASS_MARK_EVIDENCE);
    for (const e of evidence) expect(Math.round(overallFromEvidence(spread, e)) >= OVERALL_PASS_MARK).toBe(Math.round(overallFromEvidence(unspread, e)) >= OVERALL_PASS_MARK);
    expect(below.map((e) => overallFromEvidence(spread, e))).toEqual(below.map((e) => overallFromEvidence(unspread, e)));
    for (const e of above) expect(overallFromEvidence(spread, e)).toBeLessThanOrEqual(overallFromEvidence(unspread, e));
    // Evidence that used to round to 100 (4.6 and more) now spreads between the pass mark and 100.
    expect(overallFromEvidence(unspread, 5)).toBe(99.3);
    expect(overallFromEvidence(unspread, 8)).toBe(100);
    expect(overallFromEvidence(spread, 5)).toBe(84.3);
    expect(overallFromEvidence(spread, 8)).toBe(90.7);
  });

  it('never scores better evidence lower', () => {
    const scores = evidence.map((e) => overallFromEvidence(withSpread(0.2), e));
    expect(scores).toEqual(scores.toSorted((a, b) => a - b));
  });

  it("ships a spread fitted on the learners' readings (npm run fit:scorer -- --population)", () => {
    expect(shipped.overall.spreadAbovePass).toBeGreaterThan(0);
    expect(shipped.overall.spreadAbovePass).toBeLessThan(1);
  });
});

describe('a text of one word (the word book)', () => {
  const phone = { phone: 'B', gop: 5, durationRatio: 1, agreement: 0, posterior: -9 };

  it("is scored without the phone classifier: the shipped model's singleWord parts give its posterior no weight", () => {
    const single = modelForText(shipped, 1);
    expect(single.phone).toEqual(shipped.singleWord!.phone);
    expect(single.word).toEqual(shipped.singleWord!.word);
    expect(single.phone.posteriorWeight).toBe(0);
    expect(phoneScore(single, { ...phone, posterior: -9 })).toBe(phoneScore(single, { ...phone, posterior: -0.5 }));
    // The rest of the model is the sentence model's.
    expect(single.overall).toEqual(shipped.overall);
  });

  it("scores a sentence with the classifier: a phone it is sure of scores higher", () => {
    expect(modelForText(shipped, 4)).toBe(shipped);
    expect(shipped.phone.posteriorWeight).toBeGreaterThan(0);
    expect(phoneScore(shipped, { ...phone, posterior: -0.5 })).toBeGreaterThan(phoneScore(shipped, { ...phone, posterior: -9 }));
  });

  it('falls back to the sentence model when a model has no singleWord parts', () => {
    const { singleWord: _, ...withoutSingleWord } = shipped;
    expect(modelForText(withoutSingleWord, 1)).toBe(withoutSingleWord);
  });
});

/** A phone of the given length (10 ms frames) and classifier posterior, otherwise typical. */
const phone = (frames: number, posterior: number) => ({ phone: 'AH', word: 0, frames, gop: 0, durationRatio: frames / 8, agreement: 1, posterior });

describe("a word's phones' mean score", () => {
  const byLength = { ...shipped, word: { ...shipped.word, byLength: true } };
  const alike = { ...shipped, word: { ...shipped.word, byLength: false } };
  const longPoor = phone(20, -6);
  const shortGood = phone(5, -0.5);

  it("counts a phone by its length in a sentence's model: a long poor vowel pulls the word down more than a short good consonant lifts it", () => {
    const [poor, good] = [phoneScore(byLength, longPoor), phoneScore(byLength, shortGood)];
    expect(poor).toBeLessThan(good);
    const mean = meanPhoneScore(byLength, [longPoor, shortGood]);
    expect(mean).toBeLessThan((poor + good) / 2);
    expect(mean).toBeGreaterThan(poor);
    expect(shipped.word.byLength).toBe(true);
  });

  it('counts a phone shorter than a typical one as a typical one, so a squeezed phone weighs as much as a normal one', () => {
    const squeezed = phone(3, -6);
    const typical = phone(8, -0.5);
    expect(meanPhoneScore(byLength, [squeezed, typical])).toBeCloseTo((phoneScore(byLength, squeezed) + phoneScore(byLength, typical)) / 2, 6);
  });

  it("counts every phone alike in a single word's model", () => {
    expect(meanPhoneScore(alike, [longPoor, shortGood])).toBeCloseTo((phoneScore(alike, longPoor) + phoneScore(alike, shortGood)) / 2, 6);
    expect(modelForText(shipped, 1).word.byLength).toBe(false);
  });
});

describe("a word's phones as the student sees them", () => {
  const goodPhones = [phone(10, -0.3), phone(10, -0.4)];

  it('shows them as shownPhoneScore does in a word that was said', () => {
    const shown = shownPhoneScores(shipped, { score: 85, phones: goodPhones });
    expect(shown).toEqual(goodPhones.map((p) => shownPhoneScore(shipped, p)));
    expect(shown.every((s) => s >= PHONE_RED_BELOW)).toBe(true);
  });

  it('shows every phone red in a word scored as not said, keeping the lower ones as they were', () => {
    const poorPhone = phone(3, -12);
    const shown = shownPhoneScores(shipped, { score: shipped.wordSaidFrom - 1, phones: [...goodPhones, poorPhone] });
    expect(shown.every((s) => s < PHONE_RED_BELOW)).toBe(true);
    expect(shown[2]).toBe(Math.min(shownPhoneScore(shipped, poorPhone), PHONE_RED_BELOW - 1));
  });
});
