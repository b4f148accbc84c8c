import { buildCorpus } from '../scripts/lib/scorer-corpus';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { loadModel, utteranceParts } from '../server/scoring/pocketsphinx/model';
import { leaveOneSpeakerOut } from '../scripts/lib/scorer-eval';
const pool = new WorkerPool(0);
const corpus = await buildCorpus('../shared/data/speechocean762-sample', pool, { log: () => {} });
await pool.close();
const held = leaveOneSpeakerOut(corpus, loadModel());
const model = loadModel();
for (const h of held.filter((x) => x.reading.kind === 'skip' && x.reading.source === 'real' && x.overall >= 69.5)) {
  const r = h.reading;
  const k = r.features.wordKept.map((x) => (x ? 1 : 0)).join('');
  const fpp = r.text.split(' ').map((_, w) => { const ph = r.features.phones.filter((p) => p.word === w); return ph.length ? (ph.reduce((n, p) => n + p.frames, 0) / ph.length).toFixed(0) : '-'; }).join(',');
  console.log(h.overall.toFixed(0), r.id, '|', r.text, '| kept', k, '| fpp', fpp);
}
