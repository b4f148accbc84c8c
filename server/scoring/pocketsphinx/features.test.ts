import { describe, expect, it } from 'vitest';
import { GOP_RANGE, editDistance, utteranceFeatures } from './features';
import { PART_NAMES, fluencyScore, loadModel, overallScore, phoneScore, type UtteranceParts } from './model';
import type { AlignmentReply } from './worker-pool';

// "we call": W IY, pause, K AO L; the loop heard W IY, then something else for K AO L.
const reply: AlignmentReply = {
  frames: 100,
  align: [['SIL', 0, 9, -50, -0.1], ['W', 10, 19, -200, -0.4], ['IY', 20, 29, -100, -0.2], ['SIL', 30, 49, -80, -0.1], ['K', 50, 59, -300, -6.5], ['AO', 60, 69, -9000, -9], ['L', 70, 79, -100, -3], ['SIL', 80, 99, -40, -0.1]],
  loop: [['SIL', 0, 9, -40], ['W', 10, 19, -100], ['IY', 20, 29, -100], ['SIL', 30, 49, -60], ['T', 50, 79, -300], ['SIL', 80, 99, -40]],
  kept: [0],
};
const words = [['W', 'IY'], ['K', 'AO', 'L']];

describe('utteranceFeatures', () => {
  const f = utteranceFeatures(reply, words);

  it("gives each spoken phone its word, length, GOP against the loop, agreement and the classifier's posterior", () => {
    expect(f.phones.map((p) => [p.phone, p.word, p.frames, p.posterior])).toEqual([['W', 0, 10, -0.4], ['IY', 0, 10, -0.2], ['K', 1, 10, -6.5], ['AO', 1, 10, -9], ['L', 1, 10, -3]]);
    expect(f.phones[0]).toMatchObject({ gop: -10, agreement: 1, durationRatio: 1.25 });
    expect(f.phones[1]).toMatchObject({ gop: 0, agreement: 1 });
    expect(f.phones[2]).toMatchObject({ gop: -20, agreement: 0 });
  });

  it('marks the words the alignment with optional words kept', () => {
    expect(f.wordKept).toEqual([true, false]);
  });

  it('clips an extreme GOP', () => {
    expect(f.phones[3]!.gop).toBe(GOP_RANGE[0]);
  });

  it('counts pauses inside the utterance only, and the speech rate', () => {
    expect(f.pauseFrames).toBe(20);
    expect(f.speechFrames).toBe(50);
    expect(f.speechRate).toBe(10);
  });

  it('compares the phones the loop heard with the expected ones', () => {
    // The loop heard W IY T; the text expects W IY K AO L: 3 edits (T for K, AO and L missing) over 5 phones.
    expect(f.sequenceMatch).toBeCloseTo(1 - 3 / 5);
  });

  it('skips the filler <sil> the decoder puts between two phones of a word, so later phones keep their word', () => {
    const withFiller: AlignmentReply = {
      ...reply,
      align: [['SIL', 0, 9, -50], ['W', 10, 19, -200], ['<sil>', 20, 24, -30], ['IY', 25, 29, -100], ['K', 50, 59, -300], ['AO', 60, 69, -90], ['L', 70, 79, -100], ['SIL', 80, 99, -40]],
    };
    expect(utteranceFeatures(withFiller, words).phones.map((p) => [p.phone, p.word])).toEqual([['W', 0], ['IY', 0], ['K', 1], ['AO', 1], ['L', 1]]);
  });

  it('has no phones when nothing could be aligned, and then all the speech heard is outside the words', () => {
    const unaligned = utteranceFeatures({ ...reply, align: [] }, words);
    expect(unaligned.phones).toEqual([]);
    expect(unaligned.speechOutsideWords).toBe(1);
  });

  it('measures the speech the alignment put in silence: none when the loop heard speech only where the words are', () => {
    expect(f.speechOutsideWords).toBe(0);
    // The loop also heard 10 frames of speech in the leading silence: 10 of its 60 speech frames.
    const withSpeechBefore: AlignmentReply = { ...reply, loop: [['AY', 0, 9, -40], ...reply.loop.slice(1)] };
    expect(utteranceFeatures(withSpeechBefore, words).speechOutsideWords).toBeCloseTo(10 / 60);
  });
});

describe('editDistance', () => {
  it.each([
    [[], [], 0],
    [['A'], [], 1],
    [['K', 'AE', 'T'], ['K', 'AE', 'T'], 0],
    [['K', 'AE', 'T'], ['HH', 'AE', 'T'], 1],
    [['K', 'AE', 'T'], ['K', 'T'], 1],
  ] as const)('%j vs %j is %d', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('the model', () => {
  const model = loadModel();

  it('scores a phone higher when the loop agrees, the GOP is better and the classifier is surer of it', () => {
    const base = { gop: -20, durationRatio: 1, agreement: 0, posterior: -3 };
    expect(phoneScore(model, { ...base, agreement: 1 })).toBeGreaterThan(phoneScore(model, base));
    expect(phoneScore(model, { ...base, gop: -5 })).toBeGreaterThan(phoneScore(model, { ...base, gop: -60 }));
    expect(phoneScore(model, { ...base, posterior: -0.5 })).toBeGreaterThan(phoneScore(model, { ...base, posterior: -8 }));
    for (const gop of [-80, -20, 0, 10]) {
      const score = phoneScore(model, { ...base, gop });
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('never lowers the overall for better evidence, stays within 0-100, and fails a reading with nothing in it', () => {
    const parts = { pronunciation: 80, fluency: 70, completeness: 100, agreement: 60, match: 50, voiced: 100, heard: 90, said: 100, pace: 80 };
    for (const part of PART_NAMES) {
      expect([part, overallScore(model, parts) >= overallScore(model, { ...parts, [part]: 10 })]).toEqual([part, true]);
    }
    expect(model.overall).toSatisfy((o: Record<string, unknown>) => Object.entries(o).every(([key, weight]) => key === 'bias' || typeof weight !== 'number' || weight >= 0));
    expect(overallScore(model, Object.fromEntries(PART_NAMES.map((part) => [part, 0])) as UtteranceParts)).toBeLessThan(10);
    expect(overallScore(model, Object.fromEntries(PART_NAMES.map((part) => [part, 100])) as UtteranceParts)).toBeLessThanOrEqual(100);
  });

  it('gives fluency between 0 and 100', () => {
    const f = utteranceFeatures(reply, words);
    const fluency = fluencyScore(model, f);
    expect(fluency).toBeGreaterThanOrEqual(0);
    expect(fluency).toBeLessThanOrEqual(100);
  });
});
