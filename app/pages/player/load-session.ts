/**
 * Loads what a practice session runs (spec 01 §2 "Practice player" query params, §4): the episodes of a
 * homework (with its follow-ups), an adaptive homework, or the running classroom exercise; parsed by the
 * activity plugins into the session's episodes. No React.
 */
import type { ActivityRegistry } from '@core/registry';
import { fetchHomework, fetchHomeworkDraft, fetchSmartHomeworkPage, type HomeworkDetail } from '@app/client';
import type { HomeworkDraft } from '@core/contract';
import { fetchCurrentClassroomTask } from '@app/client/classroom-calls';
import { fetchEpisodes } from '@app/client/player-calls';
import type { AnswerRecord } from '@core/domain';
import { isSubmittedAnswerCorrect } from '@plugins/activities/submitted-answer';
import type { ApiService } from '@core/services/api/api-service';
import { hasFollowUp, type RecordedAnswer, type SessionActivity, type SessionEpisode } from '@core/session';
import { draftKindOf, fetchesFollowUps, isServedEpisode, resumesDraft, type PlayerQuery, type ServedEpisode } from './player-query';
import { nextTask } from '../../services/next-task';
import { preloadViewsOf } from './preload-views';

/** Reads route state `episodeActivitesData` (spec 01 §2): episodes with their served activities. */
export function episodeDataFrom(routeState: unknown): ServedEpisode[] | undefined {
  const list = (routeState as { episodeActivitesData?: unknown } | null | undefined)?.episodeActivitesData;
  if (!Array.isArray(list)) return undefined;
  return list.filter(isServedEpisode).map((episode) => ({ ...episode, episodeType: typeof episode.episodeType === 'number' ? episode.episodeType : 1 }));
}

/** Reads the route state the player accepts (spec 01 §2): `errorAnswer`, a list of answers with activityId. */
export function errorAnswerIds(routeState: unknown): string[] | undefined {
  const list = (routeState as { errorAnswer?: unknown } | null | undefined)?.errorAnswer;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((answer) => (typeof (answer as { activityId?: unknown })?.activityId === 'string' ? [(answer as { activityId: string }).activityId] : []));
}

export interface LoadedSession {
  key: string;
  episodes: SessionEpisode[];
  /**
   * Fetches the homework's follow-up episodes: the player asks once the first question shows, since
   * they are needed only at the end, and asked before, they held up the first question by a round trip
   * (issue 18). None when the session has no follow-ups.
   */
  loadFollowUps?: () => Promise<SessionEpisode[]>;
  /** Answers the server already holds (read-only review shows them; revision starts from them). */
  serverAnswers: RecordedAnswer[];
  homework?: HomeworkDetail;
  /** The homework's draft on the server (issue 19, item 8): null when it has none or could not be read. */
  serverDraft?: HomeworkDraft | null;
  groupTaskId?: string;
  groupId?: string;
  unitId?: string;
  periodId?: string;
  category?: string;
}


function toSessionEpisode(registry: ActivityRegistry, served: ServedEpisode, uuids?: Map<string, string>): SessionEpisode {
  const activities: SessionActivity[] = served.activities
    .map((activity) => registry.parse(activity))
    .filter((model) => registry.playerTypes().includes(model.type))
    .map((model) => ({ model, episodeId: served.episodeId, episodeType: served.episodeType, uuid: uuids?.get(model.id) }));
  return { episodeId: served.episodeId, episodeType: served.episodeType, activities, child: served.child, videoUrl: served.videoUrl };
}

async function fetchFollowUpEpisodes(api: ApiService, registry: ActivityRegistry, episodes: ServedEpisode[]): Promise<SessionEpisode[]> {
  const ids = episodes.filter(hasFollowUp).map((episode) => episode.child!);
  return (await fetchEpisodes(api, ids)).map((episode) => toSessionEpisode(registry, episode));
}

/** The server's stored answers as recorded answers, judged by the same rule the server uses. */
function serverAnswers(answers: readonly Record<string, unknown>[], activities: SessionActivity[]): RecordedAnswer[] {
  return answers.flatMap((answer) => {
    const activity = activities.find((candidate) => candidate.model.id === answer.activityId);
    if (!activity) return [];
    const correct = isSubmittedAnswerCorrect(answer);
    const { episode_id: _episodeId, episode_type: _episodeType, ...data } = answer;
    const record = { type: activity.model.type, correct, fulfilled: true, data } as unknown as AnswerRecord;
    return [{ activityId: activity.model.id, episodeId: activity.episodeId, episodeType: activity.episodeType, record }];
  });
}

