import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const own = new Map(corpus.filter((r) => r.kind === 'own').map((r) => [r.id.replace('/own', ''), r]));
const ratios = corpus.filter((r) => r.kind === 'skip' && r.source === 'real').map((r) => { const o = own.get(r.id.replace('/skip', ''))!; return { id: r.id, ratio: r.seconds / o.seconds, ownPhones: o.features.phones.length, expected: o.pronunciations.flat().length }; });
console.log('skip == own length', ratios.filter((x) => x.ratio > 0.999).length, 'of', ratios.length);
console.log(ratios.filter((x) => x.ratio > 0.95).map((x) => `${x.id} ${x.ratio.toFixed(3)} ${x.ownPhones}/${x.expected}`).join('\n'));
