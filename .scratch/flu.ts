import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { pearson } from '../scripts/lib/scorer-data';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const own = corpus.filter((r) => r.kind === 'own' && r.expert);
const flu = own.map((r) => r.expert!.fluency);
const tot = own.map((r) => r.expert!.total);
const typical = own.reduce((s, r) => s + r.features.speechRate, 0) / own.length;
const feats: Record<string, (r: (typeof own)[0]) => number> = {
  pauseShare: (r) => r.features.pauseFrames / Math.max(1, r.features.speechFrames + r.features.pauseFrames),
  pauseFrames: (r) => r.features.pauseFrames,
  rate: (r) => r.features.speechRate,
  rateDev: (r) => Math.abs(r.features.speechRate - typical),
  speechSecPerWord: (r) => r.features.speechFrames / 100 / r.pronunciations.length,
  totalSecPerWord: (r) => (r.features.speechFrames + r.features.pauseFrames) / 100 / r.pronunciations.length,
  gopMean: (r) => r.features.phones.reduce((n, p) => n + p.gop, 0) / Math.max(1, r.features.phones.length),
  match: (r) => r.features.sequenceMatch,
  keptShare: (r) => r.features.wordKept.filter(Boolean).length / r.features.wordKept.length,
};
console.log('n', own.length, 'fluency sd', Math.sqrt(flu.reduce((s, x) => s + (x - flu.reduce((a, b) => a + b) / flu.length) ** 2, 0) / flu.length).toFixed(2), 'hist', JSON.stringify(Object.entries(flu.reduce((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {} as Record<number, number>))));
for (const [name, f] of Object.entries(feats)) console.log(name.padEnd(18), 'r(fluency)', pearson(own.map(f), flu).toFixed(3), ' r(total)', pearson(own.map(f), tot).toFixed(3));
const overallRate = (r: (typeof own)[0]) => r.features.phones.length / ((r.features.speechFrames + r.features.pauseFrames) / 100);
console.log('overallRate r(fluency)', pearson(own.map(overallRate), flu).toFixed(3), 'r(total)', pearson(own.map(overallRate), tot).toFixed(3));
const allOwn = corpus.filter((r) => r.kind === 'own' && r.source === 'real');
const rates = allOwn.map((r) => r.features.speechRate);
const m = rates.reduce((a, b) => a + b) / rates.length;
console.log('rate mean over 365', m.toFixed(2), 'sd', Math.sqrt(rates.reduce((s, x) => s + (x - m) ** 2, 0) / rates.length).toFixed(2));
const or = allOwn.map(overallRate);
const m2 = or.reduce((a, b) => a + b) / or.length;
console.log('overallRate mean', m2.toFixed(2), 'sd', Math.sqrt(or.reduce((s, x) => s + (x - m2) ** 2, 0) / or.length).toFixed(2));
const syn = corpus.filter((r) => r.kind === 'own' && r.source === 'synthetic').map(overallRate);
console.log('synthetic overallRate', syn.map((x) => x.toFixed(1)).join(' '));
