/** GET /api/v1/chronus/episode (protected) and GET /api/v1/chronus/share-problem (open). */
import { Hono } from 'hono';
import { z } from '@core/content/zod';
import { episodesQuerySchema } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { notFound } from '../http/http-error';
import { readQuery } from '../http/validate';
import { assertEpisodesVisible } from '../homework/access';
import { loadEpisodes, sharedProblem } from '../homework/episodes';

export function episodeRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/v1/chronus/episode', async (c) => {
    const { episodeIds } = readQuery(c, episodesQuerySchema);
    await assertEpisodesVisible(db, c.get('userId'), episodeIds);
    return c.json({ episodes: await loadEpisodes(db, episodeIds) });
  });
  return routes;
}

/** A shared problem is open to whoever holds its identifier (the /share-episode route needs no sign-in). */
export function shareRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/v1/chronus/share-problem', async (c) => {
    const { identifier } = readQuery(c, z.object({ identifier: z.string().check(z.minLength(1), z.maxLength(100)) }));
    const shared = await sharedProblem(db, identifier);
    if (!shared) throw notFound('shared problem');
    const { episode } = shared;
    return c.json({ identifier, title: shared.title, episode: { episodeId: episode.episodeId, episodeType: episode.episodeType, activities: episode.activities } });
  });
  return routes;
}
