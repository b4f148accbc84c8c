/**
 * The word lookup (spec 02 §3, §7; issue 16) from local data: the curated school vocabulary (the
 * textbook's names, meanings, parts of speech, translated examples) first, ECDICT's common words for
 * everything else (Chinese meanings by part of speech, an English definition, form links, WordNet's
 * English examples; built at setup, without what a child should not read: child-safe.ts), eSpeak NG for
 * US and UK IPA (normalised towards what a learner's dictionary prints) and, through the answer-clip
 * address, the audio of the word and its examples (made on first request, cached). An inflected form
 * (went, children, apples, don't) resolves to its headword and says so. One rule for what is a word
 * (issue 32, item 15): a word the dictionary lists; anything else, a typo too, is not found (404,
 * errorCode 5). A listed word without a meaning for a child is answered without wordBrief (the app says
 * 'not included'). CMUdict stands in for ECDICT's list only when ECDICT could not be built.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { LRUCache } from 'lru-cache';
import { answerClipUrl, clipHash, type ClipVoice } from '@core/contract';
import { espeakSlot } from '../audio/espeak-slots';
import { ESPEAK_VOICES } from '../audio/speech';
import type { Queryable } from '../db/database';
import { IRREGULAR_FORMS, SCHOOL_VOCABULARY, type CuratedWord } from './school-vocabulary';
import { briefLine, ecdict, ecdictHeadwordOf, ecdictWritten, meaningOf, type EcdictEntry } from './ecdict';
import { NAME_FORMS } from './school-vocabulary-names';
import { prebuiltIpa } from './pronunciations';
import { packGlossaryWords } from './pack-glossaries';
import type { GlossaryWord } from '../content/pack-glossary';

const exec = promisify(execFile);

/** The spec's short part-of-speech labels by enum value (spec 02 §3). */
const POS_LABELS: Record<number, string> = { 1: 'determiner', 2: 'adj', 3: 'adv', 4: 'prep', 5: 'conj', 6: 'pron', 7: 'noun', 8: 'verb', 9: 'auxiliary verb', 10: 'modal verb', 12: 'exclamation', 13: 'num' };
export const posLabel = (pos: number): string => POS_LABELS[pos] ?? 'other';

/** Whether the dictionary lists a word: ECDICT's words, or CMUdict's when ECDICT could not be built at setup. */
const isListed = (word: string) => (ecdict().size > 0 ? ecdict().has(word) : Object.hasOwn(cmu, word));
const isCurated = (word: string) => Object.hasOwn(SCHOOL_VOCABULARY, word);

/**
 * How a headword is written (the word book keys words in lower case): a textbook name or title as
 * NAME_FORMS writes it (Tom, Beijing, I, Mr); else as ECDICT writes it (China, Monday, TV), unless a
 * curated word's first example writes it in lower case (north, may).
 */
export function writtenForm(word: string, glossary?: ReadonlyMap<string, GlossaryWord>): string {
  // The word is the client's: 'constructor' must not find Object.prototype's member.
  if (Object.hasOwn(NAME_FORMS, word)) return NAME_FORMS[word]!;
  const glossaryWritten = isCurated(word) ? undefined : glossary?.get(word)?.written;
  if (glossaryWritten) return glossaryWritten;
  const written = ecdictWritten(word);
  if (!written) return word;
  const example = isCurated(word) ? SCHOOL_VOCABULARY[word]!.senses[0]?.example[0] : undefined;
  return example && new RegExp(`\\b${word}\\b`).test(example) ? word : written;
}

/** Regular inflections, most specific first: the candidates a form may come from. */
export function regularHeadwords(word: string): string[] {
  const candidates: string[] = [];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.endsWith('s')) candidates.push(word.slice(0, -1));
  if (word.endsWith('ied')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) candidates.push(word.slice(0, -2), word.slice(0, -1));
  if (word.endsWith('ing')) candidates.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  // A doubled last consonant: running -> run, stopped -> stop.
  for (const suffix of ['ing', 'ed']) if (word.endsWith(suffix) && word.at(-suffix.length - 1) === word.at(-suffix.length - 2)) candidates.push(word.slice(0, -suffix.length - 1));
  return candidates.filter((c) => c.length > 1);
}

/**
 * The word a lookup answers about: the word itself, or the headword of a form of it (the curated list's
 * irregular forms, regular endings, ECDICT's form links), with where its meanings come from; undefined
 * for no English word.
 */
