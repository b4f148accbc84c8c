/**
 * `npm run bench:scorer -- DIR [--json] [--limit N]`: measures the reference scoring engine over a
 * folder in the speechocean762 sample's layout (wav/, text, optional scored/scores.json):
 *
 * (a) utterance separation: each recording against its own sentence and against another sentence of
 *     similar length; ROC AUC of the overall score, own vs other.
 * (b) word detection: one word replaced by a different word of similar length; ROC AUC of the
 *     unchanged words' pronunciation scores against the replaced word's.
 * (c) real-time factor (scoring time / audio time, one worker) and peak memory per worker.
 * (d) p50/p95 latency from EOS to reply at 4 concurrent sockets, through a real server and socket
 *     (the first 40 recordings, each sent once).
 * (e) with scored/: Pearson correlation with the experts (utterance, word, phone).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadingScore } from '@core/domain';
import { decodeWav } from '../server/audio/wav';
import { PocketsphinxEngine } from '../server/scoring/pocketsphinx/engine';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { pearson, readExpertScores, readUtterances } from './lib/scorer-data';
import { socketLatency } from './lib/socket-latency';

const args = process.argv.slice(2);
const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--limit');
const json = args.includes('--json');
const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : Infinity;
if (!dir) {
  console.error('usage: npm run bench:scorer -- DIR [--json] [--limit N]');
  process.exit(2);
}

/** ROC AUC: the chance that a random positive scores above a random negative (ties count half). */
function auc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

const utterances = readUtterances(dir).slice(0, limit);
const wordCount = (text: string) => text.split(' ').length;
/** The other sentence of the closest word count (not the same sentence), chosen deterministically. */
function otherSentence(index: number): string {
  const own = utterances[index]!;
  const candidates = utterances.filter((u) => u.text !== own.text).toSorted((x, y) => Math.abs(wordCount(x.text) - wordCount(own.text)) - Math.abs(wordCount(y.text) - wordCount(own.text)) || x.utt.localeCompare(y.utt));
  return candidates[index % Math.min(5, candidates.length)]!.text;
}
const vocabulary = [...new Set(utterances.flatMap((u) => u.text.split(' ')))].filter((w) => /^[A-Z]+$/.test(w));
/** The sentence with its middle word replaced by a different word of the same length (±1). */
function withReplacedWord(text: string, seed: number): { text: string; replaced: number } {
  const words = text.split(' ');
  const replaced = Math.floor(words.length / 2);
  const target = words[replaced]!;
  const options = vocabulary.filter((w) => w !== target && Math.abs(w.length - target.length) <= 1 && w[0] !== target[0]);
  words[replaced] = options[seed % Math.max(1, options.length)] ?? target;
  return { text: words.join(' '), replaced };
}

const pool = new WorkerPool(1);
const engine = new PocketsphinxEngine(pool);
const own: number[] = [], other: number[] = [], unchangedWords: number[] = [], replacedWords: number[] = [];
let scoringMs = 0, audioSec = 0, peakMemoryMb = 0;
const memoryOfWorkers = () => {
  for (const pid of pool.pids()) {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (hwm) peakMemoryMb = Math.max(peakMemoryMb, Number(hwm) / 1024);
    } catch { /* worker replaced meanwhile */ }
  }
};
const score = async (text: string, wav: Buffer) => (await engine.score({ text, scorerType: 1, wav })) as ReadingScore;