/** The server's draft, when the session picks up where the student was; a failure costs only the draft. */
async function draftToResume(api: ApiService, query: PlayerQuery): Promise<HomeworkDraft | null> {
  if (!resumesDraft(query)) return null;
  return fetchHomeworkDraft(api, query.homeworkId ?? '', draftKindOf(query)).catch((error: unknown) => {
    console.warn('homework draft not loaded; the answers on this device are used', error);
    return null;
  });
}

/** The session's question screens, downloaded while the rest loads (preload-views.ts). */
const preloadViews = (registry: ActivityRegistry, episodes: readonly SessionEpisode[]) => preloadViewsOf(registry, episodes.flatMap((episode) => episode.activities.map((activity) => activity.model.type)));

async function loadHomework(api: ApiService, registry: ActivityRegistry, query: PlayerQuery): Promise<LoadedSession> {
  const [homework, serverDraft] = await Promise.all([fetchHomework(api, query.homeworkId ?? ''), draftToResume(api, query)]);
  // A task of its own for the parsing and the first render: a prefetched homework (prefetch.ts) is often
  // here before the player's code, and would otherwise be parsed in the task that evaluated that code,
  // one long task that holds up every tap on a cheap phone (issue 18).
  await nextTask();
  const served = query.episodeData ?? (homework.episodeActivities as ServedEpisode[]);
  let episodes = served.map((episode) => toSessionEpisode(registry, episode));
  const all = episodes.flatMap((episode) => episode.activities);
  const stored = serverAnswers(homework.answers as Record<string, unknown>[], all);
  if (query.revisal || query.errorBookRevisal) {
    // Revision runs only the questions answered wrongly.
    const wrong = new Set(query.errorAnswerIds ?? stored.filter((answer) => !answer.record.correct).map((answer) => answer.activityId));
    episodes = episodes.map((episode) => ({ ...episode, activities: episode.activities.filter((activity) => wrong.has(activity.model.id)) })).filter((episode) => episode.activities.length > 0);
  }
  await preloadViews(registry, episodes);
  const loadFollowUps = fetchesFollowUps(query) ? () => fetchFollowUpEpisodes(api, registry, served) : undefined;
  const { groupHomework } = homework;
  return { key: homework.id, episodes, loadFollowUps, serverAnswers: stored, homework, serverDraft, unitId: groupHomework.unitId, category: groupHomework.category };
}

async function loadSmartHomework(api: ApiService, registry: ActivityRegistry, query: PlayerQuery): Promise<LoadedSession> {
  let marker: string | undefined;
  // There is no single-item call: the list is read until the item turns up (a student has few).
  for (let page = 0; page < 10; page += 1) {
    const result = await fetchSmartHomeworkPage(api, { marker });
    const item = result.list.find((candidate) => candidate.id === query.homeworkId);
    if (item) {
      const uuids = new Map(item.activities.map((a) => [a.activityId, a.uuid]));
      const byEpisode = new Map<string, unknown[]>();
      for (const entry of item.activities) byEpisode.set(entry.episodeId, [...(byEpisode.get(entry.episodeId) ?? []), entry.activity]);
      const episodes = [...byEpisode].map(([episodeId, activities]) => toSessionEpisode(registry, { episodeId, episodeType: 1, activities }, uuids));
      await preloadViews(registry, episodes);
      return { key: item.id, episodes, serverAnswers: [], groupTaskId: item.groupTaskId };
    }
    if (!result.marker) break;
    marker = result.marker;
  }
  return { key: query.homeworkId ?? '', episodes: [], serverAnswers: [] };
}

async function loadExercise(api: ApiService, registry: ActivityRegistry, query: PlayerQuery): Promise<LoadedSession> {
  const task = await fetchCurrentClassroomTask(api, query.groupId);
  if (!task || (query.groupTaskId && task.groupTaskId !== query.groupTaskId)) return { key: query.groupTaskId ?? '', episodes: [], serverAnswers: [] };
  const episodes = task.episodeActivities
    .filter((episode) => !query.episodeId || episode.episodeId === query.episodeId)
    .map((episode) => toSessionEpisode(registry, { episodeId: episode.episodeId, episodeType: 1, activities: episode.activities }));
  await preloadViews(registry, episodes);
  return { key: task.groupTaskId, episodes, serverAnswers: [], groupTaskId: task.groupTaskId, groupId: task.groupId, unitId: task.unitId, periodId: task.periodId };
}

export function loadSession(api: ApiService, registry: ActivityRegistry, query: PlayerQuery): Promise<LoadedSession> {
  if (query.kind === 'exercise') return loadExercise(api, registry, query);
  if (query.kind === 'smartHomework') return loadSmartHomework(api, registry, query);
  return loadHomework(api, registry, query);
}
