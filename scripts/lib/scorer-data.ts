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
