/**
 * The first GETs of the player and the homework list as data (path and query), built in one place for
 * the calls that send them and for the app's prefetch at start-up (the pages' prefetch.ts, issue 18),
 * which must send the very same requests for the calls to take their responses. No schemas here: this
 * module is on the first load.
 */
import { HOMEWORK_PAGE_SIZE } from '@core/contract/constants';

export interface GetRequest { url: string; params?: Record<string, unknown> }

export interface PageRequest { marker?: string; pageSize?: number }

/** One page of a class's ordinary homework, newest first (the first page without a marker). */
export const homeworkPageRequest = (groupId: string | undefined, page: PageRequest = {}): GetRequest => ({
  url: '/api/v1/chronus/student/homework',
  params: { groupId, pageSize: page.pageSize ?? HOMEWORK_PAGE_SIZE, marker: page.marker },
});

/** One page of the student's adaptive (smart) homework, newest first. */
export const smartHomeworkPageRequest = (page: PageRequest = {}): GetRequest => ({
  url: '/api/v1/chronus/student/adaptive-assignments',
  params: { pageSize: page.pageSize ?? HOMEWORK_PAGE_SIZE, marker: page.marker },
});

export const homeworkRequest = (id: string): GetRequest => ({ url: `/api/v1/chronus/student/homework/${encodeURIComponent(id)}` });

/** A homework's draft on the server: of its answers, or of its revision's (去订正; issue 32). */
export const homeworkDraftRequest = (id: string, kind: 'homework' | 'revision' = 'homework'): GetRequest => ({ url: `${homeworkRequest(id).url}/${kind === 'revision' ? 'revision-draft' : 'draft'}` });

/** Episodes by id (the follow-up episodes of a homework), ids joined with commas. */
export const episodesRequest = (episodeIds: readonly string[]): GetRequest => ({ url: '/api/v1/chronus/episode', params: { episodeIds: episodeIds.join(',') } });
