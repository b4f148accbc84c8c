/**
 * The query of /pt (spec 01 §2 "Practice player" query params), read without the player's own code: the
 * app reads it at start-up too, to ask for the homework while the player downloads (prefetch.ts).
 */
import type { ExerciseKind } from '@core/domain';

/** An episode as served: its activities still unparsed. */
export interface ServedEpisode { episodeId: string; episodeType: number; activities: unknown[]; child?: string; videoUrl?: string }

/** An episode as served, as far as the player relies on before parsing it. */
export const isServedEpisode = (value: unknown): value is ServedEpisode =>
  typeof (value as ServedEpisode | null)?.episodeId === 'string' && Array.isArray((value as ServedEpisode | null)?.activities);

export interface PlayerQuery {
  kind: ExerciseKind;
  homeworkId?: string;
  revisal: boolean;
  errorBookRevisal: boolean;
  readOnly: boolean;
  groupTaskId?: string;
  groupId?: string;
  unitId?: string;
  periodId?: string;
  episodeId?: string;
  /** Route state: the answers to revise, when the caller (the error book) already has them. */
  errorAnswerIds?: string[];
  /** Route state `episodeActivitesData`: the episodes to run, when the caller already holds them. */
  episodeData?: ServedEpisode[];
}

/** The query of /pt; undefined without a valid type (the page then goes to /homework). */
export function readPlayerQuery(search: URLSearchParams): PlayerQuery | undefined {
  const type = search.get('type');
  if (type !== 'homework' && type !== 'exercise' && type !== 'smartHomework') return undefined;
  const text = (name: string) => search.get(name) || undefined;
  return {
    kind: type,
    homeworkId: text('homework'),
    revisal: search.get('revisal') === 'true',
    errorBookRevisal: search.get('error_book_revisal') === 'true',
    readOnly: search.get('readonly') === 'true',
    groupTaskId: text('groupTaskId'),
    groupId: text('groupId'),
    unitId: text('unitId'),
    periodId: text('periodId'),
    episodeId: text('episodeId') ?? text('activityId'),
  };
}


/**
 * Which draft on the server a homework session picks up and saves to: the homework's answers, or a
 * revision's (去订正, issue 32: a reload goes on at the next wrong answer); none in a review.
 */
export const draftKindOf = (query: PlayerQuery): 'homework' | 'revision' | undefined =>
  query.readOnly ? undefined : query.revisal || query.errorBookRevisal ? 'revision' : 'homework';

/** Whether the session picks up a draft on the server (not when reviewing). */
export const resumesDraft = (query: PlayerQuery): boolean => draftKindOf(query) !== undefined;

/** Whether the session asks for the episodes' follow-ups (not when reviewing or revising wrong answers). */
export const fetchesFollowUps = (query: PlayerQuery): boolean => !query.readOnly && !query.revisal;
