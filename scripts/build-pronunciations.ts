/**
 * `npx tsx scripts/build-pronunciations.ts` (run by `npm run setup`, after build-dictionary.ts): the US
 * and UK IPA of the curated school words and ECDICT's 20,000 most frequent headwords, made with eSpeak
 * NG in one process per voice (both at once) into .cache/dictionary/ (git-ignored; server/words/
 * pronunciations.ts reads it). Skipped when the file already holds every word; without eSpeak NG it says
 * so and lookups make each pronunciation on demand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ecdict } from '../server/words/ecdict';
import { PRONUNCIATION_FILE, batchIpa, type PrebuiltPronunciations } from '../server/words/pronunciations';
import { SCHOOL_VOCABULARY } from '../server/words/school-vocabulary';

const MOST_FREQUENT = 20_000;
const started = Date.now();
const headwords = [...ecdict().values()].filter((entry) => entry[5] > 0 && entry[5] <= MOST_FREQUENT && !entry[3]).map((entry) => entry[0]);
const words = [...new Set([...Object.keys(SCHOOL_VOCABULARY), ...headwords])].filter((word) => /^[a-z][a-z'-]*$/.test(word)).toSorted();

const existing = existsSync(PRONUNCIATION_FILE) ? (JSON.parse(gunzipSync(readFileSync(PRONUNCIATION_FILE)).toString('utf8')) as PrebuiltPronunciations) : undefined;
if (existing && words.every((word) => Object.hasOwn(existing.words, word))) {
  console.log(`pronunciations: ${PRONUNCIATION_FILE} holds all ${words.length} words`);
  process.exit(0);
}
try {
  const espeak = execFileSync('espeak-ng', ['--version'], { encoding: 'utf8' }).trim();
  const [us, uk] = await Promise.all([batchIpa(words, 'us'), batchIpa(words, 'uk')]);
  const file: PrebuiltPronunciations = { espeak, words: Object.fromEntries(words.map((word, i) => [word, [us[i]!, uk[i]!]])) };
  mkdirSync(dirname(PRONUNCIATION_FILE), { recursive: true });
  writeFileSync(PRONUNCIATION_FILE, gzipSync(JSON.stringify(file), { level: 9 }));
  console.log(`pronunciations: ${words.length} words in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(statSync(PRONUNCIATION_FILE).size / 1e6).toFixed(1)} MB at ${PRONUNCIATION_FILE}`);
} catch (error) {
  console.error(`pronunciations: not made at setup (${error instanceof Error ? error.message : String(error)}); lookups make them on demand`);
}
