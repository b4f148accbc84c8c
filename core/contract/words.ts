/**
 * The word book calls (spec 02 §7; issue 16). Words are English words: letters with an optional
 * apostrophe part or hyphens (the reading task's word detector sends letters only), kept lower-case.
 */
import { z } from '../content/zod';

/** The word source code the app sends (spec 02 §9). */
export const WORD_SOURCE = 7;
/** Word sort type (spec 02 §3): 1 created-at descending, 2 alphabetical. */
export const WordSortType = { CREATED_DESC: 1, ALPHABETICAL: 2 } as const;

export const englishWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z'-]*$/, 'not an English word')
  .transform((word) => word.toLowerCase());

/** GET /api/v1/caen/wordbook/items and /api/v1/caen/words/queried_histories. */
export const wordListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** -1: every word (the app asks for the whole list, spec 02 §4). */
  pageSize: z.coerce.number().int().min(-1).max(1000).refine((n) => n !== 0, 'pageSize: -1 or 1-1000').default(-1),
  sortType: z.coerce.number().pipe(z.union([z.literal(WordSortType.CREATED_DESC), z.literal(WordSortType.ALPHABETICAL)])).default(WordSortType.CREATED_DESC),
});

export const wordListItemSchema = z.object({ word: z.string(), createdAt: z.number(), updatedAt: z.number(), collected: z.boolean() });
export type WordListItem = z.infer<typeof wordListItemSchema>;
export const wordListResponseSchema = z.object({ data: z.object({ words: z.array(wordListItemSchema), total: z.number() }) });

/** GET /api/v1/caen/wordbook/exist?words=a,b (or words repeated). */
export const wordExistQuerySchema = z.object({
  words: z.union([z.string().max(2000), z.array(z.string().max(64)).max(50)]).transform((value) => (Array.isArray(value) ? value : value.split(','))),
});
export const wordExistResponseSchema = z.object({ words: z.array(z.object({ word: z.string(), exist: z.boolean() })) });

/** POST /api/v1/caen/wordbook/item. */
export const collectWordSchema = z.object({ word: englishWordSchema, source: z.number().int().min(0).max(100).default(WORD_SOURCE) });
/** DELETE /api/v1/caen/wordbook/item?word=. */
export const removeWordQuerySchema = z.object({ word: englishWordSchema });

/** GET /api/v1/ncc/vocabulary/cambridge/lookup. */
export const wordLookupQuerySchema = z.object({
  word: z.string().max(64),
  needRecord: z.enum(['true', 'false', '1', '0']).optional(),
  source: z.coerce.number().int().optional(),
  briefOnly: z.enum(['true', 'false', '1', '0']).optional(),
});
