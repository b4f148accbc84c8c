/**
 * The homework list answered straight on Node's request, before Hono (issue 18), as the poll and the
 * lookup are (fast-paths.ts): the page is already made in memory (homework/homework-lists.ts). It
 * answers only what is certain: a plain GET with the app id, a student's token checked a moment ago,
 * their classes known (a class of theirs, when one is named), a query of the route's own parameters,
 * and that page made. Everything else goes to the Hono route, which answers in full and makes the page
 * for next time; the answer is the route's byte for byte (homework-list-fast-path.api.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HOMEWORK_PAGE_SIZE } from '@core/contract';
import { UserType } from '@core/domain';
import type { HomeworkListQuery } from '../homework/homework-lists';
import type { ServerDeps } from './context';
import { knownGet } from './known-get';

export const HOMEWORK_LIST_PATH = '/api/v1/chronus/student/homework';

/** The list query, or undefined for any query the route's schema would read otherwise. */
function listQueryOf(query: string): HomeworkListQuery | undefined {
  const seen = new Set<string>();
  const parsed: HomeworkListQuery = { pageSize: HOMEWORK_PAGE_SIZE };
  for (const [key, value] of new URLSearchParams(query)) {
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (key === 'groupId') parsed.groupId = value;
    else if (key === 'marker' && value.length <= 200) parsed.marker = value;
    else if (key === 'pageSize' && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100) parsed.pageSize = Number(value);
    else return undefined;
  }
  return parsed;
}

/** Answers the homework list and says true, or says false and leaves the request to the app. */
export function homeworkListFastPath(deps: ServerDeps, securityHeaders: Record<string, string>) {
  const { memberships, homeworkLists } = deps;
  const headers = [...Object.entries(securityHeaders).flat(), 'content-type', 'application/json'];
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const get = knownGet(request, HOMEWORK_LIST_PATH, deps);
    if (!get || get.user.userType !== UserType.STUDENT) return false;
    const { user } = get;
    const query = listQueryOf(get.query);
    const classes = memberships.knownClassesOf(user.userId);
    if (!query || !classes || (query.groupId !== undefined && !classes.includes(query.groupId))) return false;
    const page = homeworkLists.knownPage(user.userId, query);
    if (page === undefined) return false;
    const body = Buffer.from(page);
    response.writeHead(200, [...headers, 'content-length', String(body.length)]).end(body);
    return true;
  };
}
