/**
 * Every route of the server, fuzzed (issue 11): the route table is read from the app itself, so a new
 * route is covered without editing this file. A fixed-seed generator makes malformed bodies, queries,
 * headers and paths (at least 60 per route); each request must answer within 10 s with no 5xx, a
 * refusal from the API must carry its JSON error body, the server must still answer afterwards, and
 * no other user's rows may change. The count tried is printed.
 */
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { buildHttpApp } from '../server';
import { isWellFormedText } from './request-guards';
import { contractFieldNames } from '../testing/contract-fields';
import { startTestServer, type TestServer } from '../testing/test-server';

const SEED = 20_261_123;
const REQUESTS_PER_ROUTE = 60;
const REQUEST_TIMEOUT_MS = 10_000;
const ATTACKER = 'user-student15';
/** /readyz answers 503 by design while the server is not ready (here: no scoring engine); ops/ops.api.test.ts tests it. */
const fuzzed = (route: { method: string; path: string }) => route.method !== 'ALL' && route.path !== '/readyz';

let server: TestServer;
let app: ReturnType<typeof buildHttpApp>;
let tokens: { student: string; teacher: string };
beforeAll(async () => {
  server = await startTestServer();
  app = buildHttpApp(server.deps);
  tokens = { student: await server.signIn('student15'), teacher: await server.signIn('teacher') };
});
afterAll(() => server?.close());

/** Rows that belong to users other than the attacker, per table: none of them may change. */
async function otherUsersRows(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, string> = {
    student_homeworks: `SELECT count(*) FROM student_homeworks WHERE student_id <> '${ATTACKER}'`,
    homework_answers: `SELECT count(*) FROM homework_answers a JOIN student_homeworks s ON s.id = a.student_homework_id WHERE s.student_id <> '${ATTACKER}'`,
    homework_answers_content: `SELECT count(DISTINCT md5(a.answer::text)) FROM homework_answers a JOIN student_homeworks s ON s.id = a.student_homework_id WHERE s.student_id <> '${ATTACKER}'`,
    revisal_answers: `SELECT count(*) FROM revisal_answers r JOIN student_homeworks s ON s.id = r.student_homework_id WHERE s.student_id <> '${ATTACKER}'`,
    task_answers: `SELECT count(*) FROM task_answers WHERE student_id <> '${ATTACKER}'`,
    task_results: `SELECT count(*) FROM task_results WHERE student_id <> '${ATTACKER}'`,
    reports: `SELECT count(*) FROM reports WHERE student_id <> '${ATTACKER}'`,
    smart_answers: `SELECT count(answer) FROM smart_homework_items i JOIN smart_homeworks s ON s.id = i.smart_homework_id WHERE s.student_id <> '${ATTACKER}'`,
    event_notifications: `SELECT count(*) FROM event_notifications WHERE user_id <> '${ATTACKER}'`,
    upload_tokens: `SELECT count(*) FROM upload_tokens WHERE user_id <> '${ATTACKER}'`,
    stored_files: `SELECT count(*) FROM stored_files WHERE user_id <> '${ATTACKER}'`,
    live_tokens: `SELECT count(*) FROM auth_tokens WHERE user_id <> '${ATTACKER}' AND NOT revoked`,
    // The teacher acts in the fuzz too (the teacher calls take Idempotency-Keys): their own keys may change.
    idempotency_keys: `SELECT count(*) FROM idempotency_keys WHERE user_id NOT IN ('${ATTACKER}', 'user-teacher')`,
    users: `SELECT count(*) FROM users WHERE NOT disabled`,
  };
  const result: Record<string, number> = {};
  for (const [name, sql] of Object.entries(counts)) result[name] = Number(Object.values((await db.query(sql))[0]!)[0]);
  return result;
}

// ---- The generator ---------------------------------------------------------------------------------

