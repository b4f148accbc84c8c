/**
 * The homework list answered straight on Node's request, before Hono (issue 18), as the poll and the
 * lookup are (fast-paths.ts): the page is already made in memory (homework/homework-lists.ts). It
 * answers only what is certain: a plain GET with the app id, a student's token checked a moment ago,
 * their classes known (a class of theirs, when one is named), a query of the route's own parameters,
 * and that page made. Everything else goes to the Hono route, which answers in full and makes the page
 * for next time; the answer is the route's byte for byte (homework-list-fast-path.api.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { homeworkListQuerySchema } from '@core/contract';
import { UserType } from '@core/domain';
import type { ServerDeps } from '../http/context';
import { knownGet } from '../http/known-get';
import { queryReader } from '../http/validate';

export const HOMEWORK_LIST_PATH = '/api/v1/chronus/student/homework';

/** Answers the homework list and says true, or says false and leaves the request to the app. */
export function homeworkListFastPath(deps: ServerDeps, securityHeaders: Record<string, string>) {
  const { memberships, homeworkLists } = deps;
  const headers = [...Object.entries(securityHeaders).flat(), 'content-type', 'application/json'];
  // The route's own schema reads the query (each query string once): the same query, or none where the route would refuse it.
  const readQuery = queryReader(homeworkListQuerySchema);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const get = knownGet(request, HOMEWORK_LIST_PATH, deps);
    if (!get || get.user.userType !== UserType.STUDENT) return false;
    const { user } = get;
    const query = readQuery(get.query);
    const classes = memberships.knownClassesOf(user.userId);
    if (!query || !classes || (query.groupId !== undefined && !classes.includes(query.groupId))) return false;
    const page = homeworkLists.knownPage(user.userId, query);
    if (page === undefined) return false;
    const body = Buffer.from(page);
    response.writeHead(200, [...headers, 'content-length', String(body.length)]).end(body);
    return true;
  };
}
