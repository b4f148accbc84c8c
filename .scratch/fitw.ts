import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { loadModel } from '../server/scoring/pocketsphinx/model';
import { fitModel } from '../scripts/lib/scorer-fit';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const m = fitModel(corpus, loadModel());
console.log(JSON.stringify(m.overall), JSON.stringify(m.word), JSON.stringify(m.fluency));
