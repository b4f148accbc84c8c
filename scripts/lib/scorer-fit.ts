/**
 * Fitting the scoring engine's small model (server/scoring/pocketsphinx/model.ts) on the corpus of
 * scorer-corpus.ts: pure functions, so `npm run fit:scorer` fits on everything and
 * `npm run bench:scorer` refits with each speaker left out and scores that speaker (never in-sample).
 *
 * 1. phone: logistic regression on GOP, duration, loop agreement and the phone classifier's posterior; targets the experts' phone
 *    accuracy (0-2, as 0-1) where our pronunciation of a word has as many phones as the experts', and 0
 *    for every phone aligned against another sentence. The posterior counts as it is and against that phone's own
 *    mean and spread (phoneStatistics); the red line and the shown score's slope are fitted on the experts' marks.
 * 2. fluency: the reading rate (pauses included) against all real readers' mean and spread, 85 for a
 *    typical rate (no regression on the experts: see fitPhoneAndFluency).
 * 3. word: the mean of a word's phone scores (by their length in a sentence: meanPhoneScore) and its worst
 *    phone's classifier posterior against that phone's own (worstPosteriorZ), calibrated
 *    so that 60 separates words read well from words not said or said wrong.
 * 4. overall: logistic regression with non-negative weights (better evidence never lowers the score)
 *    of "this reading must pass" (own sentence, real or synthetic) against "must fail" (another
 *    sentence, a third of the words skipped), each of those five groups weighing the same (the two
 *    real must-fail groups double); then the
 *    bias is moved so that 70, the pass mark, best meets the targets on the training readings.
 * 5. spread: above the pass mark, the overall's evidence scaled so that a population's passing readings
 *    score 80 on average, as the experts' do (fitSpread; issue 39).
 * 6. quality: with the experts' scores of enough speakers (the public corpus's scores file), the overall follows
 *    10 × the experts' total instead of the spread (fitQuality; issue 39).
 */
import type { UtteranceFeatures } from '../../server/scoring/pocketsphinx/features';
import { OVERALL_PASS_MARK, PART_NAMES, PASS_MARK_EVIDENCE, QUALITY_INPUTS, overallEvidence, overallFromEvidence, overallScore, meanPhoneScore, phoneInputs, logOddsStretch, phoneScoreOfInputs, qualityScore, readingRate, utteranceParts, worstPosteriorZ, type OverallQuality, type ScoringModel, type UtteranceParts } from '../../server/scoring/pocketsphinx/model';
import type { CorpusReading } from './scorer-corpus';
import { pearson } from './scorer-data';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

/** The pass mark of oral reading (spec 01: correct from 70). */
export const PASS_MARK = OVERALL_PASS_MARK;

/** A reading without labels: what the spread of the overall is fitted on (fitSpread). */
export interface UnlabelledReading { features: UtteranceFeatures; pronunciations: readonly (readonly string[] | undefined)[] }
export interface FitOptions {
  /** Readings of a learner population (scorer-population.ts); without it, the training set's own real readings. */
  population?: readonly UnlabelledReading[];
  /** Phone statistics to normalise GOP by, instead of the training readings' own. */
  phoneStats?: ScoringModel['phoneStats'];
}

const isRealOwn = (r: CorpusReading) => r.source === 'real' && r.kind === 'own';
/** The targets of issue 12, as shares. */
export const TARGETS = { falseRejection: 0.1, falseAcceptance: 0.05, syntheticPass: 0.9, skipFail: 0.9 } as const;

interface DescentOptions { weights?: number[]; nonNegative?: boolean; steps?: number; rate?: number }

/**
 * Gradient descent of a generalised linear model on standardised inputs: the prediction is link(bias + weights ·
 * inputs), the loss's gradient (prediction - target) · row weight per row. With `nonNegative`, the weights are
 * kept at or above 0 (projected steps). Returns the raw inputs' weights, then the bias.
 */