try {
  for (const [i, u] of utterances.entries()) {
    const wav = await readFile(u.wav);
    const decoded = decodeWav(wav);
    audioSec += decoded.mono.length / decoded.sampleRate;
    const started = performance.now();
    const ownResult = await score(u.text, wav);
    scoringMs += performance.now() - started;
    own.push(ownResult.score.overall);
    other.push((await score(otherSentence(i), wav)).score.overall);
    const { text, replaced } = withReplacedWord(u.text, i);
    const swapped = await score(text, wav);
    swapped.words.forEach((w, k) => (k === replaced ? replacedWords : unchangedWords).push(w.score.pronunciation));
    memoryOfWorkers();
  }

  // (e) correlation with the experts.
  const experts = readExpertScores(dir)?.slice(0, limit);
  let pccUtterance: number | null = null, pccAccuracy: number | null = null, pccFluency: number | null = null, pccWord: number | null = null, pccPhone: number | null = null;
  if (experts) {
    const rows = await Promise.all(experts.map(async (e) => ({ e, r: await score(e.text, await readFile(join(dir, 'scored', 'wav', `${e.utt}.wav`))) })));
    pccUtterance = pearson(rows.map((x) => x.r.score.overall), rows.map((x) => x.e.total));
    pccAccuracy = pearson(rows.map((x) => x.r.score.pronunciation), rows.map((x) => x.e.accuracy));
    pccFluency = pearson(rows.map((x) => x.r.score.fluency), rows.map((x) => x.e.fluency));
    const wordPairs = rows.flatMap(({ e, r }) => e.words.map((w, k) => [r.words[k]?.score.pronunciation ?? 0, w.accuracy] as const));
    pccWord = pearson(wordPairs.map((p) => p[0]), wordPairs.map((p) => p[1]));
    const phonePairs = rows.flatMap(({ e, r }) => e.words.flatMap((w, k) => {
      const phonemes = r.words[k]?.syllable?.[0]?.phonemes ?? [];
      return phonemes.length === w.phones.length ? phonemes.map((p, j) => [p.score, w.phonesAccuracy[j]!] as const) : [];
    }));
    pccPhone = pearson(phonePairs.map((p) => p[0]), phonePairs.map((p) => p[1]));
  }

  // (d) through the socket, after the engine above is done (so they do not compete for the cores).
  const latency = await socketLatency(await Promise.all(utterances.slice(0, 40).map(async (u) => ({ text: u.text, wav: await readFile(u.wav) }))), 4);

  const result = {
    n: utterances.length,
    utteranceAuc: Number(auc(own, other).toFixed(3)),
    wordAuc: Number(auc(unchangedWords, replacedWords).toFixed(3)),
    rtf: Number((scoringMs / 1000 / audioSec).toFixed(3)),
    peakMemoryMb: Math.round(peakMemoryMb),
    p50Ms: latency.p50Ms,
    p95Ms: latency.p95Ms,
    pccUtterance: pccUtterance === null ? null : Number(pccUtterance.toFixed(3)),
    pccWord: pccWord === null ? null : Number(pccWord.toFixed(3)),
    pccPhone: pccPhone === null ? null : Number(pccPhone.toFixed(3)),
  };
  if (json) console.log(JSON.stringify(result));
  else {
    console.log(`reference scoring engine (pocketsphinx) over ${result.n} recordings of ${dir}`);
    console.log(`(a) utterance separation, own vs other sentence: ROC AUC ${result.utteranceAuc}   (aim >= 0.98)`);
    console.log(`(b) replaced-word detection: ROC AUC ${result.wordAuc}   (aim >= 0.85)`);
    console.log(`(c) real-time factor ${result.rtf} (aim <= 0.15), peak memory per worker ${result.peakMemoryMb} MB`);
    console.log(`(d) latency from EOS to reply at 4 concurrent sockets (${latency.replies} utterances): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`);
    if (experts) {
      console.log(`(e) Pearson with the experts (${experts.length} utterances): total ${result.pccUtterance}, accuracy/pronunciation ${pccAccuracy?.toFixed(3)}, ` +
        `fluency ${pccFluency?.toFixed(3)}, word ${result.pccWord}, phone ${result.pccPhone}`);
      console.log('    published on the full speechocean762 corpus with trained DNN systems: word accuracy PCC 0.567 (baseline) to 0.61');
      console.log('    (Fu et al. 2022, arXiv:2203.01826); the corpus paper\'s Kaldi GOP baseline reports phone-level PCC near 0.45 (not re-checked here)');
    }
  }
} finally {
  await engine.close();
}
