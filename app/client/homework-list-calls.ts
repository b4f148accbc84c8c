/**
 * The homework list's calls (spec 01 §7), checked with the first-load checks rather than zod (issue 18):
 * /homework is the page students open most, often at its own address, and zod would be a third of what
 * it downloads. The zod schemas stay the source of truth (first-load-checks.test.ts holds these to them).
 */
import { adaptiveListResponse, homeworkListResponse } from '@app/client/first-load-checks';
import type { ApiService } from '@core/services/api/api-service';
import { homeworkPageRequest, smartHomeworkPageRequest, type PageRequest } from './first-requests';

export type HomeworkPage = ReturnType<typeof homeworkListResponse>;
export type SmartHomeworkPage = ReturnType<typeof adaptiveListResponse>;
export type SmartHomeworkItem = SmartHomeworkPage['list'][number];

/** One page of ordinary homework for a class, newest first. */
export async function fetchHomeworkPage(api: ApiService, groupId: string | undefined, page: PageRequest = {}): Promise<HomeworkPage> {
  const { url, params } = homeworkPageRequest(groupId, page);
  return homeworkListResponse(await api.main.get<unknown>(url, { params }));
}

/** One page of adaptive (smart) homework, newest first. */
export async function fetchSmartHomeworkPage(api: ApiService, page: PageRequest = {}): Promise<SmartHomeworkPage> {
  const { url, params } = smartHomeworkPageRequest(page);
  return adaptiveListResponse(await api.main.get<unknown>(url, { params }));
}
