/**
 * The small model that maps features to 0-100 scores, fitted on the speechocean762 sample by
 * `npm run fit:scorer` (scripts/fit-scorer.ts) and shipped as model.json beside this file.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRONUNCIATION_TIER_GOOD_FROM } from '@core/grading';
import type { PhoneFeature, UtteranceFeatures } from './features';

export interface ScoringModel {
  /**
   * Phone score = 100 · sigmoid(gop · gopWeight + durationWeight · |log durationRatio| + agreementWeight · agreement
   * + posteriorWeight · posterior + posteriorZWeight · posteriorZ + bias), on phoneInputs. posterior is the phone
   * classifier's (issue 39), posteriorZ the same against that phone's own mean and spread (phoneStats).
   */
  /**
   * `redBelow`: the phone score under which a phone is shown red (issue 39). The phone score is the chance
   * the phone was said right; shown as is, four in ten phones the experts marked right were red. The
   * score a student sees (shownPhoneScore) puts `redBelow` at 60, the app's red line. `shownSlope`: how steeply the
   * shown score follows the phone score's log-odds around that line (fitted; without it, a linear stretch).
   */
  phone: { gopWeight: number; durationWeight: number; agreementWeight: number; posteriorWeight?: number; posteriorZWeight?: number; bias: number; redBelow?: number; shownSlope?: number };
  /**
   * Per phone (ARPAbet), and '*' for all: GOP mean and spread, typical frames, and the classifier's mean log posterior
   * and its spread, in readings of the right sentence.
   */
  phoneStats?: Record<string, { gopMean: number; gopSd: number; frames: number; posteriorMean?: number; posteriorSd?: number }>;
  /**
   * Word score = 100 · sigmoid(scale · meanPhoneScore / 100 + keptWeight · kept + worstZWeight · worstPosteriorZ + bias):
   * the mean of the word's phone scores, whether the alignment with optional words kept the word (1) or dropped it
   * (0), and how far its worst phone's classifier posterior lies below that phone's own (a model without
   * `worstZWeight` leaves it out), calibrated so that 60 (the line between a red word and a fair one) separates words read well
   * from words not said or said wrong (scripts/lib/scorer-fit.ts). `byLength`: the phones counted by their
   * length in that mean (a sentence's model); each phone alike without it (a single word's: singleWord).
   */
  word: { scale: number; keptWeight: number; bias: number; byLength?: boolean; worstZWeight?: number };
  /**
   * Fluency = 100 · sigmoid(bias + (readingRate - typicalRate) / rateSpread): the phones per second
   * from the first word to the last (so pauses slow it down) against the readers of the sample
   * (mean and spread), and the experts' mean fluency for a reader at the typical rate.
   */
  fluency: { typicalRate: number; rateSpread: number; bias: number };
  /**
   * Overall = 100 · sigmoid(bias + Σ weight · part / 100) over the PART_NAMES, each part 0-100
   * (UtteranceParts).
   * The weights are never negative, so better evidence never lowers the score, and the fit puts the
   * pass mark 70 (spec 01: oral reading correct from 70) between the readings that must pass and those
   * that must fail (scripts/fit-scorer.ts).
   * `spreadAbovePass` (issue 39): from the pass mark on, the evidence beyond the mark counts this much
   * (0-1), so that the overall spreads as the experts' totals do instead of most readings that pass
   * reaching 100 (overallScore). Fitted without pairing readings to the experts (fitSpread).
   */
  overall: { bias: number; spreadAbovePass?: number; quality?: OverallQuality } & UtteranceParts;
  /**
   * For a text of one word (the word book's practice): phone and word parts fitted without the phone
   * classifier (posteriorWeight 0). The classifier learnt from sentences and normalises its features by the
   * recording's own mean; a word said alone lies outside what it saw, and with it right single words scored
   * 60 or more 83.8 % of the time instead of 90.1 % (npm run bench:scorer). See modelForText.
   */
  singleWord?: Pick<ScoringModel, 'phone' | 'word'>;
  /** A word counts as said (for completeness and integrity) from this pronunciation score. */
  wordSaidFrom: number;
  fittedOn?: string;
}

export const MODEL_FILE = join(dirname(fileURLToPath(import.meta.url)), 'model.json');

export function loadModel(file = MODEL_FILE): ScoringModel {
  return JSON.parse(readFileSync(file, 'utf8')) as ScoringModel;
}

/** The model a text is scored with: its singleWord parts for a text of one known word, else the model itself. */
export function modelForText(model: ScoringModel, knownWords: number): ScoringModel {
  return knownWords === 1 && model.singleWord ? { ...model, ...model.singleWord } : model;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number) => Math.max(0, Math.min(100, x));
