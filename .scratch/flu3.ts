import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { loadModel } from '../server/scoring/pocketsphinx/model';
import { fitPhoneAndFluency } from '../scripts/lib/scorer-fit';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const groups = [...new Set(corpus.filter((r) => r.expert).map((r) => r.group))].slice(0, 8);
for (const g of groups) console.log(g, JSON.stringify(fitPhoneAndFluency(corpus.filter((r) => r.group !== g), loadModel()).fluency));
