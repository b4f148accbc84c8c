/**
 * `npm run fit:scorer [-- DIR]`: fits the scoring engine's small model (server/scoring/pocketsphinx/
 * model.json) on the expert-scored utterances of DIR/scored (default: the shared speechocean762
 * sample) and prints the fit's correlations.
 *
 * Besides the experts' scores it uses label-free pairs: each recording aligned against another
 * utterance's sentence, whose phones must count as wrong and whose overall must be low. The experts
 * rate most phones "good", and plain GOP tells their good from their poor phones only weakly; the
 * pairs are what teaches the model how wrong speech looks.
 *
 * 1. phone: logistic regression on the phone's GOP and duration; targets: the expert's phone
 *    accuracy (0-2, as 0-1) where our pronunciation of a word has as many phones as the expert's, and
 *    0 for every phone aligned against the wrong sentence.
 * 2. fluency: logistic regression of the expert's fluency (0-10, as 0-1) on the pause share and the
 *    distance of the speech rate from a typical rate.
 * 3. overall: ridge least squares of the expert's total (0-10, as 0-100), and 0 for the wrong-sentence
 *    pairs, on the engine's pronunciation, fluency and completeness.
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { audioForEngine } from '../server/scoring/pocketsphinx/engine';
import { utteranceFeatures, type UtteranceFeatures } from '../server/scoring/pocketsphinx/features';
import { MODEL_FILE, durationTerm, fluencyScore, loadModel, overallScore, phoneScore, utteranceAgreement, type ScoringModel } from '../server/scoring/pocketsphinx/model';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { pronounce, wordsOf } from '../server/scoring/lexicon';
import { pearson, readExpertScores, type ExpertUtterance } from './lib/scorer-data';

const dir = process.argv[2] ?? '../shared/data/speechocean762-sample';
const experts = readExpertScores(dir);
if (!experts) {
  console.error(`fit-scorer: ${dir}/scored/scores.json not found`);
  process.exit(2);
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Logistic regression with soft targets in [0, 1], by gradient descent on standardised inputs. */
function fitLogistic(rows: number[][], targets: number[], steps = 4000, rate = 0.5): number[] {
  const k = rows[0]!.length;
  const mean = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length);
  const sd = Array.from({ length: k }, (_, j) => Math.sqrt(rows.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / rows.length) || 1);
  const z = rows.map((r) => r.map((v, j) => (v - mean[j]!) / sd[j]!));
  const w = Array.from({ length: k + 1 }, () => 0);
  for (let step = 0; step < steps; step++) {
    const grad = Array.from({ length: k + 1 }, () => 0);
    z.forEach((r, i) => {
      const error = sigmoid(w[k]! + r.reduce((s, v, j) => s + v * w[j]!, 0)) - targets[i]!;
      r.forEach((v, j) => (grad[j]! += error * v));
      grad[k]! += error;
    });
    for (let j = 0; j <= k; j++) w[j]! -= (rate * grad[j]!) / rows.length;
  }
  // Back to the raw inputs: weight / sd, bias - sum(weight · mean / sd).
  const weights = w.slice(0, k).map((v, j) => v / sd[j]!);
  return [...weights, w[k]! - weights.reduce((s, v, j) => s + v * mean[j]!, 0)];
}

/**
 * Ridge least squares by the normal equations (a handful of unknowns: Gaussian elimination is
 * plenty). The ridge keeps a feature that hardly varies from taking an absurd weight.
 */
function fitLinear(rows: number[][], targets: number[], ridge = 10): number[] {
  const x = rows.map((r) => [1, ...r]);
  const k = x[0]!.length;
  const a = Array.from({ length: k }, (_row, i) => [
    ...Array.from({ length: k }, (_column, j) => x.reduce((s, r) => s + r[i]! * r[j]!, 0) + (i === j && i > 0 ? ridge * rows.length : 0)),
    x.reduce((s, r, n) => s + r[i]! * targets[n]!, 0),
  ]);
  for (let c = 0; c < k; c++) {
    const pivot = a.slice(c).reduce((best, row, i) => (Math.abs(row[c]!) > Math.abs(a[best]![c]!) ? c + i : best), c);
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < k; r++) if (r !== c) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= k; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row, i) => row[k]! / row[i]!);
}

const pool = new WorkerPool(2);
interface Measured { expert: ExpertUtterance; features: UtteranceFeatures; pronunciations: (string[] | undefined)[]; wrong: { features: UtteranceFeatures; pronunciations: (string[] | undefined)[] } }
const measured: Measured[] = [];
const pronunciationsOf = (text: string) => Promise.all(wordsOf(text).map((w) => pronounce(w.word)));
const knownOf = (p: (string[] | undefined)[]) => p.filter((x): x is string[] => Boolean(x?.length));
try {
  await Promise.all(experts.map(async (expert, i) => {
    const pronunciations = await pronunciationsOf(expert.text);
    const pcm = audioForEngine(await readFile(join(dir, 'scored', 'wav', `${expert.utt}.wav`)));
    const other = await pronunciationsOf(experts[(i + 7) % experts.length]!.text);
    measured.push({
      expert,
      pronunciations,
      features: utteranceFeatures(await pool.align(pcm, knownOf(pronunciations)), knownOf(pronunciations)),
      wrong: { pronunciations: other, features: utteranceFeatures(await pool.align(pcm, knownOf(other)), knownOf(other)) },
    });
  }));
} finally {
  await pool.close();
}

