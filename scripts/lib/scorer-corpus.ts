/**
 * The readings the scoring engine is fitted and judged on (issue 12), measured once and cached:
 *
 * - real: every recording of the speechocean762 sample (the 300 unscored and the 65 expert-scored),
 *   read against its own sentence ("own", the population that must mostly pass), against another
 *   sentence of similar length ("other", must fail), and with every third word cut out of the audio at
 *   the word boundaries the alignment found ("skip", must fail);
 * - synthetic: each sentence of the seeded content spoken by eSpeak NG in several voices and speeds
 *   ("own", must pass), and spoken with a third of its words left out ("skip", must fail).
 *
 * Each reading keeps its group (the speaker, or the synthetic voice), so evaluation can leave whole
 * speakers out. The features are what the engine computes (features.ts); the cache lives under
 * node_modules/.cache and is keyed by the sample's text, the engine's feature code and the acoustic model.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { audioForEngine } from '../../server/scoring/pocketsphinx/engine-audio';
import { isSilence, utteranceFeatures, type UtteranceFeatures } from '../../server/scoring/pocketsphinx/features';
import { POCKETSPHINX_MODEL, type AlignmentReply, type WorkerPool } from '../../server/scoring/pocketsphinx/worker-pool';
import { pronounce, wordsOf } from '../../server/scoring/lexicon';
import { buildUnitM1U1 } from '../../server/seed/unit-m1u1';
import { activityAnswerDefinitions } from '../../plugins/activities/answer-definitions';
import { readExpertScores, readUtterances, type ExpertUtterance } from './scorer-data';

const exec = promisify(execFile);

export type ReadingKind = 'own' | 'other' | 'skip' | 'replace';
export interface CorpusReading {
  id: string;
  /** Speaker (first five digits of the utterance id) or synthetic voice: the unit left out together. */
  group: string;
  source: 'real' | 'synthetic';
  kind: ReadingKind;
  text: string;
  /** The pronunciations of the text's words (undefined: unknown word). */
  pronunciations: (string[] | undefined)[];
  features: UtteranceFeatures;
  /** Audio seconds, for the real-time factor. */
  seconds: number;
  /** 'replace' readings: the index of the word whose text was replaced by another word. */
  replaced?: number;
  expert?: ExpertUtterance;
}

/** The sentences of the seeded demo content that students read aloud or complete (server/seed/unit-m1u1.ts). */
export const SEEDED_SENTENCES: string[] = buildUnitM1U1().episodes.flatMap((episode) =>
  episode.activities.flatMap((activity) => {
    const sentence = activityAnswerDefinitions.find((d) => d.type === activity.type)?.speech?.clipText(activity);
    return sentence ? [sentence] : [];
  }),
);
/** eSpeak NG voices and speeds (words per minute) for the synthetic readings. */
export const SYNTHETIC_VOICES = ['en-us', 'en-gb', 'en-us+f3'];
export const SYNTHETIC_SPEEDS = [120, 160];

const speakerOf = (utt: string) => utt.slice(0, 5);
const knownOf = (p: (string[] | undefined)[]) => p.filter((x): x is string[] => Boolean(x?.length));
const pronunciationsOf = (text: string) => Promise.all(wordsOf(text).map((w) => pronounce(w.word)));

/** The text without every third word (the 2nd, 5th, 8th, ...): what a reading skipping a third says. */
export const skipThird = (text: string) => text.split(/\s+/).filter((_, i) => i % 3 !== 1).join(' ');

const wordCount = (text: string) => text.split(' ').length;

/** The other sentence of the closest word count, chosen deterministically (not the same sentence). */
function otherSentence(texts: readonly string[], index: number): string {
  const own = texts[index]!;
  const count = wordCount;
  const candidates = [...new Set(texts)].filter((t) => t !== own).toSorted((a, b) => Math.abs(count(a) - count(own)) - Math.abs(count(b) - count(own)) || a.localeCompare(b));
  return candidates[index % Math.min(5, candidates.length)]!;
}

/** The sentence with its middle word replaced by a word of the vocabulary of similar length and another first letter. */
function withReplacedWord(text: string, vocabulary: readonly string[], seed: number): { text: string; replaced: number } {
  const words = text.split(' ');
  const replaced = Math.floor(words.length / 2);
  const target = words[replaced]!;
  const options = vocabulary.filter((w) => w !== target && Math.abs(w.length - target.length) <= 1 && w[0] !== target[0]);
  words[replaced] = options[seed % Math.max(1, options.length)] ?? target;
  return { text: words.join(' '), replaced };
}

