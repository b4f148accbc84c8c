/**
 * A pack's own word list, `glossary.json` (issue 35: "lookups of every word in the pack resolve"): the
 * meanings of the words its texts use that the server's dictionary does not know (a textbook's names,
 * Binbin, Zoom the bear) or knows only in another sense. The word lookup answers from the curated school
 * list first, then the packs' glossaries, then ECDICT (server/words/dictionary.ts), so a glossary can give
 * "Zip" the squirrel's meaning but cannot change a school word.
 *
 *   { "binbin": { "written": "Binbin", "senses": [{ "pos": "noun", "cn": "人名：斌斌（男孩名）",
 *       "en": "a Chinese boy's name", "example": ["Binbin is my friend.", "斌斌是我的朋友。"] }] } }
 */
import { z } from '@core/content';

/** The part-of-speech labels a lookup answers with (spec 02 §3). */
export const GLOSSARY_POS = ['noun', 'verb', 'adj', 'adv', 'prep', 'conj', 'pron', 'determiner', 'num', 'exclamation', 'modal verb', 'auxiliary verb', 'other'] as const;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const glossarySenseSchema = z.strictObject({
  pos: z.enum(GLOSSARY_POS),
  /** The Chinese meaning a student reads first. */
  cn: text(200),
  /** A learner's-dictionary definition in English. */
  en: text(300),
  /** An example sentence and its Chinese translation (spoken by the lookup's audio). */
  example: z.optional(z.tuple([text(300), text(300)])),
});
export type GlossarySense = z.infer<typeof glossarySenseSchema>;

export const glossaryWordSchema = z.strictObject({
  /** How the word is written where it is not all lower case (Binbin, Mr Zhou's Zhou). */
  written: z.optional(text(60)),
  senses: z.array(glossarySenseSchema).check(z.minLength(1), z.maxLength(10)),
});
export type GlossaryWord = z.infer<typeof glossaryWordSchema>;

/** The word in lower case, as the lookup takes it (core/contract/words.ts): letters, ' and -. */
const headword = z.string().check(z.regex(/^[a-z][a-z'-]*$/, "a word in lower case: letters, ' and -"), z.maxLength(64));

export const packGlossarySchema = z.record(headword, glossaryWordSchema);
export type PackGlossary = z.infer<typeof packGlossarySchema>;

export const GLOSSARY_FILE = 'glossary.json';