// 1. Phones, paired with the expert's where the phone counts of a word agree.
const phoneRows: number[][] = [];
const phoneTargets: number[] = [];
for (const { expert, features, pronunciations } of measured) {
  let knownIndex = 0;
  expert.words.forEach((word, w) => {
    if (!pronunciations[w]?.length) return;
    const ours = features.phones.filter((p) => p.word === knownIndex);
    knownIndex++;
    if (ours.length !== word.phones.length) return;
    ours.forEach((p, i) => {
      phoneRows.push([p.gop, durationTerm(p.durationRatio), p.agreement]);
      phoneTargets.push(word.phonesAccuracy[i]! / 2);
    });
  });
}
const expertPhoneCount = phoneRows.length;
for (const { wrong } of measured) {
  for (const p of wrong.features.phones) {
    phoneRows.push([p.gop, durationTerm(p.durationRatio), p.agreement]);
    phoneTargets.push(0);
  }
}
const [gopWeight, durationWeight, agreementWeight, phoneBias] = fitLogistic(phoneRows, phoneTargets);
const model: ScoringModel = { ...loadModel(), phone: { gopWeight: gopWeight!, durationWeight: durationWeight!, agreementWeight: agreementWeight!, bias: phoneBias! } };

// 2. Fluency.
const typicalRate = measured.reduce((s, m) => s + m.features.speechRate, 0) / measured.length;
const fluencyRows = measured.map(({ features }) => [features.pauseFrames / Math.max(1, features.speechFrames + features.pauseFrames), Math.abs(features.speechRate - typicalRate)]);
const [pauseWeight, rateWeight, fluencyBias] = fitLogistic(fluencyRows, measured.map((m) => m.expert.fluency / 10));
model.fluency = { pauseWeight: pauseWeight!, rateWeight: rateWeight!, typicalRate, bias: fluencyBias! };

// 3. Overall, from the engine's own pronunciation, fluency and completeness.
function engineScores(features: UtteranceFeatures, pronunciations: (string[] | undefined)[]) {
  let knownIndex = 0;
  const wordScores = pronunciations.map((p) => {
    if (!p?.length) return 0;
    const phones = features.phones.filter((x) => x.word === knownIndex);
    knownIndex++;
    return phones.length ? phones.reduce((s, x) => s + phoneScore(model, x), 0) / phones.length : 0;
  });
  return {
    pronunciation: wordScores.reduce((a, b) => a + b, 0) / Math.max(1, pronunciations.length),
    fluency: fluencyScore(model, features),
    completeness: (100 * wordScores.filter((s) => s >= model.wordSaidFrom).length) / Math.max(1, pronunciations.length),
    agreement: utteranceAgreement(features),
    match: 100 * features.sequenceMatch,
  };
}
const utteranceScores = measured.map((m) => engineScores(m.features, m.pronunciations));
const wrongScores = measured.map((m) => engineScores(m.wrong.features, m.wrong.pronunciations));
// A better pronunciation, fluency, completeness, agreement or match must never lower the overall score: a feature whose
// weight comes out negative (noise on 65 utterances) is dropped and the rest refitted.
const overallRows = [...utteranceScores, ...wrongScores].map((u) => [u.pronunciation, u.fluency, u.completeness, u.agreement, u.match]);
const overallTargets = [...measured.map((m) => m.expert.total * 10), ...measured.map(() => 0)];
let kept = [0, 1, 2, 3, 4];
let fitted = fitLinear(overallRows.map((r) => kept.map((j) => r[j]!)), overallTargets);
while (fitted.slice(1).some((w) => w < 0)) {
  kept = kept.filter((_, i) => fitted[i + 1]! >= 0);
  fitted = fitLinear(overallRows.map((r) => kept.map((j) => r[j]!)), overallTargets);
}
const weightOf = (feature: number) => (kept.includes(feature) ? fitted[kept.indexOf(feature) + 1]! : 0);
model.overall = { intercept: fitted[0]!, pronunciation: weightOf(0), fluency: weightOf(1), completeness: weightOf(2), agreement: weightOf(3), match: weightOf(4) };
model.fittedOn = `speechocean762 sample, scored/ (${measured.length} utterances, ${expertPhoneCount} expert-scored phones) and ${measured.length} wrong-sentence pairs, ${new Date().toISOString().slice(0, 10)}`;

const round = (x: number) => Math.round(x * 10000) / 10000;
const rounded = JSON.parse(JSON.stringify(model, (_, v: unknown) => (typeof v === 'number' ? round(v) : v))) as ScoringModel;
writeFileSync(MODEL_FILE, `${JSON.stringify(rounded, null, 2)}\n`);

const overall = utteranceScores.map((u) => overallScore(rounded, u));
console.log(`fitted on ${measured.length} utterances and ${phoneRows.length} phones; wrote ${MODEL_FILE}`);
const ownPhones = phoneRows.slice(0, expertPhoneCount);
console.log(`in-sample PCC with the experts: phone ${pearson(ownPhones.map((r) => phoneScore(rounded, { gop: r[0]!, durationRatio: Math.exp(r[1]!), agreement: r[2]! })), phoneTargets.slice(0, expertPhoneCount)).toFixed(3)}, ` +
  `fluency ${pearson(measured.map((m) => fluencyScore(rounded, m.features)), measured.map((m) => m.expert.fluency)).toFixed(3)}, ` +
  `total ${pearson(overall, measured.map((m) => m.expert.total)).toFixed(3)}`);