function descend(rows: number[][], targets: number[], link: (x: number) => number, options: DescentOptions & { steps: number; rate: number }): number[] {
  const { steps, rate, nonNegative = false } = options;
  const rowWeights = options.weights ?? rows.map(() => 1);
  const totalWeight = rowWeights.reduce((a, b) => a + b, 0);
  const k = rows[0]!.length;
  const mean = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length);
  const sd = Array.from({ length: k }, (_, j) => Math.sqrt(rows.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / rows.length) || 1);
  const z = rows.map((r) => r.map((v, j) => (v - mean[j]!) / sd[j]!));
  const w = Array.from({ length: k + 1 }, () => 0);
  const grad = new Float64Array(k + 1);
  for (let step = 0; step < steps; step++) {
    grad.fill(0);
    for (let i = 0; i < z.length; i++) {
      const r = z[i]!;
      let t = w[k]!;
      for (let j = 0; j < k; j++) t += r[j]! * w[j]!;
      const error = (link(t) - targets[i]!) * rowWeights[i]!;
      for (let j = 0; j < k; j++) grad[j]! += error * r[j]!;
      grad[k]! += error;
    }
    for (let j = 0; j <= k; j++) w[j]! -= (rate * grad[j]!) / totalWeight;
    if (nonNegative) for (let j = 0; j < k; j++) w[j] = Math.max(0, w[j]!);
  }
  // Back to the raw inputs: weight / sd, bias - sum(weight · mean / sd).
  const raw = w.slice(0, k).map((v, j) => v / sd[j]!);
  return [...raw, w[k]! - raw.reduce((s, v, j) => s + v * mean[j]!, 0)];
}

/**
 * Logistic regression with soft targets in [0, 1] and per-row weights, by gradient descent on
 * standardised inputs. With `nonNegative`, weights are kept at or above 0 (projected steps).
 */
export function fitLogistic(rows: number[][], targets: number[], options: DescentOptions = {}): number[] {
  return descend(rows, targets, sigmoid, { steps: 3000, rate: 0.5, ...options });
}

/** Least squares, by gradient descent on standardised inputs (the weights never negative with `nonNegative`). */
export function fitLinear(rows: number[][], targets: number[], options: DescentOptions = {}): number[] {
  return descend(rows, targets, (x) => x, { steps: 5000, rate: 0.1, ...options });
}

/** A linear fit's prediction for a row: its weights (fitLinear's order, the bias last) times the row, plus the bias. */
const predictLinear = (fitted: readonly number[], row: readonly number[]) => row.reduce((sum, value, j) => sum + fitted[j]! * value, fitted[row.length]!);

/** The rounds of reweighting in fitLeastAbsolute, and the least residual a row's weight is taken from (1 point of 100). */
const LEAST_ABSOLUTE_ROUNDS = 20;
const LEAST_ABSOLUTE_FLOOR = 1;

/**
 * Least absolute deviations: the linear fit whose mean absolute error is least (a median, where least squares is a
 * mean), by iteratively reweighted least squares: each round weighs every row by 1 / |its residual| (a residual under
 * LEAST_ABSOLUTE_FLOOR counts as the floor, so that a row on the line does not take all the weight). The overall is
 * judged by its mean absolute error against the experts (issue 39), and a few readings far from their experts' total
 * (a sentence the experts marked 3 for one word said wrong) pull a least-squares fit toward them.
 */
export function fitLeastAbsolute(rows: number[][], targets: number[], options: Pick<DescentOptions, 'nonNegative'> = {}): number[] {
  let fitted = fitLinear(rows, targets, options);
  for (let round = 0; round < LEAST_ABSOLUTE_ROUNDS; round++) {
    const weights = rows.map((row, i) => 1 / Math.max(LEAST_ABSOLUTE_FLOOR, Math.abs(targets[i]! - predictLinear(fitted, row))));
    fitted = fitLinear(rows, targets, { ...options, weights });
  }
  return fitted;
}

const partsRow = (p: UtteranceParts) => PART_NAMES.map((part) => p[part]);

/**
 * Each phone's statistics in the real readings of the right sentence (most of them read well enough):
 * GOP mean and spread, typical frames; phones seen fewer than 20 times are left to the raw values.
 */
