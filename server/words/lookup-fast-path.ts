/**
 * The word lookup answered straight on Node's request, before Hono (issue 16), as the poll is
 * (poll-fast-path.ts): a class reading taps words all lesson, and each answer is already made and kept
 * (words/dictionary.ts). It answers only what is certain from memory: a plain GET with the app id, a
 * token checked a moment ago, a query of the route's own parameters that records nothing (needRecord
 * writes the history, so it goes to the route), and a word whose answer is made. Everything else goes
 * to the Hono route, which answers in full and makes the answer for next time. The answer is the
 * route's byte for byte (lookup-fast-path.api.test.ts compares them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { wordLookupQuerySchema } from '@core/contract';
import { knownLookupAnswer } from './dictionary';
import { lookupOf } from './lookup-query';
import type { ServerDeps } from '../http/context';
import { knownGet } from '../http/known-get';
import { queryReader } from '../http/validate';

export const LOOKUP_PATH = '/api/v1/ncc/vocabulary/cambridge/lookup';
/** Answers the lookup and says true, or says false and leaves the request to the app. */
export function lookupFastPath(deps: ServerDeps, securityHeaders: Record<string, string>) {
  const headers = [...Object.entries(securityHeaders).flat(), 'content-type', 'application/json; charset=UTF-8'];
  const readQuery = queryReader(wordLookupQuerySchema, 10_000);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const get = knownGet(request, LOOKUP_PATH, deps);
    // The route's own schema and reading; a lookup to record goes to the route (it writes).
    const query = get && readQuery(get.query);
    const lookup = query && lookupOf(query);
    const found = lookup && !lookup.record && lookup.word !== undefined && knownLookupAnswer(deps.db, lookup.word, lookup.briefOnly);
    if (!found) return false;
    response.writeHead(200, [...headers, 'content-length', String(found.body.length)]).end(found.body);
    return true;
  };
}