/** 16 kHz 16-bit PCM with the frames (10 ms) of every third word removed, by the alignment's word boundaries. */
function cutEveryThirdWord(pcm: Buffer, reply: AlignmentReply, wordPhones: readonly string[][]): Buffer {
  const wordOfPhone = wordPhones.flatMap((phones, word) => phones.map(() => word));
  const spoken = reply.align.filter(([phone]) => !isSilence(phone));
  const cut = new Set<number>();
  spoken.forEach(([, start, end], i) => {
    if ((wordOfPhone[i] ?? 0) % 3 === 1) for (let f = start; f <= end; f++) cut.add(f);
  });
  const bytesPerFrame = 160 * 2;
  const kept: Buffer[] = [];
  for (let f = 0; f * bytesPerFrame < pcm.length; f++) if (!cut.has(f)) kept.push(pcm.subarray(f * bytesPerFrame, (f + 1) * bytesPerFrame));
  return Buffer.concat(kept);
}

/**
 * Names of the seeded content that eSpeak NG reads wrongly, in its phoneme notation: it says the
 * Chinese surname Li as "lie"; a student says "lee", as the lexicon has it.
 */
const ESPEAK_NAMES: Record<string, string> = { li: "[[l'i:]]" };
const withNamesSpelledOut = (text: string) => text.replace(/[A-Za-z]+/g, (word) => ESPEAK_NAMES[word.toLowerCase()] ?? word);

/** `text` spoken by eSpeak NG in `voice` at `speed` words per minute, as a WAV file. */
export async function speak(text: string, voice: string, speed: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'corpus-'));
  try {
    const file = join(dir, 'reading.wav');
    await exec('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, '--', withNamesSpelledOut(text)]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The acoustic model the workers load (worker.py: POCKETSPHINX_MODEL, else Debian's): its parameter files'
 * contents, so that measurements made with another model (an adapted one) are never taken for these.
 */
export function acousticModelFingerprint(): string {
  const model = join(process.env.POCKETSPHINX_MODEL ?? POCKETSPHINX_MODEL, 'en-us');
  const hash = createHash('sha256');
  for (const file of ['means', 'variances', 'transition_matrices', 'sendump', 'mdef']) {
    if (existsSync(join(model, file))) hash.update(file).update(readFileSync(join(model, file)));
  }
  return hash.digest('hex');
}

/**
 * What the measurements depend on besides their recordings: the engine's feature code (features, worker,
 * the phone classifier and its weights, the audio's preparation, lexicon) and the acoustic model. Not engine.ts:
 * what it does with the measurements (the model, the reply's shape) is applied after the cache. Part of every measurement cache's key.
 */
export function measurementFingerprint(): string {
  const engineCode = ['features.ts', 'worker.py', 'phone_classifier.py', 'phone-classifier.npz', 'engine-audio.ts', '../../audio/wav.ts', '../lexicon.ts'].map((f) => readFileSync(new URL(`../../server/scoring/pocketsphinx/${f}`, import.meta.url)));
  const hash = createHash('sha256');
  for (const code of engineCode) hash.update(code);
  return hash.update(acousticModelFingerprint()).digest('hex');
}

export function corpusCacheFile(dir: string): string {
  const key = createHash('sha256').update(readFileSync(join(dir, 'text'), 'utf8')).update(readFileSync(new URL('./scorer-corpus.ts', import.meta.url), 'utf8')).update(measurementFingerprint()).update(JSON.stringify([SEEDED_SENTENCES, SYNTHETIC_VOICES, SYNTHETIC_SPEEDS])).digest('hex').slice(0, 16);
  const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'scorer-corpus');
  mkdirSync(cacheDir, { recursive: true });
  return join(cacheDir, `${key}.json`);
}

/** One recording (16 kHz PCM) aligned with `text` by the engine's workers: the words' pronunciations and the features. */
export async function measureReading(pool: WorkerPool, pcm: Buffer, text: string) {
  const pronunciations = await pronunciationsOf(text);
  const known = knownOf(pronunciations);
  const reply = await pool.align(pcm, known);
  return { pronunciations, reply, known, features: utteranceFeatures(reply, known) };
}

