/**
 * The player's first GETs as data (path and query), built in one place for the calls that send them and
 * for the app's prefetch at start-up (app/pages/player/prefetch.ts, issue 18), which must send the very
 * same requests for the calls to take their responses. No schemas here: this module is on the first load.
 */
export interface GetRequest { url: string; params?: Record<string, unknown> }

export const homeworkRequest = (id: string): GetRequest => ({ url: `/api/v1/chronus/student/homework/${encodeURIComponent(id)}` });

export const homeworkDraftRequest = (id: string): GetRequest => ({ url: `${homeworkRequest(id).url}/draft` });

/** Episodes by id (the follow-up episodes of a homework), ids joined with commas. */
export const episodesRequest = (episodeIds: readonly string[]): GetRequest => ({ url: '/api/v1/chronus/episode', params: { episodeIds: episodeIds.join(',') } });
