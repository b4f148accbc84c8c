/**
 * The small model that maps features to 0-100 scores, fitted on the speechocean762 sample by
 * `npm run fit:scorer` (scripts/fit-scorer.ts) and shipped as model.json beside this file.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UtteranceFeatures } from './features';

export interface ScoringModel {
  /** Phone score = 100 · sigmoid(gop · gopWeight + durationWeight · |log durationRatio| + agreementWeight · agreement + bias). */
  phone: { gopWeight: number; durationWeight: number; agreementWeight: number; bias: number };
  /** Fluency = 100 · sigmoid(pauseWeight · pauseShare + rateWeight · |speechRate - typicalRate| + bias). */
  fluency: { pauseWeight: number; rateWeight: number; typicalRate: number; bias: number };
  /**
   * Overall = intercept + pronunciation·a + fluency·b + completeness·c + agreement·d + match·e, clamped
   * to 0-100; agreement is the utterance's mean phone-loop agreement and match its sequence match, 0-100.
   */
  overall: { intercept: number; pronunciation: number; fluency: number; completeness: number; agreement: number; match: number };
  /** A word counts as said (for completeness and integrity) from this pronunciation score. */
  wordSaidFrom: number;
  fittedOn?: string;
}

export const MODEL_FILE = join(dirname(fileURLToPath(import.meta.url)), 'model.json');

export function loadModel(file = MODEL_FILE): ScoringModel {
  return JSON.parse(readFileSync(file, 'utf8')) as ScoringModel;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number) => Math.max(0, Math.min(100, x));
const round = (x: number) => Math.round(x * 10) / 10;

export function phoneScore(model: ScoringModel, phone: { gop: number; durationRatio: number; agreement: number }): number {
  const { gopWeight, durationWeight, agreementWeight, bias } = model.phone;
  return round(100 * sigmoid(phone.gop * gopWeight + durationWeight * durationTerm(phone.durationRatio) + agreementWeight * phone.agreement + bias));
}

/** How far a phone's length is from typical, either way (log scale). */
export const durationTerm = (durationRatio: number) => Math.abs(Math.log(Math.max(durationRatio, 0.05)));

export function fluencyScore(model: ScoringModel, features: UtteranceFeatures): number {
  const { pauseWeight, rateWeight, typicalRate, bias } = model.fluency;
  const pauseShare = features.pauseFrames / Math.max(1, features.speechFrames + features.pauseFrames);
  return round(100 * sigmoid(pauseWeight * pauseShare + rateWeight * Math.abs(features.speechRate - typicalRate) + bias));
}

export interface UtteranceParts { pronunciation: number; fluency: number; completeness: number; agreement: number; match: number }

export function overallScore(model: ScoringModel, parts: UtteranceParts): number {
  const o = model.overall;
  return round(clamp(o.intercept + o.pronunciation * parts.pronunciation + o.fluency * parts.fluency + o.completeness * parts.completeness + o.agreement * parts.agreement + o.match * parts.match));
}

/** The utterance's mean phone-loop agreement, 0-100 (0 when nothing could be aligned). */
export function utteranceAgreement(features: UtteranceFeatures): number {
  return features.phones.length ? (100 * features.phones.reduce((s, p) => s + p.agreement, 0)) / features.phones.length : 0;
}
