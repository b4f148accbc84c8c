import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const q = (xs: number[], p: number) => xs.toSorted((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!.toFixed(1);
const groups = new Map<string, number[]>();
for (const r of corpus) {
  const k = r.features.wordKept;
  const nWords = k.length;
  for (let w = 0; w < nWords; w++) {
    const ph = r.features.phones.filter((p) => p.word === w);
    if (!ph.length) continue;
    const fpp = ph.reduce((n, p) => n + p.frames, 0) / ph.length;
    const gop = ph.reduce((n, p) => n + p.gop, 0) / ph.length;
    let label = `${r.source}/${r.kind}`;
    if (r.kind === 'skip') label += w % 3 === 1 ? ' cut' : ' said';
    label += k[w] ? ' kept' : ' dropped';
    groups.set(label + ' fpp', [...(groups.get(label + ' fpp') ?? []), fpp]);
    groups.set(label + ' gop', [...(groups.get(label + ' gop') ?? []), gop]);
  }
}
for (const [key, xs] of [...groups].toSorted()) console.log(key.padEnd(36), 'n', String(xs.length).padStart(5), 'p10', q(xs, 0.1), 'p25', q(xs, 0.25), 'med', q(xs, 0.5), 'p75', q(xs, 0.75), 'p90', q(xs, 0.9));
