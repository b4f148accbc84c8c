import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const cells = new Map<string, number[]>();
const droppedLen = new Map<string, number[]>();
for (const r of corpus) {
  const known = r.pronunciations.filter((p): p is string[] => Boolean(p?.length));
  const k = r.features.wordKept;
  const total = known.reduce((n, p) => n + p.length, 0);
  const keptPh = known.reduce((n, p, i) => n + (k[i] ? p.length : 0), 0);
  const share = keptPh / Math.max(1, total);
  const key = `${r.source}/${r.kind}`;
  cells.set(key, [...(cells.get(key) ?? []), share]);
  droppedLen.set(key, [...(droppedLen.get(key) ?? []), ...known.filter((_, i) => !k[i]).map((p) => p.length)]);
}
for (const [key, xs] of cells) {
  const q = (p: number) => xs.toSorted((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!.toFixed(2);
  const d = droppedLen.get(key)!;
  console.log(key.padEnd(16), 'n', xs.length, 'p10', q(0.1), 'p25', q(0.25), 'median', q(0.5), 'p75', q(0.75), 'all', (xs.filter((x) => x === 1).length / xs.length).toFixed(2), 'dropped len mean', (d.reduce((a, b) => a + b, 0) / d.length).toFixed(2), 'n', d.length);
}
const syn = corpus.filter((r) => r.source === 'synthetic' && r.kind === 'own');
for (const r of syn.slice(0, 60)) {
  const dropped = r.text.split(/\s+/).filter((_, i) => !r.features.wordKept[i]);
  if (dropped.length) console.log(r.group, r.text, '| dropped:', dropped.join(' '));
}