export function resolveHeadword(word: string): { headword: string; curated: boolean } | undefined {
  if (isCurated(word)) return { headword: word, curated: true };
  // The looked-up word is the client's: 'constructor' must not find Object.prototype's member.
  const irregular = Object.hasOwn(IRREGULAR_FORMS, word) ? IRREGULAR_FORMS[word] : undefined;
  if (irregular) return { headword: irregular, curated: isCurated(irregular) };
  const curatedBase = regularHeadwords(word).find(isCurated);
  if (curatedBase) return { headword: curatedBase, curated: true };
  const formOf = ecdictHeadwordOf(word);
  if (formOf && formOf !== word) return { headword: formOf, curated: isCurated(formOf) };
  const packaged = ecdict().get(word);
  if (packaged) {
    const lemma = packaged[3];
    if (lemma && (isCurated(lemma) || ecdict().has(lemma))) return { headword: lemma, curated: isCurated(lemma) };
    return { headword: word, curated: false };
  }
  // A contraction the lists do not hold is its first word's (she's -> she, wasn't -> was -> be).
  const contracted = /^([a-z]+?)(?:n't|'s|'ll|'re|'ve|'d|'m)$/.exec(word)?.[1];
  const ofContracted = contracted ? resolveHeadword(contracted) : undefined;
  if (ofContracted) return ofContracted;
  if (isListed(word)) return { headword: word, curated: false };
  const englishBase = regularHeadwords(word).find(isListed);
  return englishBase ? { headword: englishBase, curated: false } : undefined;
}

/**
 * A word a pack's glossary defines (pack-glossary.ts): the word itself, a regular form of one (Binbin's),
 * or the headword the dictionary found for it. Asked only when the curated list does not know the word.
 */
function glossaryHeadword(glossary: ReadonlyMap<string, GlossaryWord>, word: string, dictionaryHeadword: string | undefined): string | undefined {
  if (glossary.size === 0) return undefined;
  return [word, ...regularHeadwords(word), ...(dictionaryHeadword ? [dictionaryHeadword] : [])].find((candidate) => glossary.has(candidate));
}

/** Whether the lookup answers a word: the dictionary knows it, or a pack's glossary does. */
export async function isKnownWord(db: Queryable, word: string): Promise<boolean> {
  return resolveHeadword(word) !== undefined || glossaryHeadword(await packGlossaryWords(db), word, undefined) !== undefined;
}

/**
 * eSpeak NG's IPA, made to look like a learner's dictionary's: r, g, e, ə, no tie bars; UK short a as
 * æ, NEAR as ɪə, a final happy vowel as i. Where the US voice says the word differently, the US form shows it as Cambridge and Oxford print it
 * (issue 32, item 15): the flapped t of city and water as t̬, and the r of bird and nurse, which the US
 * voice sounds but eSpeak writes as the UK ɜː.
 */
export function textbookIpa(ipa: string, voice: ClipVoice): string {
  let text = ipa.trim().replaceAll('ɹ', 'r').replaceAll('ɡ', 'g').replaceAll('ɐ', 'ə').replaceAll('ᵻ', 'ɪ').replaceAll('ɛ', 'e').replaceAll('ɚ', 'ər').replaceAll('ɝ', 'ɜːr').replaceAll('‿', '').replaceAll('\u0361', '');
  // RP's NEAR vowel and final happy vowel as today's dictionaries print them: /hɪə/, /ˈhæpi/.
  if (voice === 'uk') text = text.replaceAll('ɾ', 't').replace(/a(?![ɪʊː])/g, 'æ').replaceAll('iə', 'ɪə').replace(/ɪ$/, 'i');
  else text = text.replaceAll('ɾ', 't\u032c').replace(/ɜː(?!r)/g, 'ɜːr');
  // eSpeak's US voice doubles an r across a syllable (jˈʊɹɹəp); a dictionary writes one.
  text = text.replaceAll('rr', 'r');
  return textbookStress(text);
}

const VOWELS = /[aeiouæɑɒɔəɛɜɪʊʌ]+/g;
const CONSONANT_BEFORE_MARK = /(tʃ|dʒ|[bdfghjklmnprstvwzðθʃʒŋ])([ˈˌ])/g;

/**
 * Stress marks where a textbook prints them: none on a word of one syllable (/kæt/), and before the
 * stressed syllable's first consonant rather than its vowel, as eSpeak writes (/əˈbaʊt/, not /əbˈaʊt/).
 */
function textbookStress(ipa: string): string {
  if ((ipa.match(VOWELS) ?? []).length <= 1) return ipa.replace(/[ˈˌ]/g, '');
  // One consonant, then a second where the two begin a syllable together (bj, pl, tr, st ...).
  return ipa.replace(CONSONANT_BEFORE_MARK, '$2$1').replace(ONSET_PAIR_BEFORE_MARK, '$2$1');
}

const ONSET_PAIR_BEFORE_MARK = /([bdfgkpstvθʃ])([ˈˌ])(?=[jrlw]|(?<=s[ˈˌ])[ptkmnl])/g;

const ipaCache = new LRUCache<string, Promise<string>>({ max: 20_000 });
/** The word's IPA in one voice: made at setup (pronunciations.ts), or spoken once on demand and cached. */
function ipaOf(word: string, voice: ClipVoice): Promise<string> {
  const key = `${voice}|${word}`;
  let ipa = ipaCache.get(key);
  if (!ipa) {
    const prebuilt = prebuiltIpa(word, voice);
    ipa =
      prebuilt === undefined
        ? espeakSlot(() => exec('espeak-ng', ['-q', '--ipa', '-v', ESPEAK_VOICES[voice], '--', word])).then(
            ({ stdout }) => textbookIpa(stdout, voice),
            () => '',
          )
        : Promise.resolve(textbookIpa(prebuilt, voice));
    ipaCache.set(key, ipa);
  }
  return ipa;
}

/**
 * What a lookup keeps, per database (one in a running server; one per schema in the API tests, whose
 * answers must each register their clips in their own): the answers made, and the clip texts
 * registered, so a lookup writes nothing once its word's audio is known.
 */
interface DictionaryMemory { answers: LRUCache<string, CachedAnswer>; registered: LRUCache<string, true> }
const memories = new WeakMap<Queryable, DictionaryMemory>();

/** After a pack changes (pack-glossaries.ts): lookups answer again, with its glossary. */
export const forgetLookupAnswers = (db: Queryable) => memories.get(db)?.answers.clear();
function memoryOf(db: Queryable): DictionaryMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { answers: new LRUCache({ max: 20_000 }), registered: new LRUCache({ max: 50_000 }) };
    memories.set(db, memory);
  }
  return memory;
}

