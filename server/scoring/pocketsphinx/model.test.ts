/**
 * What issue 39 changed in the model: the phone score a student sees (the model's red line moved to the
 * app's 60, the order of phones kept, 0 and 100 where they were), and the overall's spread above the
 * pass mark.
 */
import { describe, expect, it } from 'vitest';
import { OVERALL_PASS_MARK, PART_NAMES, PASS_MARK_EVIDENCE, PHONE_RED_BELOW, QUALITY_INPUTS, loadModel, meanPhoneScore, modelForText, phoneInputs, logOddsStretch, overallEvidence, overallFromEvidence, overallScore, phoneScore, qualityScore, shownPhoneScore, shownPhoneScores, wordScore, worstPosteriorZ, WORST_Z_FLOOR, type OverallQuality, type QualityInputs, type ScoringModel, type UtteranceParts } from './model';

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

  it('puts the red line at 60 and keeps 0, 100 and the order of scores, whatever the slope', () => {
    for (const slope of [0.3, 0.5, 1]) {
      expect(logOddsStretch(4, 4, slope)).toBeCloseTo(PHONE_RED_BELOW, 6);
      expect(logOddsStretch(0, 4, slope)).toBeCloseTo(0, 3);
      expect(logOddsStretch(100, 4, slope)).toBeCloseTo(100, 3);
      const shown = [1, 3, 5, 20, 60, 95].map((score) => logOddsStretch(score, 4, slope));
      expect(shown).toEqual(shown.toSorted((a, b) => a - b));
    }
    // A gentler slope keeps the scores on either side nearer the line.
    expect(logOddsStretch(50, 4, 0.4)).toBeLessThan(logOddsStretch(50, 4, 1));
    expect(logOddsStretch(1, 4, 0.4)).toBeGreaterThan(logOddsStretch(1, 4, 1));
    // Above the line, a phone half likely right is shown green where the linear stretch showed it amber.
    expect(logOddsStretch(50, 4, 0.4)).toBeGreaterThanOrEqual(80);
  });

  it('ships a red line fitted on the experts\' marks (npm run fit:scorer)', () => {
    expect(shipped.phone.redBelow).toBeGreaterThan(0);
    expect(shipped.phone.redBelow).toBeLessThan(PHONE_RED_BELOW);
  });
});

/** The phones of "cat" with these classifier posteriors, the rest typical. */
const said = (posteriors: number[]) => posteriors.map((posterior, i) => ({ phone: ['K', 'AE', 'T'][i]!, word: 0, frames: 8, gop: -20, durationRatio: 1, agreement: 1, posterior }));

describe("a word's worst phone (issue 39)", () => {
  const stats = { '*': { gopMean: -20, gopSd: 15, frames: 8, posteriorMean: -1.5, posteriorSd: 1 } };
  const model: ScoringModel = { ...shipped, phoneStats: stats, word: { ...shipped.word, worstZWeight: 0.5 } };

  it("is the lowest of the phones' posterior z-scores, floored", () => {
    expect(worstPosteriorZ(model, said([-1.5, -3.5, -1]))).toBeCloseTo(-2, 6);
    expect(worstPosteriorZ(model, said([-1.5, -40, -1]))).toBe(WORST_Z_FLOOR);
    expect(worstPosteriorZ(model, [])).toBe(WORST_Z_FLOOR);
  });

  it('lowers the word with one phone said wrong more than its mean alone does, and counts for nothing without a weight', () => {
    const oneWrong = said([-1.5, -5.5, -1.5]);
    const spread = said([-2.8, -2.8, -2.9]);
    // Nearly the same mean posterior: without the worst phone's weight the two words score about alike.
    const unweighted: ScoringModel = { ...model, word: { ...model.word, worstZWeight: 0 } };
    expect(Math.abs(wordScore(unweighted, oneWrong, true) - wordScore(unweighted, spread, true))).toBeLessThan(
      Math.abs(wordScore(model, oneWrong, true) - wordScore(model, spread, true)));
    expect(wordScore(model, oneWrong, true)).toBeLessThan(wordScore(model, spread, true));
    expect(wordScore(unweighted, oneWrong, true)).toBe(wordScore({ ...unweighted, word: { ...unweighted.word, worstZWeight: undefined } }, oneWrong, true));
  });
});

const withSpread = (spreadAbovePass: number | undefined): ScoringModel => ({ ...shipped, overall: { ...shipped.overall, spreadAbovePass } });

/** A phone of a typical GOP and length, with the classifier's posterior given. */
const at = (name: string, posterior: number) => ({ phone: name, gop: -20, durationRatio: 1, agreement: 1, posterior });