/** Text a hostile client might put anywhere: ids of real things, unicode, control characters, huge numbers. */
const nastyText = fc.oneof(
  fc.constantFrom(
    'shw-student15-class-3-2-sync1', 'shw-student14-class-3-1-sync1', 'gt-class-3-1-pictures', 'smart-student15-1', 'smart-student14-1',
    'm1u1-e1', 'm1u1-e1-a1', 'voice', 'report', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', '..', '../../etc/passwd', '%00', '\u0000',
    '\ud800', '\r\nSet-Cookie: x=1', '/\\evil.example', '//evil.example', '9'.repeat(40), '-1', '1e308', 'NaN', 'null', '[]', '{}',
    '<script>alert(1)</script>', "' OR 1=1 --", '😀'.repeat(50), 'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('answers', 'type', 'activityId', 'groupId', 'groupTaskId', 'bucket', 'token', 'episodeAnswer', 'revisal_contents', 'interactiveTaskResult', 'taskType', 'authFlow', 'pwdParams', 'poolId', '__proto__'), fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyText), { maxKeys: 6 }),
);

/** The raw body text: JSON, broken JSON, deep nesting, oversized, or not JSON at all. */
const rawBody = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[', 'answers=1', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}') },
  { weight: 1, arbitrary: fc.integer({ min: 33, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`) },
  { weight: 1, arbitrary: fc.constantFrom(1_100_000, 70_000).map((size) => JSON.stringify({ pad: 'x'.repeat(size) })) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** A query string written raw, so broken percent-encoding reaches the server as sent. */
const rawQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('pageSize', 'marker', 'groupId', 'groupTaskId', 'redirectUrl', 'episodeIds', 'identifier', 'token', 'x', '%zz', '%00', 'a%ED%A0%80'),
      fc.oneof(nastyText.map(encodeLoosely), fc.constantFrom('%', '%zz', '%ED%A0%80', '%0d%0a', '1e999', '99999999999999999999', '-5', '%2F%2Fevil.example')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

const headerSet = fc.record({
  appId: fc.constantFrom('right', 'right', 'right', 'right', 'wrong', 'none'),
  auth: fc.constantFrom('student', 'student', 'student', 'student', 'teacher', 'garbage', 'none', 'malformed'),
  contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'none'),
  idempotencyKey: fc.option(fc.oneof(fc.constantFrom('fuzz-key-0001', 'short', 'has spaces here', 'x'.repeat(200)), fc.string({ minLength: 8, maxLength: 12 })), { nil: undefined }),
});

/** A path parameter or wildcard: real ids, hostile text, or broken encoding. */
const pathPart = fc.oneof(nastyText.map(encodeLoosely), fc.constantFrom('%', '%zz', '%ED%A0%80', '%2e%2e%2f', 'voice/2026-01-01/x.wav'));

function encodeLoosely(text: string): string {
  return [...text].map((ch) => (/[A-Za-z0-9._~-]/.test(ch) ? ch : encodeURIComponent(isWellFormedText(ch) ? ch : '\ufffd'))).join('');
}

const requestFor = (path: string) =>
  fc.record({
    path: fc.array(pathPart, { minLength: 2, maxLength: 2 }).map(([param, rest]) => path.replace(/:[A-Za-z]+/g, param!).replace('*', rest!)),
    extraSegment: fc.option(pathPart, { freq: 4, nil: undefined }),
    query: rawQuery,
    body: rawBody,
    headers: headerSet,
  });

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

function toRequest(method: string, spec: FuzzRequest): [string, RequestInit] {
  const headers: Record<string, string> = {};
  if (spec.headers.appId !== 'none') headers.appId = spec.headers.appId === 'right' ? server.config.appId : 'someone-else';
  if (spec.headers.auth === 'student' || spec.headers.auth === 'teacher') headers.Authorization = `Bearer ${tokens[spec.headers.auth]}`;
  if (spec.headers.auth === 'garbage') headers.Authorization = 'Bearer not-a-token';
  if (spec.headers.auth === 'malformed') headers.Authorization = 'Basic Og==';
  if (spec.headers.contentType !== 'none') headers['content-type'] = spec.headers.contentType;
  if (spec.headers.idempotencyKey !== undefined) headers['Idempotency-Key'] = spec.headers.idempotencyKey.replace(/[^\x20-\x7e]/g, '?');
  const path = spec.extraSegment === undefined ? spec.path : `${spec.path}/${spec.extraSegment}`;
  const url = `http://localhost${path}${spec.query ? `?${spec.query}` : ''}`;
  return [url, { method, headers, ...(method === 'GET' ? {} : { body: spec.body }) }];
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)), REQUEST_TIMEOUT_MS))]);
}

// ---- The test ---------------------------------------------------------------------------------------

