/** A word lookup's query as the route and its fast path both read it (one rule, issue 38). */
import { englishWordSchema, type wordLookupQuerySchema } from '@core/contract';
import type { z } from 'zod/mini';

const on = (flag: string | undefined) => flag === 'true' || flag === '1';

export function lookupOf(query: z.output<typeof wordLookupQuerySchema>): { word: string | undefined; briefOnly: boolean; record: boolean } {
  const word = englishWordSchema.safeParse(query.word);
  return { word: word.success ? word.data : undefined, briefOnly: on(query.briefOnly), record: on(query.needRecord) };
}
