/**
 * The single-word parts of the model (issue 39): fitted on the same readings as the sentence model, with
 * the phone classifier's posterior left out, on made-up readings in which the posterior is what tells
 * right phones from wrong ones; and the overall's quality, fitted to the experts' totals.
 */
import { describe, expect, it } from 'vitest';
import type { PhoneFeature, UtteranceFeatures } from '../../server/scoring/pocketsphinx/features';
import { QUALITY_INPUTS, loadModel, modelForText, phoneScore, logOddsStretch, qualityScore, utteranceParts } from '../../server/scoring/pocketsphinx/model';
import type { CorpusReading } from './scorer-corpus';
import { pearson } from './scorer-data';
import { QUALITY_MIN_SPEAKERS, fitLeastAbsolute, fitLinear, fitPhoneAndFluency, fitQuality, fitShownSlope, fitSingleWord, fitWord, phoneStatistics, withoutClassifier } from './scorer-fit';

const phone = (name: string, word: number, posterior: number, gop: number): PhoneFeature => ({ phone: name, word, frames: 8, gop, durationRatio: 1, agreement: 0.5, posterior });
const features = (phones: PhoneFeature[]): UtteranceFeatures => ({
  phones, speechFrames: 8 * phones.length, pauseFrames: 0, speechRate: 12.5, sequenceMatch: 0.5, heardRatio: 1, wordKept: [true, true], speechOutsideWords: 0,
});
const pronunciations = [['K', 'AE'], ['T', 'IY']];

/** Reading i of the sentence "cat tea": phones marked right (2) when i is even, half right (1) when odd. */
function reading(i: number, kind: 'own' | 'other'): CorpusReading {
  const right = kind === 'own' && i % 2 === 0;
  const posterior = kind === 'other' ? -9 : right ? -0.5 : -4;
  const gop = -10 - (i % 3); // the same spread whatever the phone's mark
  const marks = right ? 2 : 1;
  return {
    id: `${kind}${i}`, group: `s${i % 4}`, source: 'real', kind, text: 'cat tea', pronunciations, seconds: 1,
    features: features(pronunciations.flatMap((phones, w) => phones.map((p) => phone(p, w, posterior, gop)))),
    ...(kind === 'own' ? { expert: { utt: `${i}`, text: 'CAT TEA', accuracy: 8, fluency: 8, total: 8, completeness: 10, words: pronunciations.map((phones, w) => ({ text: w ? 'TEA' : 'CAT', accuracy: right ? 10 : 6, phones, phonesAccuracy: phones.map(() => marks) })) } } : {}),
  };
}
const corpus = Array.from({ length: 24 }, (_, i) => [reading(i, 'own'), reading(i, 'other')]).flat();

describe('the single-word parts of the model', () => {
  const single = fitSingleWord(corpus, loadModel());

  it('give the posterior no weight, where the sentence model fitted on the same readings leans on it', () => {
    expect(fitPhoneAndFluency(corpus, loadModel()).phone.posteriorWeight).toBeGreaterThan(0);
    expect(single.phone.posteriorWeight).toBe(0);
    const model = modelForText({ ...loadModel(), singleWord: single }, 1);
    expect(phoneScore(model, phone('K', 0, -9, -10))).toBe(phoneScore(model, phone('K', 0, -0.5, -10)));
  });

  it("leave the posterior out even when the phones' statistics (a population's) include the classifier's", () => {
    const withPosteriors = phoneStatistics(corpus.filter((r) => r.kind === 'own').map((r) => r.features));
    expect(withPosteriors['K']!.posteriorMean).toBeLessThan(0);
    const fitted = fitSingleWord(corpus, loadModel(), { phoneStats: withPosteriors });
    expect(fitted.phone.posteriorZWeight).toBe(0);
    const model = modelForText({ ...loadModel(), phoneStats: withPosteriors, singleWord: fitted }, 1);
    expect(phoneScore(model, phone('K', 0, -9, -10))).toBe(phoneScore(model, phone('K', 0, -0.5, -10)));
  });

  it('are the fit of the same readings with every posterior taken out', () => {
    const plain = withoutClassifier(corpus);
    expect(plain.flatMap((r) => r.features.phones.map((p) => p.posterior))).toSatisfy((values: number[]) => values.every((v) => v === 0));
    expect(single.phone).toEqual({ ...fitPhoneAndFluency(plain, loadModel()).phone, posteriorWeight: 0, posteriorZWeight: 0 });
  });
});

