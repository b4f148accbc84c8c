/**
 * The learner population of issue 39 (scorer-population.ts): a folder in the public speechocean762 corpus's
 * layout read and measured with the engine's real alignment, the sample's speakers left out, and the
 * measurements cached per acoustic model.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../server/scoring/pocketsphinx/worker-pool';
import { acousticModelFingerprint } from './scorer-corpus';
import { measurePopulation, populationCacheFile, readCorpusRecordings } from './scorer-population';

const SAMPLE_WAV = '../shared/data/speechocean762-sample/wav';
/** Three recordings of the shared sample, as two speakers of a corpus copy (train/ and test/). */
const RECORDINGS = [
  { part: 'train', utt: '000010011', speaker: '0001', text: 'WE CALL IT BEAR' },
  { part: 'test', utt: '000010106', speaker: '0001', text: 'WHAT ABOUT THE BUS' },
  { part: 'train', utt: '000050038', speaker: '0005', text: 'X' },
];

function corpusCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'so762-'));
  for (const part of ['train', 'test']) {
    const mine = RECORDINGS.filter((r) => r.part === part);
    mkdirSync(join(dir, part));
    writeFileSync(join(dir, part, 'text'), mine.map((r) => `${r.utt}\t${r.text}\n`).join(''));
    writeFileSync(join(dir, part, 'wav.scp'), mine.map((r) => `${r.utt}\tWAVE/SPEAKER${r.speaker}/${r.utt}.WAV\n`).join(''));
    writeFileSync(join(dir, part, 'utt2spk'), mine.map((r) => `${r.utt}\t${r.speaker}\n`).join(''));
  }
  for (const r of RECORDINGS) {
    mkdirSync(join(dir, 'WAVE', `SPEAKER${r.speaker}`), { recursive: true });
    copyFileSync(join(SAMPLE_WAV, `${r.utt}.wav`), join(dir, 'WAVE', `SPEAKER${r.speaker}`, `${r.utt}.WAV`));
  }
  return dir;
}

const meanGop = (phones: readonly { gop: number }[]) => phones.reduce((n, p) => n + p.gop, 0) / phones.length;

const pool = new WorkerPool(1);
afterAll(() => pool.close());

describe('the learner population (issue 39)', () => {
  it('reads every recording of train/ and test/ with its speaker, text and WAV', () => {
    const dir = corpusCopy();
    expect(readCorpusRecordings(dir).map((r) => [r.utt, r.speaker, r.text, existsSync(r.wav)])).toEqual([
      ['000010011', '0001', 'WE CALL IT BEAR', true],
      ['000010106', '0001', 'WHAT ABOUT THE BUS', true],
      ['000050038', '0005', 'X', true],
    ]);
  });

  it("measures each recording against its own sentence and another, leaving the sample's speakers out", async () => {
    const dir = corpusCopy();
    const kept = readCorpusRecordings(dir).filter((r) => r.speaker !== '0005');
    rmSync(populationCacheFile(kept), { force: true });
    const measured = await measurePopulation(dir, pool, new Set(['0005']));
    expect([measured.recordings, measured.speakers]).toEqual([2, 1]);
    const bear = measured.readings.find((r) => r.utt === '000010011')!;
    expect(bear.own.phones.map((p) => p.phone)).toEqual(['W', 'IY', 'K', 'AO', 'L', 'IH', 'T', 'B', 'EH', 'R']);
    // The other sentence is the other one of the corpus; its phones were not said, so they fit worse.
    expect(bear.other.phones.map((p) => p.phone).join(' ')).toContain('B AH S');
    expect(meanGop(bear.own.phones)).toBeGreaterThan(meanGop(bear.other.phones));
    // Measured once: a second call reads the cache.
    expect(existsSync(populationCacheFile(kept))).toBe(true);
    expect(await measurePopulation(dir, pool, new Set(['0005']))).toEqual(measured);
    rmSync(populationCacheFile(kept), { force: true });
  }, 60_000);

  it('keys the measurements by the acoustic model the workers load (POCKETSPHINX_MODEL)', () => {
    const debian = acousticModelFingerprint();
    const adapted = mkdtempSync(join(tmpdir(), 'model-'));
    mkdirSync(join(adapted, 'en-us'));
    writeFileSync(join(adapted, 'en-us', 'means'), 'other means');
    process.env.POCKETSPHINX_MODEL = adapted;
    try {
      expect(acousticModelFingerprint()).not.toBe(debian);
    } finally {
      delete process.env.POCKETSPHINX_MODEL;
    }
    expect(acousticModelFingerprint()).toBe(debian);
  });
});
