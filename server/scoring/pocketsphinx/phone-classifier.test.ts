/**
 * The phone classifier (phone_classifier.py, issue 39) on real recordings of the speechocean762 sample:
 * what it computes per frame, and that the posterior the worker reports per aligned phone tells the
 * sentence that was read from another one.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pronounce, wordsOf } from '../lexicon';
import { audioForEngine } from './engine-audio';
import { isSilence } from './features';
import { SYSTEM_PYTHON, WorkerPool } from './worker-pool';

const run = promisify(execFile);
const SAMPLE = join(process.cwd(), '../shared/data/speechocean762-sample');
const HERE = new URL('.', import.meta.url).pathname;
const pool = new WorkerPool(1);
afterAll(() => pool.close());

const recording = async (utt: string) => audioForEngine(await readFile(join(SAMPLE, 'wav', `${utt}.wav`)));
const phonesOf = async (text: string) => (await Promise.all(wordsOf(text).map((w) => pronounce(w.word)))).map((p) => p!);
/** The mean of the classifier's posteriors (log) over the phones aligned against `text`. */
async function meanPosterior(pcm: Buffer, text: string): Promise<number> {
  const reply = await pool.align(pcm, await phonesOf(text));
  const phones = reply.align.filter((s) => !isSilence(s[0]));
  return phones.reduce((sum, s) => sum + s[4]!, 0) / phones.length;
}

/**
 * Runs `lines` of Python with the classifier importable, numpy as np and a sample recording's PCM as `pcm`,
 * and returns what the last line prints as JSON.
 */
async function pythonWithRecording<T>(lines: readonly string[]): Promise<T> {
  const script = [
    'import os, sys, wave, json, tempfile',
    `sys.path.insert(0, ${JSON.stringify(HERE)})`,
    'import numpy as np',
    `pcm = wave.open(${JSON.stringify(join(SAMPLE, 'wav', '000010011.wav'))}).readframes(10**7)`,
    ...lines,
  ].join('\n');
  const { stdout } = await run(SYSTEM_PYTHON, ['-c', script]);
  return JSON.parse(stdout) as T;
}

describe('the phone classifier', () => {
  it('gives every 10 ms frame a distribution over the 39 phones and silence', async () => {
    const result = await pythonWithRecording<{ frames: number; samples: number; classes: number; names: number; sums: number[] }>([
      'from phone_classifier import PhoneClassifier, CLASSES',
      'lp = PhoneClassifier().log_posteriors(pcm)',
      'print(json.dumps({"frames": len(lp), "samples": len(pcm) // 2, "classes": lp.shape[1], "names": len(CLASSES), "sums": np.exp(lp).sum(1).tolist()}))',
    ]);
    expect([result.classes, result.names]).toEqual([40, 40]);
    expect(result.frames).toBe(1 + Math.floor((result.samples - 400) / 160));
    for (const sum of result.sums) expect(sum).toBeCloseTo(1, 4);
  });

  it('takes the frames of context and the layers its weights were trained with', async () => {
    // Weights for two frames either side (5 × 40 inputs) and one hidden layer of 8.
    const result = await pythonWithRecording<{ context: number; layers: number; shape: number[]; sum: number }>([
      'from phone_classifier import PhoneClassifier',
      'rng = np.random.default_rng(0)',
      'f = tempfile.NamedTemporaryFile(suffix=".npz", delete=False).name',
      'np.savez(f, mean=np.zeros(200, np.float32), std=np.ones(200, np.float32), w0=rng.normal(size=(200, 8)).astype(np.float32), b0=np.zeros(8, np.float32), w1=rng.normal(size=(8, 40)).astype(np.float32), b1=np.zeros(40, np.float32))',
      'c = PhoneClassifier(f)',
      'os.unlink(f)',
      'lp = c.log_posteriors(pcm)',
      'print(json.dumps({"context": c.context, "layers": len(c.layers), "shape": list(lp.shape), "sum": float(np.exp(lp[0]).sum())}))',
    ]);
    expect([result.context, result.layers, result.shape[1]]).toEqual([2, 2, 40]);
    expect(result.sum).toBeCloseTo(1, 4);
  });

  it("is surer of a recording's phones against its own sentence than against another", async () => {
    for (const [utt, own, other] of [['000010011', 'We call it bear.', 'She has a red hat.'], ['000010106', 'What about the bus?', 'We call it bear.']] as const) {
      const pcm = await recording(utt);
      const [ownPosterior, otherPosterior] = [await meanPosterior(pcm, own), await meanPosterior(pcm, other)];
      expect(ownPosterior).toBeLessThanOrEqual(0);
      expect(ownPosterior).toBeGreaterThan(otherPosterior + 1);
    }
  }, 60_000);
});