describe('a least-squares fit (the overall\'s quality, issue 39)', () => {
  const rows = Array.from({ length: 60 }, (_, i) => [i % 7, (i * 3) % 11, (i * 5) % 13]);
  it('recovers the weights and bias of a linear target', () => {
    const fitted = fitLinear(rows, rows.map(([a, b, c]) => 2 * a! + 3 * b! - c! + 1));
    fitted.forEach((value, j) => expect(value).toBeCloseTo([2, 3, -1, 1][j]!, 2));
  });
  it('keeps every weight at or above 0 with nonNegative: an input that lowers the target gets none', () => {
    const fitted = fitLinear(rows, rows.map(([a, b, c]) => 2 * a! + 3 * b! - c! + 1), { nonNegative: true });
    expect(fitted[2]).toBe(0);
    expect(fitted[0]).toBeGreaterThan(1);
    expect(fitted[1]).toBeGreaterThan(2);
  });
});

describe("a least-absolute fit (the overall's quality, issue 39)", () => {
  const rows = Array.from({ length: 60 }, (_, i) => [i % 7, (i * 3) % 11]);
  // A tenth of the rows far below the line, as a sentence the experts marked down for one word lies below its evidence.
  const targets = rows.map(([a, b], i) => 2 * a! + 3 * b! + 1 - (i % 10 === 0 ? 40 : 0));
  const meanAbsoluteError = (fitted: number[]) => rows.reduce((sum, [a, b], i) => sum + Math.abs(fitted[0]! * a! + fitted[1]! * b! + fitted[2]! - targets[i]!), 0) / rows.length;

  it('follows the most rows, where least squares is pulled toward the few far off', () => {
    const fitted = fitLeastAbsolute(rows, targets);
    fitted.forEach((value, j) => expect(value).toBeCloseTo([2, 3, 1][j]!, 0));
    expect(fitLinear(rows, targets)[2]).toBeLessThan(-2);
  });
  it('has a lower mean absolute error than least squares', () => {
    expect(meanAbsoluteError(fitLeastAbsolute(rows, targets))).toBeLessThan(meanAbsoluteError(fitLinear(rows, targets)) - 1);
  });
  it('keeps every weight at or above 0 with nonNegative', () => {
    const fitted = fitLeastAbsolute(rows, rows.map(([a, b]) => 2 * a! - b! + 1), { nonNegative: true });
    expect(fitted[1]).toBe(0);
    expect(fitted[0]).toBeGreaterThan(1);
  });
});

/** Two readings of each speaker, one read well (posterior -0.5, the experts' 9), one poorly (-4, their 5). */
const scoredCorpus = (speakers: number) => Array.from({ length: speakers * 2 }, (_, i) => {
  const own = reading(i, 'own');
  return { ...own, group: `s${i % speakers}`, expert: { ...own.expert!, total: i % 2 === 0 ? 9 : 5 } };
});

