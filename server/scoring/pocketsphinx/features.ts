/**
 * Features of one utterance, from the forced alignment and the free phone loop (pure functions).
 *
 * - gop: goodness of pronunciation per phone, the aligned phone's acoustic score per frame minus the
 *   phone loop's over the same frames (near 0: the expected phone is what the loop heard too; very
 *   negative: something else was said).
 * - durationRatio: the phone's length against a typical phone (8 frames = 80 ms).
 * - agreement: the share of the phone's frames on which the free phone loop heard the same phone.
 * - posterior: the phone classifier's mean log posterior of the phone over its frames (0: sure it is that
 *   phone; -5: one chance in 150; phone_classifier.py). It follows the experts' phone marks far better
 *   than gop does (issue 39).
 * - pauses: silence inside the utterance (not before the first or after the last word).
 * - sequenceMatch: how close the phones the loop heard (in order) are to the sentence's phones,
 *   1 - edit distance / longer length. The loop never saw the text, so this says whether the words
 *   were said at all, independently of the forced alignment.
 * - heardRatio: how many phones the loop heard per phone of the sentence: a reading that leaves out a
 *   third of the words has about a third fewer.
 * - wordKept: per word, whether an alignment in which every word is optional kept it; a word that was
 *   not said at all is dropped there.
 * - speechOutsideWords: the share of the loop's speech frames that the forced alignment gave to silence
 *   (before, between or after the words): speech that is not the text, such as another word said
 *   around a short one.
 */
import type { AlignmentReply, Segment } from './worker-pool';

export interface PhoneFeature { phone: string; word: number; frames: number; gop: number; durationRatio: number; agreement: number; posterior: number }

export interface UtteranceFeatures {
  phones: PhoneFeature[];
  speechFrames: number;
  pauseFrames: number;
  /** Phones per second of speech. */
  speechRate: number;
  /** 0-1: the loop's phone sequence against the expected one. */
  sequenceMatch: number;
  /** Phones the loop heard per phone of the sentence (about 1 when every word was said; less when words were left out). */
  heardRatio: number;
  /** Per word of the sentence (known words only): kept by the alignment with optional words. */
  wordKept: boolean[];
  /** 0-1: the share of the speech the loop heard that the forced alignment put in silence (all of it when nothing aligned). */
  speechOutsideWords: number;
}

/** Levenshtein distance between two phone sequences. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const TYPICAL_PHONE_FRAMES = 8;
/**
 * GOP is clipped: a phone forced onto a pause or a cough can score thousands below the loop, and one
 * such value would otherwise outweigh every other phone of the utterance (and of the model's fit).
 */
export const GOP_RANGE = [-80, 10] as const;
const clipGop = (gop: number) => Math.max(GOP_RANGE[0], Math.min(GOP_RANGE[1], gop));
/** Silence and fillers the decoder may insert: SIL, <sil>, <s>, </s>, +NOISE+ style fillers, (NULL). */
export const isSilence = (phone: string) => phone === 'SIL' || phone.startsWith('<') || phone.startsWith('+') || phone === '(NULL)';

/** The phone the loop heard on each frame. */
function loopPhonePerFrame(loop: Segment[], frames: number): string[] {
  const perFrame: string[] = Array.from({ length: Math.max(frames, ...loop.map((s) => s[2] + 1)) }, () => '');
  for (const [phone, start, end] of loop) for (let f = start; f <= end; f++) perFrame[f] = phone;
  return perFrame;
}

/** The loop's acoustic score spread evenly over its frames: one number per 10 ms frame. */
function loopScorePerFrame(loop: Segment[], frames: number): Float64Array {
  const perFrame = new Float64Array(Math.max(frames, ...loop.map((s) => s[2] + 1)));
  for (const [, start, end, ascore] of loop) {
    const length = end - start + 1;
    for (let f = start; f <= end; f++) perFrame[f] = ascore / length;
  }
  return perFrame;
}

/** The share of the loop's speech frames on which the forced alignment has silence or nothing at all. */
function speechOutsideWordsOf(reply: AlignmentReply, heard: readonly string[]): number {
  const aligned: string[] = Array.from({ length: heard.length }, () => '');
  for (const [phone, start, end] of reply.align) for (let f = start; f <= end && f < aligned.length; f++) aligned[f] = phone;
  let speech = 0;
  let outside = 0;
  heard.forEach((phone, f) => {
    if (phone === '' || isSilence(phone)) return;
    speech++;
    if (aligned[f] === '' || isSilence(aligned[f]!)) outside++;
  });
  return speech ? outside / speech : 0;
}

export function utteranceFeatures(reply: AlignmentReply, wordPhones: readonly string[][]): UtteranceFeatures {
  const loop = loopScorePerFrame(reply.loop, reply.frames);
  const heard = loopPhonePerFrame(reply.loop, reply.frames);
  const spoken = reply.align.filter((s) => !isSilence(s[0]));
  const wordOfPhone = wordPhones.flatMap((phones, word) => phones.map(() => word));
  const phones = spoken.map(([phone, start, end, ascore, posterior], i) => {
    const frames = end - start + 1;
    let loopSum = 0;
    let same = 0;
    for (let f = start; f <= end; f++) {
      loopSum += loop[f] ?? 0;
      if (heard[f] === phone) same++;
    }
    return { phone, word: wordOfPhone[i] ?? -1, frames, gop: clipGop((ascore - loopSum) / frames), durationRatio: frames / TYPICAL_PHONE_FRAMES, agreement: same / frames, posterior: posterior ?? 0 };
  });
  const first = spoken[0]?.[1] ?? 0;
  const last = spoken.at(-1)?.[2] ?? 0;
  const pauseFrames = reply.align.filter((s) => isSilence(s[0]) && s[1] > first && s[2] < last).reduce((n, s) => n + s[2] - s[1] + 1, 0);
  const speechFrames = phones.reduce((n, p) => n + p.frames, 0);
  const expected = wordPhones.flat();
  const heardSequence = reply.loop.map((s) => s[0]).filter((phone) => !isSilence(phone));
  const longer = Math.max(expected.length, heardSequence.length);
  const sequenceMatch = longer ? 1 - editDistance(heardSequence, expected) / longer : 0;
  const heardRatio = expected.length ? heardSequence.length / expected.length : 0;
  const kept = new Set(reply.kept);
  const wordKept = wordPhones.map((_, word) => kept.has(word));
  const speechOutsideWords = speechOutsideWordsOf(reply, heard);
  return { phones, speechFrames, pauseFrames, speechRate: speechFrames ? phones.length / (speechFrames / 100) : 0, sequenceMatch, heardRatio, wordKept, speechOutsideWords };
}