/** An audio address of the clip route for a text (registered once so the route may make it). */
async function audioOf(db: Queryable, text: string, voice: ClipVoice): Promise<string> {
  const hash = await clipHash(text, voice);
  const { registered } = memoryOf(db);
  if (!registered.has(hash)) {
    await db.query('INSERT INTO clip_texts (hash, text, voice) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [hash, text, voice]);
    registered.set(hash, true);
  }
  return answerClipUrl(text, voice);
}

export interface LookupAnswer {
  word: string;
  /** The headword when the word looked up is a form of it (went -> go). */
  headword?: string;
  inflectionOf?: string;
  wordBrief?: { pos: string; definitionCn: string };
  pronunciationInfo: { us: string; uk: string; usMp3Cdn: string; ukMp3Cdn: string };
  wordEntry?: { pos: string; knowledgePoint: { cambridgeVocab: { definition: string }; definitionCn: string; displayExample: { originalText: string; translation: string; audioCdn: string }[] } }[];
}

/** A lookup's answer as the call sends it ({ data }, as text and as the bytes sent), with the headword it is about (lower case, as the word book keeps it). */
export interface FoundWord { word: string; json: string; body: Buffer }

// Answers made once per word and form (the data only changes with a new build or a pack's glossary): a class looking words up
// while reading costs a map lookup each. `done` is set once the answer is made, for the fast path that
// answers on Node's request without waiting (http/lookup-fast-path.ts).
interface CachedAnswer { pending: Promise<FoundWord | null>; done?: FoundWord | null }
const answerKey = (word: string, briefOnly: boolean) => `${briefOnly ? 'brief' : 'full'}|${word}`;

/** The lookup's answer and its headword; undefined for no English word (404, errorCode 5). */
export async function lookUpAnswer(db: Queryable, word: string, options: { briefOnly: boolean }): Promise<FoundWord | undefined> {
  const key = answerKey(word, options.briefOnly);
  const { answers } = memoryOf(db);
  let cached = answers.get(key);
  if (!cached) {
    const pending = makeAnswer(db, word, options).then((made) => {
      if (!made) return null;
      const json = JSON.stringify({ data: made.answer });
      return { word: made.headword, json, body: Buffer.from(json) };
    });
    const entry: CachedAnswer = { pending };
    cached = entry;
    answers.set(key, entry);
    pending.then(
      (found) => (entry.done = found),
      // A failed answer (the database away) is not kept.
      () => answers.delete(key),
    );
  }
  return (await cached.pending) ?? undefined;
}

/** The answer already made for a word (null: no English word), or undefined when it is not made yet. */
export const knownLookupAnswer = (db: Queryable, word: string, briefOnly: boolean): FoundWord | null | undefined => memoryOf(db).answers.get(answerKey(word, briefOnly))?.done;

/** Meanings written for a learner, each with its part of speech's label: a curated school word's or a pack glossary's. */
type LearnerWord = Pick<GlossaryWord, 'senses'>;
const asLearnerWord = (entry: CuratedWord): LearnerWord => ({ senses: entry.senses.map((sense) => ({ ...sense, pos: posLabel(sense.pos) as GlossaryWord['senses'][number]['pos'] })) });

/** Where meanings come from, first that knows the word: the curated school list, the packs' glossaries, ECDICT. */
async function makeAnswer(db: Queryable, word: string, options: { briefOnly: boolean }): Promise<{ headword: string; answer: LookupAnswer } | undefined> {
  const resolved = resolveHeadword(word);
  if (resolved?.curated) return { headword: resolved.headword, answer: await answerAbout(db, word, resolved.headword, asLearnerWord(SCHOOL_VOCABULARY[resolved.headword]!), options) };
  const glossary = await packGlossaryWords(db);
  const fromGlossary = glossaryHeadword(glossary, word, resolved?.headword);
  if (fromGlossary) return { headword: fromGlossary, answer: await answerAbout(db, word, fromGlossary, glossary.get(fromGlossary)!, options, glossary) };
  if (!resolved) return undefined;
  return { headword: resolved.headword, answer: await answerAbout(db, word, resolved.headword, undefined, options) };
}

/** `learnerWord`: its meanings when written for a learner; ECDICT's otherwise. */
async function answerAbout(db: Queryable, word: string, headword: string, learnerWord: LearnerWord | undefined, { briefOnly }: { briefOnly: boolean }, glossary?: ReadonlyMap<string, GlossaryWord>): Promise<LookupAnswer> {
  const [us, uk, usMp3Cdn, ukMp3Cdn] = await Promise.all([ipaOf(headword, 'us'), ipaOf(headword, 'uk'), audioOf(db, headword, 'us'), audioOf(db, headword, 'uk')]);
  const written = writtenForm(headword, glossary);
  const answer: LookupAnswer = {
    word: written,
    ...(headword !== word ? { headword: written, inflectionOf: word } : {}),
    pronunciationInfo: { us, uk, usMp3Cdn, ukMp3Cdn },
  };
  if (!learnerWord) return withPackagedMeanings(db, answer, ecdict().get(headword), briefOnly);
  const { senses } = learnerWord;
  answer.wordBrief = { pos: [...new Set(senses.map((sense) => sense.pos))].join(' / '), definitionCn: senses.map(briefLine).join('；') };
  if (briefOnly) return answer;
  answer.wordEntry = await Promise.all(
    senses.map(async (sense) => ({
      pos: sense.pos,
      knowledgePoint: {
        cambridgeVocab: { definition: sense.en },
        definitionCn: sense.cn,
        displayExample: sense.example ? [{ originalText: sense.example[0], translation: sense.example[1], audioCdn: await audioOf(db, sense.example[0], 'us') }] : [],
      },
    })),
  );
  return answer;
}

/**
 * A word outside the curated list: its brief and entries from ECDICT, the first with WordNet's English
 * example where there is one (shown without a translation); as it was when ECDICT has none.
 */
async function withPackagedMeanings(db: Queryable, answer: LookupAnswer, entry: EcdictEntry | undefined, briefOnly: boolean): Promise<LookupAnswer> {
  if (!entry || !entry[1]) return answer;
  const meanings = entry[1].split('\n').map(meaningOf);
  answer.wordBrief = { pos: [...new Set(meanings.map((m) => m.pos))].join(' / '), definitionCn: meanings.map(briefLine).join('；') };
  if (briefOnly) return answer;
  const example = entry[6] ? [{ originalText: entry[6], translation: '', audioCdn: await audioOf(db, entry[6], 'us') }] : [];
  answer.wordEntry = meanings.map((meaning, index) => ({
    pos: meaning.pos,
    knowledgePoint: { cambridgeVocab: { definition: index === 0 ? entry[2] : '' }, definitionCn: meaning.cn, displayExample: index === 0 ? example : [] },
  }));
  return answer;
}
