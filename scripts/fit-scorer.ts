/**
 * `npm run fit:scorer [-- DIR] [--population CORPUS_DIR]`: fits the scoring engine's small model (server/scoring/pocketsphinx/
 * model.json) on the corpus of DIR (default: the shared speechocean762 sample): its recordings read
 * against their own sentence, another sentence and with a third of the words cut out, and eSpeak NG
 * readings of the seeded sentences (scripts/lib/scorer-corpus.ts; the fit: scripts/lib/scorer-fit.ts).
 * With --population, the overall's spread above the pass mark is fitted on the readings of the public
 * speechocean762 corpus in CORPUS_DIR (a fetched copy of jimbozhang/speechocean762; scorer-population.ts)
 * instead of the sample's own; and when that copy has the corpus's scores file (resource/scores.json), the
 * sample's 300 unscored recordings get their experts' scores from it and the overall is fitted to the experts'
 * totals (the quality, scorer-fit.ts fitQuality; issue 39).
 * `npm run bench:scorer` measures the same fit with each speaker left out.
 */
import { writeFileSync } from 'node:fs';
import { MODEL_FILE, loadModel, type ScoringModel } from '../server/scoring/pocketsphinx/model';
import { WorkerPool } from '../server/scoring/pocketsphinx/worker-pool';
import { buildCorpus, type CorpusReading } from './lib/scorer-corpus';
import { withCorpusScores } from './lib/scorer-data';
import { fitModel } from './lib/scorer-fit';
import { loadPopulation } from './lib/scorer-population';

const args = process.argv.slice(2);
const populationDir = args.includes('--population') ? args[args.indexOf('--population') + 1] : undefined;
const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--population') ?? '../shared/data/speechocean762-sample';
const pool = new WorkerPool(2);
let corpus: CorpusReading[];
let population;
try {
  corpus = withCorpusScores(await buildCorpus(dir, pool, { log: (line) => console.log(line) }), populationDir, (line) => console.log(line));
  if (populationDir) population = await loadPopulation(populationDir, dir, pool, (line) => console.log(line));
} finally {
  await pool.close();
}

const model = fitModel(corpus, loadModel(), { population: population?.readings });
const counts = ['real/own', 'real/other', 'real/skip', 'real/replace', 'synthetic/own', 'synthetic/skip'].map((cell) => `${corpus.filter((r) => `${r.source}/${r.kind}` === cell).length} ${cell}`);
const spreadOn = population ? `; spread above the pass mark on ${population.measured.recordings} readings of ${population.measured.speakers} other learners of the public corpus` : '';
const scoredOwn = corpus.filter((r) => r.kind === 'own' && r.expert);
const qualityOn = model.overall.quality ? `; quality on the experts' totals of ${scoredOwn.length} readings of ${new Set(scoredOwn.map((r) => r.group)).size} speakers` : '';
model.fittedOn = `speechocean762 sample (${counts.join(', ')})${spreadOn}${qualityOn}, ${new Date().toISOString().slice(0, 10)}`;
const round = (x: number) => Math.round(x * 10000) / 10000;
const rounded = JSON.parse(JSON.stringify(model, (_, v: unknown) => (typeof v === 'number' ? round(v) : v))) as ScoringModel;
writeFileSync(MODEL_FILE, `${JSON.stringify(rounded, null, 2)}\n`);
console.log(`fitted on ${corpus.length} readings (${counts.join(', ')}); wrote ${MODEL_FILE}`);
console.log('cross-validated figures: npm run bench:scorer -- ' + dir);
