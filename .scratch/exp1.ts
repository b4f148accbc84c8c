import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const cells = new Map<string, number[]>();
for (const r of corpus) {
  const k = r.features.wordKept;
  const share = k.filter(Boolean).length / Math.max(1, k.length);
  const key = `${r.source}/${r.kind}`;
  cells.set(key, [...(cells.get(key) ?? []), share]);
}
for (const [key, xs] of cells) {
  const q = (p: number) => xs.toSorted((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!.toFixed(2);
  console.log(key.padEnd(16), 'n', xs.length, 'p10', q(0.1), 'p25', q(0.25), 'median', q(0.5), 'p75', q(0.75), 'all kept', (xs.filter((x) => x === 1).length / xs.length).toFixed(2));
}
