/**
 * The classroom poll answered straight on Node's request, before Hono (issue 13): a class of 45 polls
 * every 2 s, and Hono's adapter and middleware chain cost three quarters of the time of an answer that
 * is already made (running-tasks.ts). It answers only what is certain from memory: a plain GET of the
 * poll with the app id, a token checked a moment ago, a student, their classes known, each class's task
 * loaded. Everything else (an unknown token, an odd query, another class, a class not loaded yet) goes
 * to the Hono route, which answers it in full and fills the memory for next time. The answer carries the
 * app's own security headers, copied once from an answer of the app (`securityHeadersOf` in fast-paths.ts), and is
 * the route's byte for byte (poll-fast-path.api.test.ts compares them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLASSROOM_POLL_MS, ErrorCode, classroomTaskQuerySchema } from '@core/contract';
import { UserType } from '@core/domain';
import { acceptsGzip } from '../http/accept-encoding';
import type { ServerDeps } from '../http/context';
import { knownGet } from '../http/known-get';
import { queryReader } from '../http/validate';

export const POLL_PATH = '/api/v1/chronus/student/classroom/task';
const NOT_FOUND_BODY = Buffer.from(JSON.stringify({ errorCode: ErrorCode.NOT_FOUND, message: 'classroom task not found' }));

/** Answers the poll and says true, or says false and leaves the request to the app. */
export function pollFastPath(deps: ServerDeps, securityHeaders: Record<string, string>) {
  const { memberships, runningTasks, presence } = deps;
  // The headers every poll answer shares, flattened once ([name, value, name, value, ...], as writeHead takes them).
  const common = Object.entries({ ...securityHeaders, 'retry-after': String(CLASSROOM_POLL_MS / 1000), 'cache-control': 'no-cache', vary: 'accept-encoding' }).flat();
  const notFound = [...common, 'content-type', 'application/json', 'content-length', String(NOT_FOUND_BODY.length)];
  const found = [...common, 'content-type', 'application/json; charset=UTF-8'];
  const foundGzipped = [...found, 'content-encoding', 'gzip'];
  // The route's own schema reads the query (each query string once).
  const readQuery = queryReader(classroomTaskQuerySchema);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const get = knownGet(request, POLL_PATH, deps);
    const query = get && readQuery(get.query);
    if (!get || !query || get.user.userType !== UserType.STUDENT) return false;
    const groupId = query.groupId ?? '';
    const { user } = get;
    const classes = memberships.knownClassesOf(user.userId);
    if (!classes || (groupId !== '' && !classes.includes(groupId))) return false;
    const asked = groupId === '' ? classes : [groupId];
    const task = runningTasks.known(asked);
    // Not loaded yet, or a student just arriving (written before it is answered, which the route awaits).
    if (task === undefined || !presence.isPresentEverywhere(asked, user.userId)) return false;

    presence.seen(asked, user.userId);
    if (!task) response.writeHead(404, notFound).end(NOT_FOUND_BODY);
    else if (request.headers['if-none-match'] === task.etag) response.writeHead(304, [...common, 'etag', task.etag]).end();
    else {
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      const body = gzip ? task.gzipped : task.body;
      // With its length given, Node sends the answer whole rather than as a chunked stream.
      response.writeHead(200, [...(gzip ? foundGzipped : found), 'etag', task.etag, 'content-length', String(body.length)]).end(body);
    }
    return true;
  };
}