export function phoneStatistics(readingsOfTheRightSentence: readonly UtteranceFeatures[]): NonNullable<ScoringModel['phoneStats']> {
  const byPhone = new Map<string, { gop: number[]; frames: number[]; posterior: number[] }>();
  const add = (key: string, phone: UtteranceFeatures['phones'][number]) => {
    const entry = byPhone.get(key) ?? { gop: [], frames: [], posterior: [] };
    entry.gop.push(phone.gop);
    entry.frames.push(phone.frames);
    entry.posterior.push(phone.posterior);
    byPhone.set(key, entry);
  };
  for (const features of readingsOfTheRightSentence) {
    for (const p of features.phones) {
      add(p.phone, p);
      add('*', p);
    }
  }
  const stats: NonNullable<ScoringModel['phoneStats']> = {};
  for (const [phone, { gop, frames, posterior }] of byPhone) {
    if (gop.length < 20) continue;
    const gopSpread = meanAndSpread(gop);
    const posteriorSpread = meanAndSpread(posterior);
    const medianFrames = frames.toSorted((a, b) => a - b)[Math.floor(frames.length / 2)]!;
    stats[phone] = {
      gopMean: hundredths(gopSpread.mean),
      gopSd: hundredths(gopSpread.sd),
      frames: Math.max(3, medianFrames),
      posteriorMean: hundredths(posteriorSpread.mean),
      posteriorSd: hundredths(posteriorSpread.sd),
    };
  }
  return stats;
}

const hundredths = (x: number) => Math.round(x * 100) / 100;

/** The mean and standard deviation of values (the deviation 1 when they are all alike). */
function meanAndSpread(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1 };
}

/**
 * The share of phones the experts marked right that may show red in training (issue 39: at most 5 % held out). Held
 * out on the sample's 356 scored readings, 3 % here showed 6.6 % red, 1 % 5.0 %, 0.5 % 4.8 %: the rest are phones of
 * unseen speakers and of words scored as not said (all their phones red).
 */
const RIGHT_PHONES_RED = 0.005;

/** The fluency of a reader at the sample's typical reading rate (the experts' mean fluency is 8.6 of 10). */
export const FLUENCY_AT_TYPICAL_RATE = 85;

/** The phone and fluency parts of the model, from the expert-scored readings (own and other sentence). */
export function fitPhoneAndFluency(readings: readonly CorpusReading[], base: ScoringModel, options: Pick<FitOptions, 'phoneStats'> = {}): ScoringModel {
  const normalised: ScoringModel = { ...base, phoneStats: options.phoneStats ?? phoneStatistics(readings.filter(isRealOwn).map((r) => r.features)) };
  const phoneRows: number[][] = [];
  const phoneTargets: number[] = [];
  /** Whether each row's target is the experts' mark (else a phone of another sentence). */
  const markedByExperts: boolean[] = [];
  const scored = readings.filter((r) => r.source === 'real' && r.expert);
  for (const reading of scored) {
    if (reading.kind === 'own') {
      let knownIndex = 0;
      reading.expert!.words.forEach((word, w) => {
        if (!reading.pronunciations[w]?.length) return;
        const ours = reading.features.phones.filter((p) => p.word === knownIndex);
        knownIndex++;
        if (ours.length !== word.phones.length) return;
        ours.forEach((p, i) => {
          phoneRows.push(phoneInputs(normalised, p));
          phoneTargets.push(word.phonesAccuracy[i]! / 2);
          markedByExperts.push(true);
        });
      });
    } else if (reading.kind === 'other') {
      for (const p of reading.features.phones) {
        phoneRows.push(phoneInputs(normalised, p));
        phoneTargets.push(0);
        markedByExperts.push(false);
      }
    }
  }
  const [gopWeight, durationWeight, agreementWeight, posteriorWeight, posteriorZWeight, phoneBias] = fitLogistic(phoneRows, phoneTargets);
  // Fluency is not regressed on the experts' fluency: the sample's 65 expert-scored readings come from
  // four speakers, so any fit learns those four speakers' levels, and on an unseen speaker it did worse
  // than a constant (held-out correlation -0.7). The reading rate's place among all real readers
  // (unlabelled) sets the scale; a typical rate gets FLUENCY_AT_TYPICAL_RATE.
  const rates = readings.filter((r) => r.source === 'real' && r.kind === 'own').map((r) => readingRate(r.features)).filter((x) => x > 0);
  const { mean: typicalRate, sd: rateSpread } = meanAndSpread(rates);
  const phone = { gopWeight: gopWeight!, durationWeight: durationWeight!, agreementWeight: agreementWeight!, posteriorWeight: posteriorWeight!, posteriorZWeight: posteriorZWeight!, bias: phoneBias! };
  // The red line: the phone score that all but RIGHT_PHONES_RED of the phones the experts marked right reach.
  const rightScores = phoneRows.flatMap((row, i) => (phoneTargets[i] === 1 ? [phoneScoreOfInputs(phone, row)] : []));
  const redBelow = rightScores.toSorted((a, b) => a - b)[Math.floor(RIGHT_PHONES_RED * rightScores.length)];
  const marked = phoneRows.flatMap((row, i) => (markedByExperts[i] ? [{ score: phoneScoreOfInputs(phone, row), mark: phoneTargets[i]! }] : []));
  const shownSlope = redBelow === undefined ? undefined : fitShownSlope(marked, redBelow);
  return {
    ...normalised,
    phone: { ...phone, ...(redBelow !== undefined ? { redBelow, shownSlope } : {}) },
    fluency: { typicalRate, rateSpread, bias: logit(FLUENCY_AT_TYPICAL_RATE / 100) },
  };
}

