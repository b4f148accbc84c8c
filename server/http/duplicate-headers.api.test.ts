/**
 * Two Authorization headers (issue 31, item 16): the routes refuse them (401), and so must the fast
 * paths that answer the same calls from memory before the app sees them. Sent on a real socket, since
 * fetch would join the two lines into one.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { HOMEWORK_LIST_PATH } from '../homework/homework-list-fast-path';
import { LOOKUP_PATH } from '../words/lookup-fast-path';
import { POLL_PATH } from '../classroom/poll-fast-path';
import { bearerTokenOf } from './require-user';
import { rawRequest } from '../testing/raw-http';
import { useWiredServer } from '../testing/wired-server';

const running = useWiredServer(['student14']);
const FAST_PATH_CALLS = [POLL_PATH, `${LOOKUP_PATH}?word=apple`, HOMEWORK_LIST_PATH];

/** A GET on the wired server (fast paths first) with these header lines, as written. */
function rawGet(path: string, headerLines: string[]) {
  const host = new URL(running.wired.base).host;
  return rawRequest(running.wired.base, [`GET ${path} HTTP/1.1`, `Host: ${host}`, `appId: ${DEFAULT_APP_ID}`, ...headerLines, 'Connection: close']);
}

describe('two Authorization headers', () => {
  it('hold no token for the one parser the routes and the fast paths share', () => {
    expect(bearerTokenOf('Bearer abc')).toBe('abc');
    expect(bearerTokenOf('Bearer abc, Bearer abc')).toBeUndefined();
    expect(bearerTokenOf('Bearer abc, Bearer other')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });

  it('are refused (401) by each fast-path call, as the app refuses them, even once the answer is in memory', async () => {
    const token = running.tokens.student14;
    const answered: string[] = [];
    for (const path of FAST_PATH_CALLS) {
      // Twice with one header: the app answers and fills the memory, then the fast path answers.
      for (let i = 0; i < 2; i++) expect((await rawGet(path, [`Authorization: Bearer ${token}`])).status).toBe(200);
      const fastBefore = running.wired.answers.fast;
      const twice = await rawGet(path, [`Authorization: Bearer ${token}`, `Authorization: Bearer ${token}`]);
      const another = await rawGet(path, [`Authorization: Bearer ${token}`, 'Authorization: Bearer someone-else']);
      answered.push(`${path}: ${twice.status} ${another.status}${running.wired.answers.fast > fastBefore ? ' (fast path)' : ''}`);

      // The app alone, in-process, refuses them too.
      const headers = new Headers({ appId: DEFAULT_APP_ID });
      headers.append('Authorization', `Bearer ${token}`);
      headers.append('Authorization', `Bearer ${token}`);
      expect((await running.server.request(path, { headers })).status).toBe(401);
    }
    expect(answered).toEqual(FAST_PATH_CALLS.map((path) => `${path}: 401 401`));
  });
});
