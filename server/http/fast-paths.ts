/**
 * The hot calls answered from memory straight on Node's request, before Hono: the classroom poll
 * (classroom/poll-fast-path.ts), the word lookup (words/lookup-fast-path.ts) and the homework list
 * (homework/homework-list-fast-path.ts), each beside the cache it reads and parsing its query with its
 * route's own schema. Each answers only what it is sure of
 * and otherwise leaves the request to the app, which answers in full. server/main.ts wires them:
 * `if (!fastPaths(request, response)) appListener(request, response)`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerDeps } from './context';
import { HOMEWORK_LIST_PATH, homeworkListFastPath } from '../homework/homework-list-fast-path';
import { LOOKUP_PATH, lookupFastPath } from '../words/lookup-fast-path';
import { POLL_PATH, pollFastPath } from '../classroom/poll-fast-path';
import { countedFastPath } from '../ops/metrics';

/** The headers every answer of the app carries (security headers), read from one answer of it. */
export async function securityHeadersOf(fetchApp: (request: Request) => Response | Promise<Response>): Promise<Record<string, string>> {
  const probe = await fetchApp(new Request('http://localhost/api/v1/no-such-call'));
  const headers: Record<string, string> = {};
  probe.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
  });
  return headers;
}

/** Answers a request from memory and says true, or says false and leaves it to the app. */
export async function memoryFastPaths(deps: ServerDeps, fetchApp: (request: Request) => Response | Promise<Response>) {
  const securityHeaders = await securityHeadersOf(fetchApp);
  // Their answers are counted for /metrics under their routes' patterns, as the app's are.
  const poll = countedFastPath(deps.metrics, POLL_PATH, pollFastPath(deps, securityHeaders));
  const lookup = countedFastPath(deps.metrics, LOOKUP_PATH, lookupFastPath(deps, securityHeaders));
  const homeworkList = countedFastPath(deps.metrics, HOMEWORK_LIST_PATH, homeworkListFastPath(deps, securityHeaders));
  return (request: IncomingMessage, response: ServerResponse): boolean => poll(request, response) || homeworkList(request, response) || lookup(request, response);
}