const round = (x: number) => Math.round(x * 10) / 10;

/** What a phone's score is computed from (features.ts PhoneFeature). */
export type PhoneEvidence = { phone?: string; gop: number; durationRatio: number; agreement: number; posterior: number };

/**
 * A phone's inputs to its score, normalised by what that phone is like in readings of the right
 * sentence (model.phoneStats): GOP as a z-score (some phones always score lower than others), and
 * duration against the phone's own typical length. A phone without statistics of its own uses those of
 * all phones ('*'); a model without any uses the raw values. Agreement and the classifier's posterior as they are,
 * and that posterior as a z-score too (0 without its statistics): the classifier is surer of some phones than of
 * others (issue 39, item 2).
 */
export function phoneInputs(model: ScoringModel, phone: PhoneEvidence): [number, number, number, number, number] {
  const stats = (phone.phone ? model.phoneStats?.[phone.phone] : undefined) ?? model.phoneStats?.['*'];
  if (!stats) return [phone.gop, durationTerm(phone.durationRatio), phone.agreement, phone.posterior, 0];
  const posteriorZ = stats.posteriorMean === undefined ? 0 : (phone.posterior - stats.posteriorMean) / (stats.posteriorSd || 1);
  return [(phone.gop - stats.gopMean) / stats.gopSd, durationTerm((phone.durationRatio * TYPICAL_PHONE_FRAMES) / stats.frames), phone.agreement, phone.posterior, posteriorZ];
}

export function phoneScore(model: ScoringModel, phone: PhoneEvidence): number {
  return round(phoneScoreOfInputs(model.phone, phoneInputs(model, phone)));
}

/** A phone's score (0-100, unrounded) from its inputs (phoneInputs) under the phone part of a model. */
export function phoneScoreOfInputs(phoneModel: ScoringModel['phone'], [gop, duration, agreement, posterior, posteriorZ]: readonly number[]): number {
  const { gopWeight, durationWeight, agreementWeight, posteriorWeight = 0, posteriorZWeight = 0, bias } = phoneModel;
  return 100 * sigmoid(gop! * gopWeight + durationWeight * duration! + agreementWeight * agreement! + posteriorWeight * (posterior ?? 0) + posteriorZWeight * (posteriorZ ?? 0) + bias);
}

/** Where the app shows a phone red (below) and green (from 80): plugins' phoneme colours. */
export const PHONE_RED_BELOW = 60;

/**
 * The phone's score as the student sees it: the model's `redBelow` moved to 60, so the colours follow the experts'
 * marks while the order of phones is kept (0 stays 0, 100 stays 100). With the model's `shownSlope` the score's
 * log-odds are scaled around the red line (logOddsStretch); held out on 120 speakers this took the shown scores'
 * Pearson with the experts' marks from 0.395 to 0.407 and the right phones shown green (80 or more) from 80 % to 93 %,
 * the red ones unchanged (README, issue 39). Without it the scale is stretched linearly on each side of the line.
 * Words and the overall use phoneScore itself.
 */
export function shownPhoneScore(model: ScoringModel, phone: Parameters<typeof phoneScore>[1]): number {
  const score = phoneScore(model, phone);
  const { redBelow, shownSlope } = model.phone;
  if (redBelow === undefined || redBelow <= 0 || redBelow >= 100) return score;
  if (shownSlope !== undefined) return round(logOddsStretch(score, redBelow, shownSlope));
  const shown = score < redBelow ? (PHONE_RED_BELOW * score) / redBelow : PHONE_RED_BELOW + ((100 - PHONE_RED_BELOW) * (score - redBelow)) / (100 - redBelow);
  return round(shown);
}

/** The log-odds of a score 0-100: -Infinity at 0 and Infinity at 100, which the sigmoid takes back to 0 and 100. */
const logOdds = (score: number) => {
  const p = Math.min(Math.max(score / 100, 0), 1);
  return Math.log(p / (1 - p));
};

/** A phone score (0-100) shown with `redBelow` at 60 and its log-odds from the line scaled by `slope` (> 0). */
export function logOddsStretch(score: number, redBelow: number, slope: number): number {
  return 100 * sigmoid(logOdds(PHONE_RED_BELOW) + slope * (logOdds(score) - logOdds(redBelow)));
}

/**
 * A word's phones as the student sees them (shownPhoneScore), every one red when the word itself scores
 * as not said (under wordSaidFrom): a child should not see a word marked as not said with green sounds in
 * it. Held out (issue 39), this turned the phones the experts marked 1 of 2 or less red 56.3 % of the time
 * instead of 43.8 %, and those they marked right 4.3 % instead of 3.6 % (npm run bench:scorer).
 */