describe("the classifier's posterior against the phone's own (issue 39, item 2)", () => {
  const stats = { '*': { gopMean: -20, gopSd: 15, frames: 8, posteriorMean: -1.5, posteriorSd: 1 }, ZH: { gopMean: -20, gopSd: 15, frames: 8, posteriorMean: -3, posteriorSd: 1 }, IY: { gopMean: -20, gopSd: 15, frames: 8, posteriorMean: -0.5, posteriorSd: 0.5 } };
  const model: ScoringModel = { ...shipped, phoneStats: stats };

  it("counts a posterior usual for that phone as good, one low for it as poor", () => {
    expect(phoneInputs(model, at('ZH', -3))[4]).toBe(0);
    expect(phoneInputs(model, at('IY', -3))[4]).toBe(-5);
    expect(phoneScore(model, at('ZH', -3))).toBeGreaterThan(phoneScore(model, at('IY', -3)));
  });

  it("gives no z-score without the phone's posterior statistics (a model fitted before them)", () => {
    const older: ScoringModel = { ...shipped, phoneStats: { '*': { gopMean: -20, gopSd: 15, frames: 8 } } };
    expect(phoneInputs(older, at('ZH', -3))[4]).toBe(0);
  });
});

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

describe("the overall with the experts' quality (issue 39)", () => {
  const quality: OverallQuality = { pronunciation: 0.4, fluency: 0.2, posterior: 3, unpaused: 0.3, bias: 0, passFrom: 60, spreadBelowPass: 0.5 };
  const model: ScoringModel = { ...shipped, overall: { ...shipped.overall, quality } };
  const parts = Object.fromEntries(PART_NAMES.map((part) => [part, 80])) as UtteranceParts;
  const inputs: QualityInputs = { pronunciation: 80, fluency: 80, posterior: -2, unpaused: 90 };
  const withEvidence = (evidence: number): ScoringModel => ({ ...model, overall: { ...model.overall, bias: evidence - overallEvidence({ ...model, overall: { ...model.overall, bias: 0 } }, parts) } });
  const passes = (m: ScoringModel, q: QualityInputs) => Math.round(overallScore(m, parts, q)) >= OVERALL_PASS_MARK;

  it("scores a reading read whole at its quality (10 × the experts' total it predicts), at least the pass mark", () => {
    expect(qualityScore(quality, inputs)).toBeCloseTo(32 + 16 - 6 + 27);
    expect(overallScore(withEvidence(3), parts, inputs)).toBe(OVERALL_PASS_MARK);
    expect(overallScore(withEvidence(3), parts, { ...inputs, pronunciation: 100 })).toBe(77);
  });

  it('fails a reading that was not read whole, whatever its quality, and one read whole below passFrom', () => {
    const excellent = { ...inputs, pronunciation: 100, fluency: 100, unpaused: 100 };
    expect(passes(withEvidence(PASS_MARK_EVIDENCE - 0.01), excellent)).toBe(false);
    expect(passes(withEvidence(PASS_MARK_EVIDENCE), excellent)).toBe(true);
    const poor = { ...inputs, pronunciation: 20 };
    expect(qualityScore(quality, poor)).toBeLessThan(quality.passFrom);
    expect(overallScore(withEvidence(6), parts, poor)).toBe(Math.round(qualityScore(quality, poor) * 10) / 10);
    // Between passFrom and the pass mark a reading read whole passes at the mark.
    expect(overallScore(withEvidence(6), parts, { ...inputs, pronunciation: 60 })).toBe(OVERALL_PASS_MARK);
  });

  it('never lets a failing reading round up to the pass mark', () => {
    for (const evidence of [PASS_MARK_EVIDENCE - 0.001, PASS_MARK_EVIDENCE - 0.01]) expect(overallScore(withEvidence(evidence), parts, { ...inputs, pronunciation: 100 })).toBeLessThanOrEqual(69);
  });

  it('never scores better evidence or a better input lower', () => {
    const evidences = Array.from({ length: 41 }, (_, i) => -6 + 0.3 * i);
    for (const name of QUALITY_INPUTS) {
      const steps = Array.from({ length: 11 }, (_, i) => (name === 'posterior' ? -10 + i : 10 * i));
      for (const evidence of evidences) {
        const scores = steps.map((value) => overallScore(withEvidence(evidence), parts, { ...inputs, [name]: value }));
        expect(scores).toEqual(scores.toSorted((a, b) => a - b));
      }
    }
    for (const pronunciation of [0, 40, 70, 100]) {
      const scores = evidences.map((e) => overallScore(withEvidence(e), parts, { ...inputs, pronunciation }));
      expect(scores).toEqual(scores.toSorted((a, b) => a - b));
    }
  });

  it('is the overall from its evidence alone without the quality inputs', () => {
    expect(overallScore(withEvidence(2), parts)).toBe(overallFromEvidence(withEvidence(2), 2));
  });

  it("ships a quality fitted on the public corpus's expert scores, every weight non-negative (npm run fit:scorer -- --population)", () => {
    const shippedQuality = shipped.overall.quality!;
    for (const name of QUALITY_INPUTS) expect(shippedQuality[name]).toBeGreaterThanOrEqual(0);
    expect(shippedQuality.passFrom).toBeLessThan(OVERALL_PASS_MARK);
    expect(shippedQuality.spreadBelowPass).toBeGreaterThan(0);
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
