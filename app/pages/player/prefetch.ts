/**
 * What the player asks the server first, asked as the app starts (issue 18). Opened at /pt, a phone
 * would otherwise download the player and its data code, and only then ask for the homework: a round trip
 * after a download. Here the homework and its draft go out at once, beside the player's download; the
 * player's own calls then take these responses (ApiClient.prefetch) and check them with their schemas.
 *
 * Only the homework and its draft: the follow-up episodes are needed only when the homework ends, and the
 * player asks for them once its first question is painted (use-player-effects.ts). The question screens
 * are not requests: the route downloads their one file with the player's (routes.tsx, loadPlayer).
 *
 * Only the homework player is prefetched: it is what students open from the app's notifications and
 * links. Anything that goes wrong here is left to the player, which asks again and shows the error.
 */
import { homeworkDraftRequest, homeworkRequest, type GetRequest } from '@app/client/first-requests';
import type { ApiService } from '@core/services/api/api-service';
import { draftKindOf, readPlayerQuery, resumesDraft } from './player-query';

/** Settles when the prefetch's requests have (for tests; the app does not wait for it). */
export function prefetchPlayerSession(api: ApiService, search: URLSearchParams): Promise<void> {
  const query = readPlayerQuery(search);
  if (query?.kind !== 'homework' || !query.homeworkId) return Promise.resolve();
  const prefetch = ({ url, params }: GetRequest) => api.main.prefetch<unknown>(url, { params });
  const requests = [homeworkRequest(query.homeworkId), ...(resumesDraft(query) ? [homeworkDraftRequest(query.homeworkId, draftKindOf(query))] : [])];
  return Promise.allSettled(requests.map(prefetch)).then(() => undefined);
}