export function shownPhoneScores(model: ScoringModel, word: { score: number; phones: readonly Parameters<typeof phoneScore>[1][] }): number[] {
  const shown = word.phones.map((phone) => shownPhoneScore(model, phone));
  return word.score < model.wordSaidFrom ? shown.map((score) => Math.min(score, PHONE_RED_BELOW - 1)) : shown;
}

/** The frames a phone's durationRatio is relative to (features.ts). */
const TYPICAL_PHONE_FRAMES = 8;

/**
 * A word's phones' mean score (0-100). With the model's `word.byLength` each phone counts by its length in
 * frames, a phone shorter than a typical one (TYPICAL_PHONE_FRAMES) as a typical one: the classifier's
 * evidence over more frames is surer, and the long phones (the vowels) are what the experts hear a word by;
 * held out, the sentence model's word scores followed the experts' at Pearson 0.472 instead of 0.385 (README,
 * issue 39). Never less than a typical length, so that the phones of a word that was not said, squeezed into
 * a few frames each, count as much as the others. A single word's model counts each phone alike: by length,
 * wrong words reached 60 13.5 % of the time instead of 8.1 %.
 */
export function meanPhoneScore(model: ScoringModel, phones: readonly PhoneFeature[]): number {
  const weightOf = (phone: PhoneFeature) => (model.word.byLength ? Math.max(TYPICAL_PHONE_FRAMES, phone.frames) : 1);
  const total = phones.reduce((n, phone) => n + weightOf(phone), 0);
  return phones.reduce((n, phone) => n + weightOf(phone) * phoneScore(model, phone), 0) / total;
}

/** A word's score from its phones' mean score (meanPhoneScore), whether the optional-word alignment kept it, and its worst phone's posterior (worstPosteriorZ). */
export function wordScore(model: ScoringModel, phones: readonly PhoneFeature[], kept: boolean): number {
  const { scale, keptWeight, bias, worstZWeight = 0 } = model.word;
  return Math.round(100 * sigmoid(scale * (meanPhoneScore(model, phones) / 100) + (kept ? keptWeight : 0) + worstZWeight * worstPosteriorZ(model, phones) + bias));
}

/** Where a word's worst phone posterior z-score is floored (worstPosteriorZ). */
export const WORST_Z_FLOOR = -4;

/**
 * The lowest of the word's phones' classifier posterior z-scores (phoneInputs: against that phone's own mean and
 * spread), floored at WORST_Z_FLOOR. Why: the experts mark a word down for one phone said wrong, which the mean of
 * its phones dilutes; held out (issue 39), this input took Pearson word from 0.434 to 0.474 (README). The floor:
 * a phone the classifier is sure is something else says so as plainly at -4 as at -10, and one such phone
 * should not outweigh the rest of the evidence. A word with no phone aligned is at the floor.
 */
export function worstPosteriorZ(model: ScoringModel, phones: readonly PhoneFeature[]): number {
  return phones.length ? Math.max(WORST_Z_FLOOR, Math.min(...phones.map((p) => phoneInputs(model, p)[4]))) : WORST_Z_FLOOR;
}

/** How far a phone's length is from typical, either way (log scale). */
export const durationTerm = (durationRatio: number) => Math.abs(Math.log(Math.max(durationRatio, 0.05)));

/** Phones per second from the first word to the last, pauses included (0 when nothing was aligned). */
export function readingRate(features: UtteranceFeatures): number {
  const frames = features.speechFrames + features.pauseFrames;
  return frames ? features.phones.length / (frames / 100) : 0;
}

/**
 * How usual the reading rate is, 0-100 (100 at the typical rate, 61 one spread away either way): words
 * left out are squeezed into a few frames, which makes a reading implausibly fast.
 */
export function paceScore(model: ScoringModel, features: UtteranceFeatures): number {
  const { typicalRate, rateSpread } = model.fluency;
  return round(100 * Math.exp(-(((readingRate(features) - typicalRate) / rateSpread) ** 2) / 2));
}

export function fluencyScore(model: ScoringModel, features: UtteranceFeatures): number {
  const { typicalRate, rateSpread, bias } = model.fluency;
  return round(100 * sigmoid(bias + (readingRate(features) - typicalRate) / rateSpread));
}

