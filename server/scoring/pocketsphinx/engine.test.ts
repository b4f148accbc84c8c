/** The reference engine on real recordings of the speechocean762 sample (shared/data). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompletionScore, ReadingScore } from '@core/domain';
import { decodeWav, resample } from '../../audio/wav';
import { makeWav } from '../../testing/wav-fixtures';
import { ScoringError } from '../engine';
import { PocketsphinxEngine } from './engine';
import { WorkerPool } from './worker-pool';

const SAMPLE = join(process.cwd(), '../shared/data/speechocean762-sample');
const pool = new WorkerPool(2);
const engine = new PocketsphinxEngine(pool);
afterAll(() => engine.close());

const recording = (utt: string) => readFile(join(SAMPLE, 'wav', `${utt}.wav`));
const reading = async (text: string, wav: Buffer) => (await engine.score({ text, scorerType: 1, wav })) as ReadingScore;
const refusal = async (text: string, wav: Buffer) => {
  try {
    await engine.score({ text, scorerType: 1, wav });
    return 'scored';
  } catch (error) {
    return error instanceof ScoringError ? error.code : `unexpected ${String(error)}`;
  }
};

describe('the pocketsphinx engine', () => {
  it('passes synthetic speech of the right sentence (exact digital silence no longer defeats the aligner), and fails another sentence', async () => {
    const { synthesise } = await import('../../audio/speech');
    const { encodeWav } = await import('../../../app/services/recorder/wav');
    const spoken = async (text: string) => {
      const { sampleRate, samples } = await synthesise(text);
      return Buffer.from(encodeWav(Float32Array.from(samples, (x) => x / 32768), sampleRate));
    };
    const wav = await spoken('Nice to meet you.');
    expect((await reading('Nice to meet you.', wav)).score.overall).toBeGreaterThanOrEqual(70);
    expect((await reading('We go to school by bus.', wav)).score.overall).toBeLessThan(70);
    const { scoreWord } = await import('../word-score');
    const apple = await spoken('apple');
    expect(await scoreWord(engine, 'apple', apple)).toMatchObject({ word: 'apple', tier: expect.stringMatching(/good|excellent|perfect/) });
    expect((await scoreWord(engine, 'kite', apple)).score).toBeLessThan(60);
  }, 60_000);

  it('scores a recording higher against its own sentence than against others of similar length', async () => {
    const wav = await recording('000010011'); // "WE CALL IT BEAR"
    const own = await reading('We call it bear.', wav);
    const others = await Promise.all(['What about the bus?', 'Mark lived in Paris.', 'She has a red hat.'].map((t) => reading(t, wav)));
    for (const other of others) expect(own.score.overall).toBeGreaterThan(other.score.overall + 10);
  }, 60_000);

  it('scores a well-said reading whose only path the narrow word beam prunes, instead of giving it 0', async () => {
    // The experts gave it 8 of 10 and every word 10; the narrow aligner alone found no path through it.
    const result = await reading('No one will remember you.', await recording('085850088'));
    expect(result.score.overall).toBeGreaterThanOrEqual(40);
    expect(result.words.filter((word) => word.score.pronunciation >= 60).map((word) => word.content)).toEqual(expect.arrayContaining(['no', 'one', 'you']));
  }, 60_000);

  it('gives a recording the same score whatever the same worker scored before it', async () => {
    const onePool = new WorkerPool(1);
    const oneWorker = new PocketsphinxEngine(onePool);
    const score = async (text: string, utt: string) => oneWorker.score({ text, scorerType: 1, wav: await recording(utt) });
    const first = await score('We call it bear.', '000010011');
    await score('What about the bus?', '000010106');
    await score('Mark lived in New York.', '000010145');
    expect(await score('We call it bear.', '000010011')).toEqual(first);
    await oneWorker.close();
  }, 60_000);

  it('scores a reading with a long quiet tail (stop tapped late) about like the same reading trimmed', async () => {
    const original = await recording('000010106'); // "WHAT ABOUT THE BUS"
    const { mono } = decodeWav(original);
    const withTail = makeWav([...Array.from({ length: 8000 }, () => 0), ...mono, ...Array.from({ length: 16000 * 2 }, () => 0)], 16000);
    const a = await reading('What about the bus?', original);
    const b = await reading('What about the bus?', withTail);
    expect(Math.abs(a.score.overall - b.score.overall)).toBeLessThanOrEqual(10);
  }, 60_000);

  it('answers in the reading-score shape with IPA for every phoneme', async () => {
    const result = await reading('We call it bear.', await recording('000010011'));
    expect(result.words.map((w) => w.content)).toEqual(['we', 'call', 'it', 'bear']);
    expect(result.words[1]).toMatchObject({ ipa_content: 'kɔl', syllable: [{ phonemes: [{ ipa: 'k' }, { ipa: 'ɔ' }, { ipa: 'l' }] }] });
    for (const value of [result.score.overall, result.score.pronunciation, result.score.fluency]) expect(value).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('marks bracketed fill words as type 2 for sentence completion', async () => {
    const result = (await engine.score({ text: 'We call it [bear].', scorerType: 4, wav: await recording('000010011') })) as CompletionScore;
    expect(result.word_score.map((w) => [w.word, w.type])).toEqual([['we', 1], ['call', 1], ['it', 1], ['bear', 2]]);
    expect(result.integrity).toBeGreaterThan(0);
  }, 30_000);

  it('scores a 44.1 kHz stereo copy about like the 16 kHz original (it is resampled)', async () => {
    const original = await recording('000010106'); // "WHAT ABOUT THE BUS"
    const upsampled = [...resample(decodeWav(original).mono, 16000, 44100)].flatMap((x) => [x, x]);
    const a = await reading('What about the bus?', original);
    const b = await reading('What about the bus?', makeWav(upsampled, 44100, 2));
    expect(Math.abs(a.score.overall - b.score.overall)).toBeLessThanOrEqual(15);
  }, 60_000);

  it.each([
    ['empty audio', 'I like apples.', () => Buffer.alloc(0), 'BAD_AUDIO'],
    ['bytes that are not WAV', 'I like apples.', () => Buffer.from('not a wav file at all, just text'), 'BAD_AUDIO'],
    ['silence', 'I like apples.', () => makeWav(Array.from({ length: 16000 * 2 }, () => 0), 16000), 'BAD_AUDIO'],
    ['a recording shorter than 0.3 s', 'I like apples.', () => makeWav(Array.from({ length: 3000 }, (_, i) => 0.5 * Math.sin(i / 5)), 16000), 'BAD_AUDIO'],
    ['a recording longer than 60 s', 'I like apples.', () => makeWav(Array.from({ length: 16000 * 61 }, (_, i) => 0.3 * Math.sin(i / 5)), 16000), 'BAD_AUDIO'],
    ['empty text', '   ', () => makeWav(Array.from({ length: 16000 }, (_, i) => 0.3 * Math.sin(i / 5)), 16000), 'BAD_TEXT'],
    ['text with no words', '123, 456!', () => makeWav(Array.from({ length: 16000 }, (_, i) => 0.3 * Math.sin(i / 5)), 16000), 'BAD_TEXT'],
  ])('refuses %s with a clear reason', async (_label, text, wav, code) => {
    expect(await refusal(text, wav())).toBe(code);
  }, 30_000);

  it('survives the worker being killed mid-utterance: the utterance is retried on a fresh worker', async () => {
    const wav = await recording('000010145'); // "MARK LIVED IN NEW YORK"
    const pending = reading('Mark lived in New York.', wav);
    let killed = 0;
    while (killed === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      for (const pid of pool.pids('busy')) {
        process.kill(pid, 'SIGKILL');
        killed++;
      }
    }
    expect((await pending).words).toHaveLength(5);
  }, 60_000);

  it('fails an utterance that cannot keep a worker alive, with a clear reason, and then recovers', async () => {
    const smallPool = new WorkerPool(1, 3000);
    const fragile = new PocketsphinxEngine(smallPool);
    const wav = await recording('000010145');
    const pending = fragile.score({ text: 'Mark lived in New York.', scorerType: 1, wav });
    const killer = setInterval(() => smallPool.pids().forEach((pid) => { try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ } }), 5);
    const failure = await pending.then(() => 'scored', (error: ScoringError) => error.code);
    clearInterval(killer);
    expect(['ENGINE_FAILED', 'TIMEOUT']).toContain(failure);
    // The worker killed is replaced: the engine says when it is up again (/readyz, /metrics).
    await expect.poll(() => fragile.workers().ready, { timeout: 30_000 }).toBe(1);
    expect(fragile.workers()).toEqual({ workers: 1, ready: 1, busy: 0, waiting: 0 });
    expect(((await fragile.score({ text: 'Mark lived in New York.', scorerType: 1, wav })) as ReadingScore).words).toHaveLength(5);
    await fragile.close();
  }, 60_000);
});