describe('route fuzz', () => {
  it(`answers every route's malformed requests without a 5xx (seed ${SEED})`, async () => {
    const routes = [...new Map(app.routes.filter(fuzzed).map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(30);
    const before = await otherUsersRows(server.db);
    const failures: string[] = [];
    let tried = 0;
    const statuses = new Map<number, number>();
    for (const [index, route] of routes.entries()) {
      const specs = fc.sample(requestFor(route.path), { seed: SEED + index, numRuns: REQUESTS_PER_ROUTE });
      for (const spec of specs) {
        const [url, init] = toRequest(route.method, spec);
        const what = `${route.method} ${url.slice(0, 200)}`;
        tried++;
        try {
          const response = await withTimeout(Promise.resolve(app.request(url, init)), what);
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${response.status} ${what} -> ${text.slice(0, 200)}`);
          else if (response.status >= 400 && new URL(url).pathname.startsWith('/api/') && !isErrorBody(text)) failures.push(`bad error body ${response.status} ${what}: ${text.slice(0, 200)}`);
        } catch (error) {
          failures.push(`${what}: ${(error as Error).message}`);
        }
      }
    }
    const histogram = [...statuses].toSorted(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    process.stdout.write(`route fuzz: ${tried} requests over ${routes.length} routes, ${failures.length} failures (answers ${histogram})\n`);
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(2000);
    // Still answering, and nobody else's data changed.
    expect((await server.call(tokens.student, '/api/v1/chronus/student/homework')).status).toBe(200);
    expect(await otherUsersRows(server.db)).toEqual(before);
  }, 600_000);
});

// ---- The sweep: prototype names into every id field, oversize arrays into every field ---------------

/** Names of Object.prototype's members: a map that is a plain object finds them in every lookup. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
/** Far more than any list a client sends (the schemas set no maximum length). */
const OVERSIZE_LENGTH = 10_000;
const FIELDS = contractFieldNames();
/** The fields that name something (ids, keys, words, kinds): nested into every field below. */
const ID_FIELDS = FIELDS.filter((name) => /(id|ids|key|identifier|uuid|word|words|token|bucket|marker|code|kind|type|name)$/i.test(name));
const QUERY_KEYS = ['pageSize', 'marker', 'groupId', 'groupTaskId', 'episodeIds', 'identifier', 'token', 'word', 'ids', 'taskIds', 'groupIds', 'redirectUrl'];

const everyField = (names: readonly string[], value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
const chunks = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The sweep's requests of one route: [path, query, body] (body undefined for GET). */
function sweepOf(method: string, path: string): [string, string, string | undefined][] {
  const requests: [string, string, string | undefined][] = [];
  const withBody = method !== 'GET';
  for (const name of PROTOTYPE_NAMES) {
    const at = path.replace(/:[A-Za-z]+/g, encodeURIComponent(name)).replace('*', encodeURIComponent(name));
    const query = [...new Set([...QUERY_KEYS, ...ID_FIELDS])].map((key) => `${key}=${encodeURIComponent(name)}`).join('&');
    const inner = everyField(ID_FIELDS, name);
    const bodies = [everyField(FIELDS, name), everyField(FIELDS, [inner]), everyField(FIELDS, inner)];
    for (const body of withBody ? bodies : [undefined]) requests.push([at, query, body === undefined ? undefined : JSON.stringify(body)]);
  }
  const plain = path.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
  const longQuery = QUERY_KEYS.flatMap((key) => Array.from({ length: 500 }, () => `${key}=__proto__`)).join('&');
  requests.push([plain, longQuery, withBody ? '{}' : undefined]);
  if (withBody) for (const names of chunks(FIELDS, 40)) requests.push([plain, '', JSON.stringify(everyField(names, Array.from({ length: OVERSIZE_LENGTH }, () => 0)))]);
  return requests;
}

describe('route sweep (issue 31, item 1)', () => {
  it('answers prototype names in every path, query and body field, and oversize arrays in every field, on every route, without a 5xx', async () => {
    const routes = [...new Map(app.routes.filter(fuzzed).map((r) => [`${r.method} ${r.path}`, r])).values()];
    const before = await otherUsersRows(server.db);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const token = route.path.includes('/teacher/') ? tokens.teacher : tokens.student;
      for (const [path, query, body] of sweepOf(route.method, route.path)) {
        const url = `http://localhost${path}${query ? `?${query}` : ''}`;
        const what = `${route.method} ${url.slice(0, 160)} ${body?.slice(0, 80) ?? ''}`;
        const headers = { appId: server.config.appId, Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        tried++;
        try {
          const response = await withTimeout(Promise.resolve(app.request(url, { method: route.method, headers, ...(body === undefined ? {} : { body }) })), what);
          const text = await response.text();
          if (response.status >= 500) failures.push(`${response.status} ${what} -> ${text.slice(0, 200)}`);
        } catch (error) {
          failures.push(`${what}: ${(error as Error).message}`);
        }
      }
    }
    process.stdout.write(`route sweep: ${tried} requests over ${routes.length} routes, ${FIELDS.length} fields (${ID_FIELDS.length} naming something), ${failures.length} failures\n`);
    expect(failures).toEqual([]);
    expect(await otherUsersRows(server.db)).toEqual(before);
  }, 600_000);
});

function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return typeof body.errorCode === 'number' && typeof body.message === 'string';
  } catch {
    return false;
  }
}