/**
 * The parts of an utterance, each 0-100: pronunciation (mean word score), fluency, completeness (words
 * said), agreement (phone-loop agreement), match (sequence match), voiced: the share of words the
 * aligner gave a real duration (a word that was not said is squeezed into a few frames per phone),
 * heard: the phones the loop heard per phone of the sentence, capped at 100, and said: the share of
 * words the alignment with optional words kept or the forced alignment gave a real duration
 * (SAID_FRAMES_PER_PHONE).
 */
export const PART_NAMES = ['pronunciation', 'fluency', 'completeness', 'agreement', 'match', 'voiced', 'heard', 'said', 'pace'] as const;
export type UtteranceParts = Record<(typeof PART_NAMES)[number], number>;

/** A word whose phones average this many frames (10 ms) or fewer was not really said. */
export const SQUEEZED_FRAMES_PER_PHONE = 4.5;
/**
 * A word the optional-word alignment dropped still counts as said when the forced alignment gave its
 * phones more than this many frames each: there was speech there (eSpeak's "nine", an accented
 * "name"), while a word cut out of the audio is squeezed to 3-6 frames a phone.
 */
export const SAID_FRAMES_PER_PHONE = 6;

/**
 * A text of one word (the word book's practice) fails below PRONUNCIATION_TIER_GOOD_FROM when this share
 * of the speech heard or more lies outside the word: another word was said, and the one asked for only
 * fits into part of it ("amy" scored as "my", "run" as "li"). On eSpeak NG single words this kept 98 of 111
 * right words at 60 or more while wrong words reaching 60 fell from 20 to 9
 * (npm run bench:scorer).
 * A sentence is left alone: readers repeat and correct themselves, and the other parts catch other text.
 */
export const SINGLE_WORD_OUTSIDE_SPEECH_LIMIT = 0.35;

/** The mean frames (10 ms) of a word's phones; 0 for none. */
const framesPerPhone = (phones: readonly PhoneFeature[]) => (phones.length ? phones.reduce((n, p) => n + p.frames, 0) / phones.length : 0);

/** The pass mark of an oral reading's overall (spec 01: correct from 70). */
export const OVERALL_PASS_MARK = 70;
/** The overall's evidence (log-odds) at the pass mark. */
export const PASS_MARK_EVIDENCE = Math.log(OVERALL_PASS_MARK / (100 - OVERALL_PASS_MARK));

/** The overall's evidence: the log-odds that the reading is its sentence read whole (70 at the pass mark). */
export function overallEvidence(model: ScoringModel, parts: UtteranceParts): number {
  const o = model.overall;
  return o.bias + PART_NAMES.reduce((sum, part) => sum + o[part] * parts[part], 0) / 100;
}

/**
 * The overall 0-100 from its evidence. Below the pass mark it is the chance the sentence was read whole.
 * From the mark on, that chance says little about how well: half the sample's readings reached 100 while
 * the experts gave 10 to 1 in 65. There the evidence beyond the mark is scaled by spreadAbovePass, which
 * keeps the pass line where it is, keeps better evidence never scoring lower, and spreads passing readings
 * from 70 to near 100 as the experts' totals spread.
 */
export function overallFromEvidence(model: ScoringModel, evidence: number): number {
  const spread = model.overall.spreadAbovePass;
  const beyondTheMark = evidence - PASS_MARK_EVIDENCE;
  const scaled = spread !== undefined && beyondTheMark > 0 ? PASS_MARK_EVIDENCE + spread * beyondTheMark : evidence;
  return round(clamp(100 * sigmoid(scaled)));
}

/**
 * How well a reading was read (issue 39), on the overall's scale: a linear function with non-negative weights of
 * the QUALITY_INPUTS, fitted to 10 × the experts' total on the public corpus's scored readings
 * (scripts/lib/scorer-fit.ts fitQuality). `passFrom`: a reading read whole still fails under this quality (the
 * experts' 3s to 5s); `spreadBelowPass`: below the pass mark the overall's evidence counts this much (0-1), so that
 * a reading that just misses scores in the 50s and 60s, as the experts' totals for it are, not in the 30s.
 */
export type OverallQuality = { bias: number; passFrom: number; spreadBelowPass: number } & QualityInputs;

/**
 * What the quality is computed from: the pronunciation and fluency parts, the phone classifier's mean log
 * posterior of the aligned phones (-10 when none aligned), and the share of the reading that is speech, not
 * pauses (0-100). Each is better higher.
 */
export const QUALITY_INPUTS = ['pronunciation', 'fluency', 'posterior', 'unpaused'] as const;
export type QualityInputs = Record<(typeof QUALITY_INPUTS)[number], number>;

