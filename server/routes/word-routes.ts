/** The word book calls (spec 02 §7; issue 16): lists, exist, collect, remove, each on the caller's own words. */
import { Hono } from 'hono';
import { collectWordSchema, removeWordQuerySchema, wordExistQuerySchema, wordListQuerySchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { readBody, readQuery } from '../http/validate';
import { collectWord, listWords, removeWord, wordsExist } from '../words/wordbook';

export function wordRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/v1/caen/wordbook/items', async (c) => c.json({ data: await listWords(db, 'wordbook_items', c.get('userId'), readQuery(c, wordListQuerySchema)) }));
  routes.get('/api/v1/caen/words/queried_histories', async (c) => c.json({ data: await listWords(db, 'word_lookups', c.get('userId'), readQuery(c, wordListQuerySchema)) }));
  routes.get('/api/v1/caen/wordbook/exist', async (c) => c.json({ words: await wordsExist(db, c.get('userId'), readQuery(c, wordExistQuerySchema).words) }));

  routes.post('/api/v1/caen/wordbook/item', async (c) => {
    const { word, source } = await readBody(c, collectWordSchema);
    await collectWord(db, c.get('userId'), word, source);
    return c.json({ ok: true as const, word });
  });

  routes.delete('/api/v1/caen/wordbook/item', async (c) => {
    const { word } = readQuery(c, removeWordQuerySchema);
    await removeWord(db, c.get('userId'), word);
    return c.json({ ok: true as const, word });
  });

  return routes;
}
