/**
 * The word book calls (spec 02 §7; issue 16): the lookup, and lists, exist, collect, remove, each on the
 * caller's own words. Only a word the lookup answers is collected (issue 32, item 14; a pack's glossary's
 * too, issue 35): anything else answers as the lookup does, 404 with errorCode 5.
 */
import { Hono } from 'hono';
import { collectWordSchema, englishWordSchema, removeWordQuerySchema, wordExistQuerySchema, wordListQuerySchema, wordLookupQuerySchema } from '@core/contract';
import { WORD_NOT_FOUND_ERROR_CODE } from '@core/domain';
import { HttpError } from '../http/http-error';
import { isKnownWord, lookUpAnswer } from '../words/dictionary';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { lookupOf } from '../words/lookup-query';
import { collectWord, listWords, recordLookup, removeWord, wordsExist } from '../words/wordbook';

export function wordRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/v1/caen/wordbook/items', async (c) => c.json({ data: await listWords(db, 'wordbook_items', c.get('userId'), readQuery(c, wordListQuerySchema)) }));
  routes.get('/api/v1/caen/words/queried_histories', async (c) => c.json({ data: await listWords(db, 'word_lookups', c.get('userId'), readQuery(c, wordListQuerySchema)) }));
  routes.get('/api/v1/caen/wordbook/exist', async (c) => c.json({ words: await wordsExist(db, c.get('userId'), readQuery(c, wordExistQuerySchema).words) }));

  routes.get('/api/v1/ncc/vocabulary/cambridge/lookup', async (c) => {
    const query = readQuery(c, wordLookupQuerySchema);
    const lookup = lookupOf(query);
    const found = lookup.word === undefined ? undefined : await lookUpAnswer(db, lookup.word, { briefOnly: lookup.briefOnly });
    if (!found) throw new HttpError(404, WORD_NOT_FOUND_ERROR_CODE, `找不到该单词: ${query.word}`);
    if (lookup.record) await recordLookup(db, c.get('userId'), found.word);
    // The answer's text is made once per word (dictionary.ts): sent as it is.
    return c.body(found.json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });

  routes.post('/api/v1/caen/wordbook/item', async (c) => {
    const { word: asked, source } = await readBody(c, collectWordSchema);
    const word = englishWordSchema.safeParse(asked);
    if (!word.success || !(await isKnownWord(db, word.data))) throw new HttpError(404, WORD_NOT_FOUND_ERROR_CODE, `找不到该单词: ${asked}`);
    await collectWord(db, c.get('userId'), word.data, source);
    return c.json({ ok: true as const, word: word.data });
  });

  routes.delete('/api/v1/caen/wordbook/item', async (c) => {
    const { word } = readQuery(c, removeWordQuerySchema);
    await removeWord(db, c.get('userId'), word);
    return c.json({ ok: true as const, word });
  });

  return routes;
}
