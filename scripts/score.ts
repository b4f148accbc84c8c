/**
 * `npm run score -- --type 11|30|word --text "I like apples." file.wav`: scores one recording with the
 * reference engine and prints the JSON the scoring socket would answer in `data`.
 * For sentence completion (30), mark the fill words in square brackets: "My [name] is Amy."
 * `--type word` scores one word, as the word book's pronunciation practice will: its score and tier
 * (under 60 nice try, 60-79 good, 80-89 excellent, 90 and above perfect; spec 02 §4).
 */
import { readFile } from 'node:fs/promises';
import { ScoringError } from '../server/scoring/engine';
import { PocketsphinxEngine } from '../server/scoring/pocketsphinx/engine';
import { WorkerPool, pocketsphinxInstalled } from '../server/scoring/pocketsphinx/worker-pool';
import { scoreWord } from '../server/scoring/word-score';

const USAGE = 'usage: npm run score -- --type 11|30|word --text "I like apples." file.wav';
const args = process.argv.slice(2);
const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const type = value('--type');
const text = value('--text');
const file = args.filter((a, i) => !a.startsWith('--') && !['--type', '--text'].includes(args[i - 1] ?? '')).at(0);

if ((type !== '11' && type !== '30' && type !== 'word') || text === undefined || !file || (type === 'word' && !/^[A-Za-z']+$/.test(text.trim()))) {
  console.error(USAGE);
  process.exit(2);
}
if (!pocketsphinxInstalled()) {
  console.error('score: the engine needs Debian packages: apt-get install pocketsphinx pocketsphinx-en-us python3-pocketsphinx');
  process.exit(2);
}

const engine = new PocketsphinxEngine(new WorkerPool(1));
try {
  const wav = await readFile(file);
  if (type === 'word') console.log(JSON.stringify(await scoreWord(engine, text.trim(), wav), null, 2));
  else console.log(JSON.stringify(await engine.score({ text, scorerType: type === '11' ? 1 : 4, wav }), null, 2));
} catch (error) {
  if (!(error instanceof ScoringError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  console.error(`score: ${error instanceof ScoringError ? `${error.code}: ${error.message}` : `cannot read ${file}`}`);
  process.exitCode = 1;
} finally {
  await engine.close();
}