/** The phone classifier's mean log posterior of a reading with no phone aligned: below any real reading's. */
const NO_POSTERIOR = -10;

export function qualityInputs(parts: UtteranceParts, features: UtteranceFeatures): QualityInputs {
  const { phones, speechFrames, pauseFrames } = features;
  return {
    pronunciation: parts.pronunciation,
    fluency: parts.fluency,
    posterior: phones.length ? phones.reduce((sum, p) => sum + p.posterior, 0) / phones.length : NO_POSTERIOR,
    unpaused: speechFrames + pauseFrames ? (100 * speechFrames) / (speechFrames + pauseFrames) : 0,
  };
}

/** The quality of a reading (about 10 × the experts' total; unclamped). */
export function qualityScore(quality: OverallQuality, inputs: QualityInputs): number {
  return QUALITY_INPUTS.reduce((sum, name) => sum + quality[name] * inputs[name], quality.bias);
}

/** The highest overall of a reading that fails: it must not round up to the pass mark. */
const HIGHEST_FAILING = OVERALL_PASS_MARK - 1;

/**
 * The overall 0-100. With the model's quality (issue 39) and the reading's quality inputs: a reading passes when
 * its evidence says it was read whole (the pass mark, fitted on readings that must pass and must fail) and its
 * quality reaches `passFrom`; it then scores its quality, at least the pass mark. A reading that fails scores the
 * least of its quality and its evidence below the mark, never the pass mark. Every step is monotone: better
 * evidence or quality never lowers the score. Without them, the overall from its evidence alone.
 */
export function overallScore(model: ScoringModel, parts: UtteranceParts, inputs?: QualityInputs): number {
  const evidence = overallEvidence(model, parts);
  const quality = model.overall.quality;
  if (!quality || !inputs) return overallFromEvidence(model, evidence);
  const score = qualityScore(quality, inputs);
  if (evidence >= PASS_MARK_EVIDENCE && score >= quality.passFrom) return round(clamp(Math.max(OVERALL_PASS_MARK, score)));
  const belowMark = 100 * sigmoid(PASS_MARK_EVIDENCE + quality.spreadBelowPass * (evidence - PASS_MARK_EVIDENCE));
  return round(clamp(Math.min(HIGHEST_FAILING, score, belowMark)));
}

/**
 * Word scores and the utterance's parts, as the engine reports them: a word's score is its phones' mean
 * (meanPhoneScore: by their length in a sentence) calibrated (wordScore; 0 for a word without a
 * pronunciation), pronunciation the mean word score, completeness the share of words said (score ≥
 * wordSaidFrom).
 */
export function utteranceParts(model: ScoringModel, features: UtteranceFeatures, pronunciations: readonly (readonly string[] | undefined)[]) {
  let knownIndex = 0;
  const words = pronunciations.map((p) => {
    if (!p?.length) return { score: 0, phones: [] as UtteranceFeatures['phones'], kept: false, said: false };
    const index = knownIndex++;
    const phones = features.phones.filter((x) => x.word === index);
    const kept = features.wordKept[index] ?? false;
    const said = kept || framesPerPhone(phones) > SAID_FRAMES_PER_PHONE;
    const score = phones.length ? wordScore(model, phones, kept) : 0;
    return { score, phones, kept, said };
  });
  if (words.length === 1 && features.speechOutsideWords >= SINGLE_WORD_OUTSIDE_SPEECH_LIMIT) {
    words[0]!.score = Math.min(words[0]!.score, PRONUNCIATION_TIER_GOOD_FROM - 1);
  }
  const count = Math.max(1, words.length);
  const parts: UtteranceParts = {
    pronunciation: Math.round(words.reduce((n, w) => n + w.score, 0) / count),
    fluency: Math.round(fluencyScore(model, features)),
    completeness: Math.round((100 * words.filter((w) => w.score >= model.wordSaidFrom).length) / count),
    agreement: utteranceAgreement(features),
    match: 100 * features.sequenceMatch,
    heard: Math.min(100, 100 * features.heardRatio),
    said: (100 * words.filter((w) => w.said).length) / count,
    voiced: (100 * words.filter((w) => framesPerPhone(w.phones) > SQUEEZED_FRAMES_PER_PHONE).length) / count,
    pace: paceScore(model, features),
  };
  return { words, parts, quality: qualityInputs(parts, features) };
}

/** The utterance's mean phone-loop agreement, 0-100 (0 when nothing could be aligned). */
export function utteranceAgreement(features: UtteranceFeatures): number {
  return features.phones.length ? (100 * features.phones.reduce((s, p) => s + p.agreement, 0)) / features.phones.length : 0;
}
