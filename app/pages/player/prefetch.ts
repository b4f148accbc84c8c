/**
 * What the player asks the server first, asked as the app starts (issue 18). Opened at /pt, a phone
 * would otherwise download the player and its data code, then ask for the homework, then download the
 * question screens it needs and ask for the follow-up episodes: each step a round trip after the last.
 * Here the homework (and its draft) go out at once, beside the player's download; when the homework is
 * in, its follow-ups go out and its question screens download. The player's own calls then take these
 * responses (ApiClient.prefetch), and check them with their schemas as always.
 *
 * Only the homework player is prefetched: it is what students open from the app's notifications and
 * links. Anything that goes wrong here is left to the player, which asks again and shows the error.
 */
import { episodesRequest, homeworkDraftRequest, homeworkRequest, type GetRequest } from '@core/client/first-requests';
import type { ActivityRegistry } from '@core/registry';
import type { ApiService } from '@core/services/api/api-service';
import { hasFollowUp } from '@core/session/types';
import { fetchesFollowUps, isServedEpisode, readPlayerQuery, resumesDraft, type ServedEpisode } from './player-query';
import { preloadViewsOf } from './preload-views';

/** The served episodes of a homework response, as far as they can be read before its schema has loaded. */
function servedEpisodes(response: unknown): ServedEpisode[] {
  const episodes = (response as { homework?: { episodeActivities?: unknown } } | null)?.homework?.episodeActivities;
  return Array.isArray(episodes) ? episodes.filter(isServedEpisode) : [];
}

/** Settles when the prefetch has done what it can (for tests; the app does not wait for it). */
export function prefetchPlayerSession(api: ApiService, search: URLSearchParams, loadRegistry: () => Promise<ActivityRegistry>): Promise<void> {
  const query = readPlayerQuery(search);
  if (query?.kind !== 'homework' || !query.homeworkId) return Promise.resolve();
  const prefetch = ({ url, params }: GetRequest) => api.main.prefetch<unknown>(url, { params });
  const draft = resumesDraft(query) ? prefetch(homeworkDraftRequest(query.homeworkId)) : undefined;
  const homeworkAndItsParts = Promise.all([prefetch(homeworkRequest(query.homeworkId)), loadRegistry()]).then(([response, registry]) => {
    const served = servedEpisodes(response);
    const followUps = served.filter(hasFollowUp).map((episode) => episode.child!);
    return Promise.all([
      fetchesFollowUps(query) && followUps.length > 0 ? prefetch(episodesRequest(followUps)) : undefined,
      preloadViewsOf(registry, served.flatMap((episode) => episode.activities.map((activity) => (activity as { type?: unknown } | null)?.type))),
    ]);
  });
  return Promise.allSettled([draft, homeworkAndItsParts]).then(() => undefined);
}