/** Runs `work` over `items`, at most `size` at once. */
export async function inBatches<T>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  }));
}

/** Every reading of the corpus with its features, from the cache when the inputs have not changed. */
export async function buildCorpus(dir: string, pool: WorkerPool, options: { log?: (line: string) => void } = {}): Promise<CorpusReading[]> {
  const file = corpusCacheFile(dir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as CorpusReading[];
  const log = options.log ?? (() => undefined);
  const experts = readExpertScores(dir) ?? [];
  const recordings = [
    ...readUtterances(dir).map((u) => ({ utt: u.utt, text: u.text, wav: u.wav, expert: undefined as ExpertUtterance | undefined })),
    ...experts.map((e) => ({ utt: e.utt, text: e.text, wav: join(dir, 'scored', 'wav', `${e.utt}.wav`), expert: e })),
  ];
  const texts = recordings.map((r) => r.text);
  const vocabulary = [...new Set(texts.flatMap((t) => t.split(' ')))].filter((w) => /^[A-Z]+$/.test(w));
  const readings: CorpusReading[] = [];
  const measure = (pcm: Buffer, text: string) => measureReading(pool, pcm, text);

  let done = 0;
  // A few at a time: the pool's queue gives up on a request that waits 20 s.
  await inBatches(recordings, 4, async (r, index) => {
    const pcm = audioForEngine(await readFile(r.wav));
    const seconds = pcm.length / 32_000;
    const base = { group: speakerOf(r.utt), source: 'real' as const, seconds, ...(r.expert ? { expert: r.expert } : {}) };
    const own = await measure(pcm, r.text);
    readings.push({ ...base, id: `${r.utt}/own`, kind: 'own', text: r.text, pronunciations: own.pronunciations, features: own.features });
    const otherText = otherSentence(texts, index);
    const other = await measure(pcm, otherText);
    readings.push({ ...base, id: `${r.utt}/other`, kind: 'other', text: otherText, pronunciations: other.pronunciations, features: other.features });
    const swap = withReplacedWord(r.text, vocabulary, index);
    if (swap.text !== r.text) {
      const replacedReading = await measure(pcm, swap.text);
      readings.push({ ...base, id: `${r.utt}/replace`, kind: 'replace', text: swap.text, pronunciations: replacedReading.pronunciations, features: replacedReading.features, replaced: swap.replaced });
    }
    // Cutting needs the word boundaries of a complete alignment; without one the "skip" reading
    // would still hold every word.
    const aligned = own.features.phones.length === own.known.flat().length;
    if (r.text.split(' ').length >= 3 && aligned) {
      const skipped = cutEveryThirdWord(pcm, own.reply, own.known);
      if (skipped.length >= 16_000 * 2 * 0.3) {
        const skip = await measure(skipped, r.text);
        readings.push({ ...base, id: `${r.utt}/skip`, kind: 'skip', text: r.text, pronunciations: skip.pronunciations, features: skip.features, seconds: skipped.length / 32_000 });
      }
    }
    if (++done % 50 === 0) log(`corpus: ${done}/${recordings.length} recordings`);
  });

  for (const voice of SYNTHETIC_VOICES) {
    for (const speed of SYNTHETIC_SPEEDS) {
      for (const [i, sentence] of SEEDED_SENTENCES.entries()) {
        const group = `espeak:${voice}@${speed}`;
        const spoken = audioForEngine(await speak(sentence, voice, speed));
        const own = await measure(spoken, sentence);
        readings.push({ id: `${group}/${i}/own`, group, source: 'synthetic', kind: 'own', text: sentence, pronunciations: own.pronunciations, features: own.features, seconds: spoken.length / 32_000 });
        const skipped = audioForEngine(await speak(skipThird(sentence), voice, speed));
        const skip = await measure(skipped, sentence);
        readings.push({ id: `${group}/${i}/skip`, group, source: 'synthetic', kind: 'skip', text: sentence, pronunciations: skip.pronunciations, features: skip.features, seconds: skipped.length / 32_000 });
      }
    }
  }
  log(`corpus: ${readings.length} readings measured; cached in ${file}`);
  readings.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(file, JSON.stringify(readings));
  return readings;
}
