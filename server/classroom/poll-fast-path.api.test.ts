/**
 * The poll's fast path (issue 13) answers exactly as the app's route does, byte for byte and header for
 * header, and only when it is sure; anything else reaches the app. A real Node server on a free port,
 * wired as server/main.ts wires it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { securityHeadersOf } from '../http/fast-paths';
import { POLL_PATH, pollFastPath } from './poll-fast-path';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startWiredServer, type WiredServer } from '../testing/wired-server';

let server: TestServer;
let wired: WiredServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const uid of ['student14', 'student01', 'teacher']) tokens[uid] = await server.signIn(uid);
  wired = await startWiredServer(server, async (fetchApp) => pollFastPath(server.deps, await securityHeadersOf(fetchApp)));
});
afterAll(async () => {
  await wired?.close();
  await server?.close();
});

/** One poll: status, body and the headers that are not about the moment (date, keep-alive). */
async function poll(uid: string, query = '', headers: Record<string, string> = {}) {
  const response = await fetch(`${wired.base}${POLL_PATH}${query}`, { headers: { appId: DEFAULT_APP_ID, Authorization: `Bearer ${tokens[uid]}`, ...headers } });
  const kept = [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)).toSorted(([a], [b]) => a.localeCompare(b));
  return { status: response.status, body: await response.text(), headers: kept };
}

/** The same poll answered by the app, then (its memory filled) by the fast path. */
async function byBoth(uid: string, query = '', headers: Record<string, string> = {}) {
  const [fastBefore, appBefore] = [wired.answers.fast, wired.answers.app];
  const first = await poll(uid, query, headers);
  const second = await poll(uid, query, headers);
  return { first, second, fast: wired.answers.fast - fastBefore, app: wired.answers.app - appBefore };
}

describe('the poll fast path (issue 13)', () => {
  it('answers a running task as the app does (200, then 304 with the ETag), from memory', async () => {
    const { first, second, fast, app } = await byBoth('student14');
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect({ fast, app }).toEqual({ fast: 1, app: 1 });
    const etag = first.headers.find(([name]) => name === 'etag')![1];
    const revalidated = await byBoth('student14', '', { 'If-None-Match': etag });
    expect(revalidated.first.status).toBe(304);
    expect(revalidated.second).toEqual(revalidated.first);
    expect(revalidated.fast).toBe(2);
    // The app's security headers are there.
    expect(first.headers.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'etag', 'retry-after']));
  });

  it('sends the answer gzip-compressed to a browser, and plain to a client that does not take gzip, as the app does', async () => {
    const browser = await byBoth('student14', '', { 'Accept-Encoding': 'gzip, deflate, br' });
    const plain = await byBoth('student14', '', { 'Accept-Encoding': 'identity' });
    expect(browser.second).toEqual(browser.first);
    expect(plain.second).toEqual(plain.first);
    expect(browser.first.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(plain.first.headers.map(([name]) => name)).not.toContain('content-encoding');
    // The same task either way (fetch unpacks the gzip), under one ETag, and caches keep them apart.
    expect(JSON.parse(browser.first.body)).toEqual(JSON.parse(plain.first.body));
    expect(browser.first.headers).toContainEqual(['vary', 'accept-encoding']);
    expect(browser.first.headers.find(([name]) => name === 'etag')).toEqual(plain.first.headers.find(([name]) => name === 'etag'));
  });

  it("answers 'no task' (404) as the app does, with and without the class named", async () => {
    const none = await byBoth('student01');
    expect(none.first.status).toBe(404);
    expect(none.second).toEqual(none.first);
    const named = await byBoth('student01', '?groupId=class-3-2');
    expect(named.second).toEqual(named.first);
    expect(named.fast).toBeGreaterThanOrEqual(1);
  });

  it('leaves everything it is not sure of to the app: another class, a teacher, no app id, an odd query, an unknown token', async () => {
    await poll('student14');
    const before = wired.answers.fast;
    expect((await poll('student14', '?groupId=class-3-2')).status).toBe(403);
    expect((await poll('teacher')).status).toBe(403);
    expect((await fetch(`${wired.base}${POLL_PATH}`, { headers: { Authorization: `Bearer ${tokens.student14}` } })).status).toBe(400);
    expect((await poll('student14', '?groupId=class-3-1&groupId=class-3-1')).status).toBe(400);
    expect((await poll('student14', '?groupId=%2e%2e')).status).toBe(403);
    expect((await fetch(`${wired.base}${POLL_PATH}`, { headers: { appId: DEFAULT_APP_ID, Authorization: 'Bearer nope' } })).status).toBe(401);
    expect(wired.answers.fast).toBe(before);
  });
});