/** The slopes tried for the shown phone score (model.ts logOddsStretch). */
const SHOWN_SLOPES = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/**
 * The slope of the shown phone score whose shown scores follow the experts' marks best (Pearson) on these phones.
 * The red line stays where it is whatever the slope, so the colours' rates do not change with it.
 */
export function fitShownSlope(marked: readonly { score: number; mark: number }[], redBelow: number): number {
  const marks = marked.map((m) => m.mark);
  const agreement = (slope: number) => pearson(marked.map((m) => logOddsStretch(m.score, redBelow, slope)), marks);
  return SHOWN_SLOPES.reduce((best, slope) => (agreement(slope) > agreement(best) ? slope : best));
}

/** Where a red word ends (core/grading: < 60 is bad) and the share of words each side must get right (issue 12). */
export const WORD_FAIR_FROM = 60;
export const WORD_TARGETS = { goodShownFair: 0.85, wrongShownBad: 0.8 } as const;

/**
 * Words whose verdict is known, with the mean score of their phones: good (the experts gave 8 or more;
 * every word of a synthetic reading of its own sentence) and wrong (every word aligned against another
 * sentence, every word cut out of a skip reading).
 */
export function wordSamples(readings: readonly CorpusReading[], model: ScoringModel, { worstPhone = true } = {}): { raw: number; kept: number; worst: number; good: boolean }[] {
  const samples: { raw: number; kept: number; worst: number; good: boolean }[] = [];
  for (const reading of readings) {
    const { words } = utteranceParts(model, reading.features, reading.pronunciations);
    words.forEach((word, k) => {
      const raw = word.phones.length ? meanPhoneScore(model, word.phones) / 100 : 0;
      let good: boolean | undefined;
      if (reading.kind === 'other') good = false;
      else if (reading.kind === 'replace') good = k === reading.replaced ? false : undefined;
      else if (reading.kind === 'skip') good = k % 3 === 1 ? false : undefined;
      else if (reading.source === 'synthetic') good = true;
      else if (reading.expert) good = (reading.expert.words[k]?.accuracy ?? 0) >= 8 ? true : undefined;
      if (good !== undefined) samples.push({ raw, kept: word.kept ? 1 : 0, worst: worstPhone ? worstPosteriorZ(model, word.phones) : 0, good });
    });
  }
  return samples;
}

/**
 * The word scale: a logistic fit of good against wrong words (on the mean phone score, whether the optional-word
 * alignment kept the word, and its worst phone's posterior z-score), then the bias that puts 60 where the targets
 * want it. `byLength`: a word's phones counted by their length (meanPhoneScore; a sentence's words), or alike.
 * `worstPhone`: the worst phone's posterior among the inputs (a model without the classifier leaves it out).
 */
