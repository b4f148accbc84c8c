/**
 * What every fast path asks first (fast-paths.ts): a plain GET of its path, with this app's id, by a
 * user whose token was checked a moment ago and is still in memory. Anything else is the app's.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerDeps } from './context';
import { bearerTokenOf } from './require-user';

export interface KnownGet { user: { userId: string; userType: number }; /** The query without its '?', '' for none. */ query: string }

export function knownGet(request: IncomingMessage, path: string, { auth, config }: Pick<ServerDeps, 'auth' | 'config'>): KnownGet | undefined {
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  if (request.method !== 'GET' || (queryStart === -1 ? url : url.slice(0, queryStart)) !== path) return undefined;
  if (headerText(request, 'appid') !== config.appId) return undefined;
  const token = bearerTokenOf(headerText(request, 'authorization'));
  const user = token ? auth.knownUser(token) : undefined;
  return user ? { user, query: queryStart === -1 ? '' : url.slice(queryStart + 1) } : undefined;
}

/**
 * A header as the app reads it: every line of it joined with ', ', as the Fetch Headers the app gets
 * join them. Node's `request.headers` keeps only the first of two Authorization lines, where the app
 * sees both (and refuses them), so the fast paths must not read that (issue 31, item 16).
 */
export function headerText(request: IncomingMessage, name: string): string | undefined {
  // The raw lines, not headersDistinct: that getter builds every header's array on each request, and
  // this is the student poll's path (issue 13: answered from memory, measured against bare Node).
  const raw = request.rawHeaders;
  let text: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === name.length && key.toLowerCase() === name) text = text === undefined ? raw[i + 1]! : `${text}, ${raw[i + 1]!}`;
  }
  return text;
}
