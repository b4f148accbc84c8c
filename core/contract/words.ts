/**
 * The word book calls (spec 02 §7; issue 16). Words are English words: letters with an optional
 * apostrophe part or hyphens (the reading task's word detector sends letters only), kept lower-case.
 */
import { withDefault, z } from '../content/zod';

/** The word source code the app sends (spec 02 §9). */
export const WORD_SOURCE = 7;
/** Word sort type (spec 02 §3): 1 created-at descending, 2 alphabetical. */
export const WordSortType = { CREATED_DESC: 1, ALPHABETICAL: 2 } as const;

export const englishWordSchema = z.pipe(z
  .string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z][A-Za-z'-]*$/, 'not an English word')), z.transform((word) => word.toLowerCase()));

/** GET /api/v1/caen/wordbook/items and /api/v1/caen/words/queried_histories. */
export const wordListQuerySchema = z.object({
  page: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(10_000)), 1),
  /** -1: every word (the app asks for the whole list, spec 02 §4). */
  pageSize: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(-1), z.lte(1000), z.refine((n) => n !== 0, 'pageSize: -1 or 1-1000')), -1),
  sortType: withDefault(z.pipe(z.coerce.number(), z.union([z.literal(WordSortType.CREATED_DESC), z.literal(WordSortType.ALPHABETICAL)])), WordSortType.CREATED_DESC),
});

export const wordListItemSchema = z.object({ word: z.string(), createdAt: z.number(), updatedAt: z.number(), collected: z.boolean() });
export type WordListItem = z.infer<typeof wordListItemSchema>;
export const wordListResponseSchema = z.object({ data: z.object({ words: z.array(wordListItemSchema), total: z.number() }) });

/** GET /api/v1/caen/wordbook/exist?words=a,b (or words repeated). */
export const wordExistQuerySchema = z.object({
  words: z.pipe(z.union([z.string().check(z.maxLength(2000)), z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50))]), z.transform((value) => (Array.isArray(value) ? value : value.split(',')))),
});
export const wordExistResponseSchema = z.object({ words: z.array(z.object({ word: z.string(), exist: z.boolean() })) });

/**
 * POST /api/v1/caen/wordbook/item. Any text up to 64 characters: whether it is a word the dictionary
 * knows is the server's answer (404, errorCode 5, as the lookup answers), not a malformed body.
 */
export const collectWordSchema = z.object({ word: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), source: withDefault(z.int().check(z.gte(0), z.lte(100)), WORD_SOURCE) });
/** DELETE /api/v1/caen/wordbook/item?word=. */
export const removeWordQuerySchema = z.object({ word: englishWordSchema });

/** GET /api/v1/ncc/vocabulary/cambridge/lookup. */
export const wordLookupQuerySchema = z.object({
  word: z.string().check(z.maxLength(64)),
  needRecord: z.optional(z.enum(['true', 'false', '1', '0'])),
  source: z.optional(z.pipe(z.coerce.number(), z.int())),
  briefOnly: z.optional(z.enum(['true', 'false', '1', '0'])),
});

/** The word book's two tabs (spec 02 §4). */
export type WordTab = 'collection' | 'history';

/** A word as the lookup answers it (issue 16), as the app shows it. */
export interface WordLookup {
  word: string;
  headword?: string;
  inflectionOf?: string;
  wordBrief?: { pos: string; definitionCn: string };
  pronunciationInfo: { us: string; uk: string; usMp3Cdn: string; ukMp3Cdn: string };
  wordEntry?: { pos: string; knowledgePoint: { cambridgeVocab: { definition: string }; definitionCn: string; displayExample: { originalText: string; translation?: string; audioCdn?: string }[] } }[];
}

/**
 * What a word page shows (spec 02 §3 word page status, §8): success; notFound (404 with errorCode 5);
 * notIncluded (no wordBrief, or any other answered error); other (no answer: the network).
 */
export type WordPage = { status: 'success'; lookup: WordLookup } | { status: 'notFound' } | { status: 'notIncluded' } | { status: 'other' };