export function fitWord(readings: readonly CorpusReading[], fitted: ScoringModel, { byLength = true, worstPhone = true } = {}): ScoringModel {
  const model = { ...fitted, word: { ...fitted.word, byLength } };
  const samples = wordSamples(readings, model, { worstPhone });
  const goodCount = samples.filter((s) => s.good).length;
  const weights = samples.map((s) => (s.good ? 1 / goodCount : 1 / (samples.length - goodCount)));
  const [fittedScale, fittedKept, worstZWeight] = fitLogistic(samples.map((s) => [s.raw, s.kept, s.worst]), samples.map((s) => (s.good ? 1 : 0)), { weights, steps: 1500, nonNegative: true });
  const scale = Math.max(fittedScale!, 1);
  const keptWeight = fittedKept!;
  // The threshold is searched on the evidence divided by the scale, so it stays near the raw score's 0-1 range
  // (below 0 with a negative worst posterior z-score).
  const evidence = (s: { raw: number; kept: number; worst: number }) => s.raw + (keptWeight * s.kept + worstZWeight! * s.worst) / scale;
  const good = samples.filter((s) => s.good).map(evidence);
  const wrong = samples.filter((s) => !s.good).map(evidence);
  const shortfall = (t: number) => Math.max(WORD_TARGETS.goodShownFair - shareAtLeast(good, t), shareAtLeast(wrong, t) - (1 - WORD_TARGETS.wrongShownBad));
  let best = 0.5;
  const all = [...good, ...wrong];
  for (let t = Math.min(...all); t <= Math.max(...all); t += 0.005) if (shortfall(t) < shortfall(best)) best = t;
  return { ...model, word: { scale, keptWeight, bias: logit(WORD_FAIR_FROM / 100) - scale * best, byLength, worstZWeight: worstZWeight! } };
}

/**
 * Real readings that must fail (another sentence, words cut out) weigh double in the overall fit: with
 * equal weights their two targets (false acceptance 5 %, skip readings failing 90 %) were the ones the
 * pass mark could least afford, held out.
 */
const REAL_MUST_FAIL_WEIGHT = 2;

/** Whether a reading must pass (its own sentence, read whole) or must fail. */
export const mustPass = (r: CorpusReading) => r.kind === 'own';
const cellOf = (r: CorpusReading) => `${r.source}/${r.kind}`;

/** The share of `values` at or above the pass mark's evidence threshold. */
const shareAtLeast = (values: readonly number[], threshold: number) => (values.length ? values.filter((v) => v >= threshold).length / values.length : 0);

/** Each reading's parts (0-1) under a phone and fluency model: the inputs of the overall fit. */
export const overallRows = (readings: readonly CorpusReading[], model: ScoringModel) =>
  readings.map((r) => partsRow(utteranceParts(model, r.features, r.pronunciations).parts).map((v) => v / 100));

/**
 * The overall part: monotone logistic weights, then the bias that puts the pass mark where the targets
 * want it. `rows` (overallRows of these readings under `model`) may be given when already computed.
 */
export function fitOverall(allReadings: readonly CorpusReading[], model: ScoringModel, allRows = overallRows(allReadings, model)): ScoringModel {
  // A reading with one word replaced should neither surely pass nor surely fail: it teaches words only.
  const used = allReadings.flatMap((r, i) => (r.kind === 'replace' ? [] : [i]));
  const readings = used.map((i) => allReadings[i]!);
  const rows = used.map((i) => allRows[i]!);
  const cells = new Map<string, number>();
  for (const r of readings) cells.set(cellOf(r), (cells.get(cellOf(r)) ?? 0) + 1);
  const weights = readings.map((r) => (r.source === 'real' && !mustPass(r) ? REAL_MUST_FAIL_WEIGHT : 1) / cells.get(cellOf(r))!);
  const fitted = fitLogistic(rows, readings.map((r) => (mustPass(r) ? 1 : 0)), { weights, nonNegative: true });
  const evidence = rows.map((row) => row.reduce((s, v, j) => s + v * fitted[j]!, 0));
  // The threshold on the evidence whose worst shortfall against the targets is smallest.
  const groups = {
    good: readings.flatMap((r, i) => (r.source === 'real' && r.kind === 'own' && (r.expert ? r.expert.total >= 8 : true) ? [evidence[i]!] : [])),
    synthetic: readings.flatMap((r, i) => (r.source === 'synthetic' && r.kind === 'own' ? [evidence[i]!] : [])),
    other: readings.flatMap((r, i) => (r.kind === 'other' ? [evidence[i]!] : [])),
    skip: readings.flatMap((r, i) => (r.kind === 'skip' ? [evidence[i]!] : [])),
  };
  const shortfall = (t: number) => Math.max(
    1 - shareAtLeast(groups.good, t) - TARGETS.falseRejection,
    shareAtLeast(groups.other, t) - TARGETS.falseAcceptance,
    TARGETS.syntheticPass - shareAtLeast(groups.synthetic, t),
    shareAtLeast(groups.skip, t) - (1 - TARGETS.skipFail),
  );
  const candidates = [...new Set(evidence)].toSorted((a, b) => a - b);
  let best = candidates[0]!;
  for (const t of candidates) if (shortfall(t) < shortfall(best)) best = t;
  return {
    ...model,
    overall: { bias: logit(PASS_MARK / 100) - best, ...(Object.fromEntries(PART_NAMES.map((part, j) => [part, fitted[j]!])) as UtteranceParts) },
  };
}

