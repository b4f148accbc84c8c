/**
 * A population of Chinese learners (issue 39): the whole public speechocean762 corpus (5,000 readings by
 * 250 Mandarin-L1 speakers, CC BY 4.0; a fetched copy of `jimbozhang/speechocean762`, never committed),
 * measured with the engine's own alignment. No labels are used: each recording is aligned against its
 * own sentence (the learners' readings: mostly right, some not) and against another sentence of the
 * corpus (phones that were not said).
 *
 * What it is for: the spread of the overall above the pass mark is fitted on how these readings score
 * (scorer-fit.ts, fitSpread), and bench:scorer measures phone evidence normalised by it.
 *
 * The speakers of the shared sample (whose 365 readings fit the rest of the model and are scored held
 * out by `npm run bench:scorer`) are left out of the population, so no held-out speaker shapes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { audioForEngine } from '../../server/scoring/pocketsphinx/engine-audio';
import type { UtteranceFeatures } from '../../server/scoring/pocketsphinx/features';
import type { ScoringModel } from '../../server/scoring/pocketsphinx/model';
import type { WorkerPool } from '../../server/scoring/pocketsphinx/worker-pool';
import { inBatches, measureReading, measurementFingerprint } from './scorer-corpus';
import { readExpertScores, readUtterances } from './scorer-data';
import { phoneStatistics, type UnlabelledReading } from './scorer-fit';

export interface CorpusRecording { utt: string; speaker: string; text: string; wav: string }
/** A recording of the population measured against its own sentence and against another. */
export interface PopulationReading { utt: string; speaker: string; text: string; pronunciations: (string[] | undefined)[]; own: UtteranceFeatures; other: UtteranceFeatures }
export interface PopulationMeasurements { recordings: number; speakers: number; readings: PopulationReading[] }

/** The recordings of a fetched speechocean762 copy (train/ and test/: text, wav.scp, utt2spk), sorted by utterance. */
export function readCorpusRecordings(dir: string): CorpusRecording[] {
  const recordings: CorpusRecording[] = [];
  for (const part of ['train', 'test']) {
    const table = (file: string) => new Map(readFileSync(join(dir, part, file), 'utf8').split('\n').filter((l) => l.trim()).map((l) => {
      const [key, ...rest] = l.trim().split(/\s+/);
      return [key!, rest.join(' ')] as const;
    }));
    const wavs = table('wav.scp');
    const speakers = table('utt2spk');
    for (const [utt, text] of table('text')) {
      const wav = wavs.get(utt);
      if (wav) recordings.push({ utt, speaker: speakers.get(utt) ?? utt.slice(1, 5), text, wav: join(dir, wav) });
    }
  }
  return recordings.toSorted((a, b) => a.utt.localeCompare(b.utt));
}

/** What is measured per recording (the cache key): change it when the measurement below changes. */
const MEASUREMENT = 'own and another sentence, UtteranceFeatures, v1';

/** Where the measurements of these recordings are cached: keyed by them, MEASUREMENT, the engine's feature code and the acoustic model. */
export function populationCacheFile(recordings: readonly CorpusRecording[]): string {
  const key = createHash('sha256').update(MEASUREMENT).update(JSON.stringify(recordings.map((r) => [r.utt, r.text]))).update(measurementFingerprint()).digest('hex').slice(0, 16);
  return join(process.cwd(), 'node_modules', '.cache', 'scorer-population', `${key}.json`);
}

/**
 * The population of a fetched corpus copy (populationDir) without the speakers of the sample (sampleDir),
 * measured by `pool` or read from the cache: the measurements and its readings of the right sentence.
 */
export async function loadPopulation(populationDir: string, sampleDir: string, pool: WorkerPool, log: (line: string) => void = () => undefined) {
  // The sample's utterance ids start with the speaker: 0 + four digits.
  const sampleSpeakers = new Set([...readUtterances(sampleDir).map((u) => u.utt), ...(readExpertScores(sampleDir) ?? []).map((e) => e.utt)].map((utt) => utt.slice(1, 5)));
  const measured = await measurePopulation(populationDir, pool, sampleSpeakers, log);
  const readings: UnlabelledReading[] = measured.readings.map((r) => ({ features: r.own, pronunciations: r.pronunciations }));
  return { measured, readings, sampleSpeakers: sampleSpeakers.size };
}

/** The sentence `offset` places further on among the distinct sentences of the corpus (never the same one). */
function anotherSentence(sentences: readonly string[], own: string, offset: number): string {
  const at = sentences.indexOf(own);
  return sentences[(at + 1 + (offset % (sentences.length - 1))) % sentences.length]!;
}

/**
 * Every recording's phones against its own sentence and against another, measured once and cached under
 * node_modules/.cache (populationCacheFile). `excludeSpeakers`: four-
 * digit speaker ids left out (the sample's).
 */
export async function measurePopulation(dir: string, pool: WorkerPool, excludeSpeakers: ReadonlySet<string>, log: (line: string) => void = () => undefined): Promise<PopulationMeasurements> {
  const recordings = readCorpusRecordings(dir).filter((r) => !excludeSpeakers.has(r.speaker));
  const cache = populationCacheFile(recordings);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as PopulationMeasurements;
  const sentences = [...new Set(recordings.map((r) => r.text))].toSorted();
  const readings: PopulationReading[] = [];
  let done = 0;
  // A few at a time: the pool's queue gives up on a request that waits 20 s.
  await inBatches(recordings, 4, async (r, index) => {
    try {
      const pcm = audioForEngine(await readFile(r.wav));
      const own = await measureReading(pool, pcm, r.text);
      const other = await measureReading(pool, pcm, anotherSentence(sentences, r.text, index));
      readings.push({ utt: r.utt, speaker: r.speaker, text: r.text, pronunciations: own.pronunciations, own: own.features, other: other.features });
    } catch (error) {
      log(`population: ${r.utt} left out (${(error as Error).message})`);
    }
    if (++done % 250 === 0) log(`population: ${done}/${recordings.length} recordings`);
  });
  readings.sort((a, b) => a.utt.localeCompare(b.utt));
  const measured: PopulationMeasurements = { recordings: readings.length, speakers: new Set(readings.map((r) => r.speaker)).size, readings };
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(measured));
  return measured;
}

/**
 * Each phone's GOP mean and spread and median length among the population's readings of the right
 * sentence, in the shape of model.phoneStats (phones seen fewer than 20 times left to '*').
 */
export function populationPhoneStats(measured: PopulationMeasurements): NonNullable<ScoringModel['phoneStats']> {
  return phoneStatistics(measured.readings.map((r) => r.own));
}
