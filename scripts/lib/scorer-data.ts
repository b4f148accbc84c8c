/** Reading the speechocean762 sample layout (wav/, text, scored/scores.json) for the scorer's scripts. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ExpertWord { text: string; accuracy: number; phones: string[]; phonesAccuracy: number[] }
export interface ExpertUtterance { utt: string; text: string; accuracy: number; fluency: number; total: number; completeness: number; words: ExpertWord[] }

/** `<utt><TAB><SENTENCE>` lines of a folder's text file, with the wav path of each. */
export function readUtterances(dir: string): { utt: string; text: string; wav: string }[] {
  return readFileSync(join(dir, 'text'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [utt, ...words] = line.split(/\s+/);
      return { utt: utt!, text: words.join(' '), wav: join(dir, 'wav', `${utt}.wav`) };
    })
    .filter((u) => existsSync(u.wav));
}

export function readExpertScores(dir: string): ExpertUtterance[] | undefined {
  const file = join(dir, 'scored', 'scores.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExpertUtterance[]) : undefined;
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** One utterance of the public corpus's own scores file (resource/scores.json): keys as the corpus spells them. */
interface CorpusScoresEntry {
  text: string; accuracy: number; completeness: number; fluency: number; total: number;
  words: { text: string; accuracy: number; phones: string[]; 'phones-accuracy': number[] }[];
}

/**
 * The experts' scores of every utterance of a copy of the public speechocean762 corpus (issue 39), from its
 * `resource/scores.json`, by utterance id; undefined when the copy has no scores file. They score the sample's
 * 300 recordings that the sample itself leaves unscored (the sample is lines of the corpus's training list).
 */
export function readCorpusScores(corpusDir: string): Map<string, ExpertUtterance> | undefined {
  const file = join(corpusDir, 'resource', 'scores.json');
  if (!existsSync(file)) return undefined;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CorpusScoresEntry>;
  return new Map(Object.entries(entries).map(([utt, e]) => [utt, {
    utt, text: e.text, accuracy: e.accuracy, fluency: e.fluency, total: e.total, completeness: e.completeness,
    words: e.words.map((w) => ({ text: w.text, accuracy: w.accuracy, phones: w.phones, phonesAccuracy: w['phones-accuracy'] })),
  }]));
}

/** What withExpertScores needs of a reading (scorer-corpus.ts CorpusReading). */
interface ReadingOfUtterance { id: string; source: 'real' | 'synthetic'; expert?: ExpertUtterance }

/**
 * The corpus's readings with the experts' scores from the corpus's scores file where the sample gave none.
 * A recording the sample lists both unscored and scored (9 of them) was measured twice under one id: the
 * scored copy is kept. A reading's id starts with its utterance id (`000010011/own`).
 */
export function withExpertScores<T extends ReadingOfUtterance>(readings: readonly T[], scores: ReadonlyMap<string, ExpertUtterance>): T[] {
  const scoredIds = new Set(readings.filter((r) => r.expert).map((r) => r.id));
  return readings
    .filter((r) => r.expert || !scoredIds.has(r.id))
    .map((r) => {
      const expert = r.source === 'real' && !r.expert ? scores.get(r.id.split('/')[0]!) : undefined;
      return expert ? { ...r, expert } : r;
    });
}

/**
 * The corpus's readings with the experts' scores of a copy of the public corpus (readCorpusScores) when one is given
 * and has its scores file; as they are otherwise. Logs how many readings of their own sentence are scored.
 */
export function withCorpusScores<T extends ReadingOfUtterance & { kind: string }>(readings: readonly T[], corpusDir: string | undefined, log: (line: string) => void): T[] {
  const scores = corpusDir ? readCorpusScores(corpusDir) : undefined;
  if (!scores) return [...readings];
  const scored = withExpertScores(readings, scores);
  log(`experts' scores: ${scored.filter((r) => r.kind === 'own' && r.expert).length} readings of their own sentence (${join(corpusDir!, 'resource', 'scores.json')})`);
  return scored;
}