/**
 * What a reading that passes scores on average (issue 39): the sample's experts gave its 65 scored
 * readings 8.0 of 10 on average (all of them pass). A design constant like FLUENCY_AT_TYPICAL_RATE,
 * not refitted per fold: the 65 readings come from four speakers who differ in level (means 6.8 to 8.9),
 * and a target taken from the other three speakers' scores is what the left-out speaker's is not (with it,
 * the held-out correlation of the overall fell to -0.30).
 */
export const PASSING_OVERALL_MEAN = 80;

/**
 * The spread of the overall above the pass mark (issue 39): the one scale of the evidence beyond the mark
 * under which the readings of a population that pass score PASSING_OVERALL_MEAN on average. No reading is
 * paired with an expert's score (a fit on pairs learnt the four scored speakers' levels: held out, its
 * correlation fell below zero); the population is the public corpus's learners when given (--population),
 * else the training set's own real readings.
 */
export function fitSpread(readings: readonly CorpusReading[], model: ScoringModel, population?: readonly UnlabelledReading[]): ScoringModel {
  const evidenceOf = (r: UnlabelledReading) => overallEvidence(model, utteranceParts(model, r.features, r.pronunciations).parts);
  const passing = (population ?? readings.filter(isRealOwn)).map(evidenceOf).filter((e) => e >= PASS_MARK_EVIDENCE);
  if (!passing.length) return model;
  return { ...model, overall: { ...model.overall, spreadAbovePass: spreadForMean(model, passing, PASSING_OVERALL_MEAN) } };
}

