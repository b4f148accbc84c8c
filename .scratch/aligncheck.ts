import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const own = corpus.filter((r) => r.kind === 'own' && r.source === 'real');
const bad = own.filter((r) => r.features.phones.length !== r.pronunciations.filter((p) => p?.length).flat().length);
console.log(bad.length, bad.slice(0, 10).map((r) => `${r.id} ${r.features.phones.length}/${r.pronunciations.filter((p) => p?.length).flat().length} ${r.text} ${r.text.split(' ').length} words`).join('\n'));