describe("the overall's quality (issue 39)", () => {
  const base = fitPhoneAndFluency(corpus, loadModel());

  it('is not fitted on the experts of fewer speakers than QUALITY_MIN_SPEAKERS', () => {
    expect(fitQuality(scoredCorpus(QUALITY_MIN_SPEAKERS - 1), base)).toBe(base);
  });

  it("follows the experts' totals with weights that are never negative, and fails the poor readings", () => {
    const readings = scoredCorpus(QUALITY_MIN_SPEAKERS);
    const fitted = fitQuality(readings, base);
    const quality = fitted.overall.quality!;
    for (const name of QUALITY_INPUTS) expect(quality[name]).toBeGreaterThanOrEqual(0);
    const scores = readings.map((r) => {
      const { quality: inputs } = utteranceParts(fitted, r.features, r.pronunciations);
      return { total: r.expert.total, quality: qualityScore(quality, inputs) };
    });
    for (const s of scores) expect(s.quality).toBeCloseTo(10 * s.total, 0);
    expect(quality.passFrom).toBeGreaterThan(50);
    expect(quality.passFrom).toBeLessThanOrEqual(90);
  });

  it('follows most readings of the same evidence, not the few the experts marked far below it', () => {
    // A fifth of the well-read readings marked 3 (one word said wrong): a least-squares quality would score the rest 78.
    const readings = scoredCorpus(QUALITY_MIN_SPEAKERS).map((r, i) => (i % 10 === 0 ? { ...r, expert: { ...r.expert, total: 3 } } : r));
    const fitted = fitQuality(readings, base);
    const markedNine = readings.filter((r) => r.expert.total === 9);
    for (const r of markedNine) expect(qualityScore(fitted.overall.quality!, utteranceParts(fitted, r.features, r.pronunciations).quality)).toBeCloseTo(90, -0.5);
  });
});

describe("each phone's statistics (issue 39, item 2)", () => {
  it("hold the classifier's mean log posterior of that phone and its spread", () => {
    const readings = Array.from({ length: 20 }, (_, i) => features([phone('K', 0, -3 - (i % 2), -10), phone('IY', 1, -0.5, -10)]));
    const stats = phoneStatistics(readings);
    expect(stats['K']).toMatchObject({ posteriorMean: -3.5, posteriorSd: 0.5 });
    expect(stats['IY']).toMatchObject({ posteriorMean: -0.5, posteriorSd: 1 }); // all alike: a spread of 1, not 0
    expect(stats['*']!.posteriorMean).toBe(-2);
  });
});

describe('the slope of the shown phone score (issue 39)', () => {
  // Phones the experts marked 0, 1 or 2 (as 0-1), whose scores rise with the mark but crowd together near 100.
  const marked = Array.from({ length: 90 }, (_, i) => ({ mark: (i % 3) / 2, score: [2, 90, 99.9][i % 3]! - (i % 5) * 0.3 }));

  it("is the slope tried whose shown scores follow the experts' marks best", () => {
    const slope = fitShownSlope(marked, 10);
    const agreement = (s: number) => pearson(marked.map((m) => logOddsStretch(m.score, 10, s)), marked.map((m) => m.mark));
    for (const other of [0.2, 0.5, 1]) expect(agreement(slope)).toBeGreaterThanOrEqual(agreement(other));
    expect(agreement(slope)).toBeGreaterThan(pearson(marked.map((m) => m.score), marked.map((m) => m.mark)));
  });
});

// Words of another sentence with one phone the classifier is sure is something else, the rest like the own words.
const oneWrongPhone = (i: number): CorpusReading => {
  const own = reading(i, 'own');
  const phones = own.features.phones.map((p, j) => ({ ...p, posterior: j % 2 === 1 ? -12 : p.posterior }));
  return { ...own, id: `other${i}`, kind: 'other', expert: undefined, features: { ...own.features, phones } };
};

describe("the word's worst phone in its score (issue 39)", () => {
  const readings = [...corpus, ...Array.from({ length: 24 }, (_, i) => oneWrongPhone(i))];

  it('gets a weight when the worst phone tells the wrong words from the right ones', () => {
    const stats = phoneStatistics(corpus.filter((r) => r.kind === 'own').map((r) => r.features));
    const fitted = fitWord(readings, { ...fitPhoneAndFluency(readings, loadModel()), phoneStats: stats });
    expect(fitted.word.worstZWeight).toBeGreaterThan(0);
  });

  it('gets none in a model without the classifier (a single word)', () => {
    expect(fitSingleWord(readings, loadModel()).word.worstZWeight ?? 0).toBe(0);
  });
});