/** The spread above the pass mark (0-1) under which readings of this evidence (all passing) score `target` on average. */
export function spreadForMean(model: ScoringModel, passingEvidence: readonly number[], target: number): number {
  const meanAt = (spread: number) => {
    const scaled: ScoringModel = { ...model, overall: { ...model.overall, spreadAbovePass: spread } };
    return passingEvidence.reduce((sum, e) => sum + overallFromEvidence(scaled, e), 0) / passingEvidence.length;
  };
  // The mean rises with the spread: bisection; 1 (no change) when even that stays below the target.
  if (meanAt(1) <= target) return 1;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (meanAt(middle) < target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Readings of at least this many speakers scored by the experts are needed to fit the quality (the sample's own 65 are of 4). */
export const QUALITY_MIN_SPEAKERS = 20;
/**
 * The share of the readings the experts gave 8 or more that the quality may fail in training (held out, more fail:
 * issue 12's aim is at most 10 %). No synthetic reading that its evidence passes may fail by its quality in
 * training: with 5 % of them allowed to, 88.3 % passed held out (aim at least 90 %).
 */
const QUALITY_FAILS_GOOD = 0.02;

/** The value that `share` of `values` fall below. */
const quantile = (values: readonly number[], share: number) => values.toSorted((a, b) => a - b)[Math.floor(share * values.length)]!;

/**
 * The overall's quality (issue 39, model.ts OverallQuality): 10 × the experts' total regressed on the quality inputs
 * of the real readings they scored by least absolute deviations (fitLeastAbsolute), weights never negative;
 * `passFrom` the quality that all but QUALITY_FAILS_GOOD of the readings they gave 8 or more and every synthetic
 * reading read whole by its evidence reach; and the spread below the pass mark that brings the scored readings'
 * overall nearest their experts' (mean absolute error).
 * Unchanged without experts' scores of QUALITY_MIN_SPEAKERS speakers.
 */
export function fitQuality(readings: readonly CorpusReading[], model: ScoringModel): ScoringModel {
  if (new Set(readings.filter((r) => isRealOwn(r) && r.expert).map((r) => r.group)).size < QUALITY_MIN_SPEAKERS) return model;
  const measured = (r: CorpusReading) => utteranceParts(model, r.features, r.pronunciations);
  // A reading with nothing aligned fails by its evidence whatever its quality, and its inputs (no posterior) are no
  // learner's: left out of the fit, where one such reading took the posterior's weight to 0.
  const scored = readings.filter((r) => isRealOwn(r) && r.expert && r.features.phones.length).map((r) => ({ expert: r.expert!, ...measured(r) }));
  const fitted = fitLeastAbsolute(scored.map((r) => QUALITY_INPUTS.map((name) => r.quality[name])), scored.map((r) => 10 * r.expert.total), { nonNegative: true });
  const weights = Object.fromEntries(QUALITY_INPUTS.map((name, j) => [name, fitted[j]!])) as Record<(typeof QUALITY_INPUTS)[number], number>;
  const unbounded: OverallQuality = { ...weights, bias: fitted[QUALITY_INPUTS.length]!, passFrom: -Infinity, spreadBelowPass: 1 };
  const good = scored.filter((r) => r.expert.total >= 8).map((r) => qualityScore(unbounded, r.quality));
  const synthetic = readings.filter((r) => r.source === 'synthetic' && r.kind === 'own').map(measured).filter((r) => overallEvidence(model, r.parts) >= PASS_MARK_EVIDENCE);
  const passFrom = Math.min(quantile(good, QUALITY_FAILS_GOOD), ...synthetic.map((r) => qualityScore(unbounded, r.quality)));
  const withSpread = (spreadBelowPass: number): ScoringModel => ({ ...model, overall: { ...model.overall, quality: { ...unbounded, passFrom, spreadBelowPass } } });
  const meanError = (candidate: ScoringModel) => scored.reduce((sum, r) => sum + Math.abs(overallScore(candidate, r.parts, r.quality) - 10 * r.expert.total), 0) / scored.length;
  let best = withSpread(1);
  for (let spread = 0.1; spread < 1; spread += 0.05) if (meanError(withSpread(spread)) < meanError(best)) best = withSpread(spread);
  return best;
}

/** The sentence model from a set of readings: phones and fluency, then words, then the overall score, its spread and quality. */
export function fitSentenceModel(readings: readonly CorpusReading[], base: ScoringModel, options: FitOptions = {}): ScoringModel {
  const words = fitWord(readings, fitPhoneAndFluency(readings, base, options));
  return fitQuality(readings, fitSpread(readings, fitOverall(readings, words, overallRows(readings, words)), options.population));
}

/** The whole model from a set of readings: the sentence model, and the single word's parts. */
export function fitModel(readings: readonly CorpusReading[], base: ScoringModel, options: FitOptions = {}): ScoringModel {
  return { ...fitSentenceModel(readings, base, options), singleWord: fitSingleWord(readings, base, options) };
}

/** The readings as the engine measured them, without the phone classifier's evidence (every posterior 0). */
export const withoutClassifier = (readings: readonly CorpusReading[]): CorpusReading[] =>
  readings.map((r) => ({ ...r, features: { ...r.features, phones: r.features.phones.map((p) => ({ ...p, posterior: 0 })) } }));

/** Phone statistics without the classifier's (a single word's phones are scored without it). */
const withoutPosteriorStatistics = (stats: NonNullable<ScoringModel['phoneStats']>) =>
  Object.fromEntries(Object.entries(stats).map(([phone, { gopMean, gopSd, frames }]) => [phone, { gopMean, gopSd, frames }]));

/**
 * The phone and word parts for a text of one word (model.singleWord): fitted as the sentence model's are,
 * on the same readings, without the classifier (a constant input gets no weight), each phone of the word alike.
 */
export function fitSingleWord(readings: readonly CorpusReading[], base: ScoringModel, options: Pick<FitOptions, 'phoneStats'> = {}): Pick<ScoringModel, 'phone' | 'word'> {
  const plain = withoutClassifier(readings);
  const phoneStats = options.phoneStats && withoutPosteriorStatistics(options.phoneStats);
  const { phone, word } = fitWord(plain, fitPhoneAndFluency(plain, base, { phoneStats }), { byLength: false, worstPhone: false });
  return { phone: { ...phone, posteriorWeight: 0, posteriorZWeight: 0 }, word };
}
