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
import { englishWordSchema } from '@core/contract';
import { knownLookupAnswer } from '../words/dictionary';
import type { ServerDeps } from './context';
import { knownGet } from './known-get';

export const LOOKUP_PATH = '/api/v1/ncc/vocabulary/cambridge/lookup';
const FLAGS = new Set(['true', 'false', '1', '0']);

/** The word and briefOnly of a lookup query that records nothing, or undefined for any other query. */
function plainLookupOf(query: string): { word: string; briefOnly: boolean } | undefined {
  const seen = new Set<string>();
  let word: string | undefined;
  let briefOnly = false;
  for (const [key, value] of new URLSearchParams(query)) {
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (key === 'word') word = value;
    else if (key === 'briefOnly' && FLAGS.has(value)) briefOnly = value === 'true' || value === '1';
    else if (key === 'needRecord' && (value === 'false' || value === '0')) continue;
    else if (key !== 'source' || !/^-?\d{1,9}$/.test(value)) return undefined;
  }
  const parsed = englishWordSchema.safeParse(word);
  return parsed.success ? { word: parsed.data, briefOnly } : undefined;
}

/** Answers the lookup and says true, or says false and leaves the request to the app. */
export function lookupFastPath(deps: ServerDeps, securityHeaders: Record<string, string>) {
  const headers = [...Object.entries(securityHeaders).flat(), 'content-type', 'application/json; charset=UTF-8'];
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const get = knownGet(request, LOOKUP_PATH, deps);
    const lookup = get && plainLookupOf(get.query);
    const found = lookup && knownLookupAnswer(deps.db, lookup.word, lookup.briefOnly);
    if (!found) return false;
    response.writeHead(200, [...headers, 'content-length', String(found.body.length)]).end(found.body);
    return true;
  };
}
