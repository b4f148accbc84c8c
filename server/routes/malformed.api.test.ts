/**
 * Every route, fed random JSON, text that is not JSON, random query strings, or a valid body with one
 * field broken, answers with a 4xx `{ errorCode, message }` (or succeeds): never a 5xx.
 */
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { demoAnswer } from '../seed/demo-answers';
import { withReceipts } from '../testing/score-receipts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
let teacherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('student15');
  teacherToken = await server.signIn('teacher');
});
afterAll(() => server?.close());

const HOMEWORK = '/api/v1/chronus/student/homework/shw-student15-class-3-2-sync1';
const ROUTES: { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'POST', path: '/api/v2/initiate_auth' },
  { method: 'POST', path: '/api/v2/sign_out' },
  { method: 'POST', path: '/api/v2/authorize' },
  { method: 'POST', path: '/api/v1/chronus/auth' },
  { method: 'GET', path: '/api/v1/chronus/auth/url' },
  { method: 'POST', path: '/api/v1/chronus/auth/token' },
  { method: 'GET', path: '/api/v1/chronus/logout/url' },
  { method: 'GET', path: '/api/v1/chronus/user' },
  { method: 'GET', path: '/api/v1/chronus/user/permissions' },
  { method: 'GET', path: '/api/v1/chronus/student/homework' },
  { method: 'GET', path: HOMEWORK },
  { method: 'POST', path: HOMEWORK },
  { method: 'GET', path: '/api/v1/chronus/episode' },
  { method: 'GET', path: '/api/v1/chronus/share-problem' },
  { method: 'POST', path: '/api/v1/chronus/student/error_notebook' },
  { method: 'GET', path: '/api/v1/chronus/student/classroom/task' },
  { method: 'POST', path: '/api/v1/chronus/student/classroom/task/gt-class-3-2' },
  { method: 'GET', path: '/api/v1/chronus/student/quiz' },
  { method: 'POST', path: '/api/v1/chronus/student/quiz' },
  { method: 'POST', path: '/api/v1/chronus/student/report_session' },
  { method: 'GET', path: '/api/v1/chronus/student/adaptive-assignments' },
  { method: 'POST', path: '/api/v1/chronus/student/adaptive-assignments/smart-student15-1/answer' },
  { method: 'GET', path: '/api/v1/chronus/analysis/exercise/shw-student15-class-3-2-review' },
  { method: 'POST', path: '/api/v1/chronus/event/notifications' },
  { method: 'GET', path: '/api/v1/chronus/interactive_tasks/answers' },
  { method: 'POST', path: '/api/v1/caen/qiniu/upload' },
  { method: 'POST', path: '/upload' },
  { method: 'GET', path: '/api/v1/download-info' },
];

async function expectNoServerError(response: Response, sent: unknown): Promise<void> {
  const text = await response.text();
  // On failure the report shows what was sent and what came back.
  const outcome = { status: response.status, sent: JSON.stringify(sent)?.slice(0, 300), reply: text.slice(0, 300) };
  expect(outcome.status < 500 ? 'no server error' : outcome).toBe('no server error');
  // A refusal always carries the API's error body; a success is whatever the call returns.
  expect(outcome.status < 400 || isErrorBody(JSON.parse(text)) ? 'well-formed' : outcome).toBe('well-formed');
}

function isErrorBody(body: unknown): boolean {
  const { errorCode, message } = (body ?? {}) as Record<string, unknown>;
  return typeof errorCode === 'number' && typeof message === 'string' && Object.keys(body as object).length === 2;
}

const RUNS = { numRuns: 40 };

describe.each(ROUTES)('$method $path', ({ method, path }) => {
  it('never answers 5xx to random JSON bodies or query strings', async () => {
    const query = fc.dictionary(fc.constantFrom('pageSize', 'marker', 'groupId', 'redirectUrl', 'x'), fc.string(), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), query, async (body, params) => {
        const search = new URLSearchParams(params).toString();
        const response = await server.call(token, `${path}${search ? `?${search}` : ''}`, method === 'POST' ? { body: JSON.stringify(body) } : {});
        await expectNoServerError(response, { body, params });
      }),
      RUNS,
    );
  });

});

// /upload takes multipart, not JSON: its refusals are tested in files-and-more.api.test.ts.
describe.each(ROUTES.filter((r) => r.method === 'POST' && r.path !== '/upload'))('POST $path', ({ path }) => {
  it('answers 400 to a body that is not JSON', async () => {
    for (const body of ['', '{', 'answers=1', '\u0000']) {
      const response = await server.call(token, path, { body, headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      await expectNoServerError(response, body);
    }
  });

  it('answers 400 to text holding a NUL character, which PostgreSQL cannot store', async () => {
    const response = await server.call(token, path, { body: { token: 'a\u0000b', answers: [], access_token: 'x\u0000' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('NUL');
  });
});

// The teacher's own tasks (issue 36): JSON bodies a teacher sends, and the task kinds' checks behind them.
const TEACHER_ROUTES: { method: 'POST' | 'PUT' | 'DELETE'; path: string }[] = [
  { method: 'POST', path: '/api/v1/chronus/teacher/tasks/library' },
  { method: 'PUT', path: '/api/v1/chronus/teacher/tasks/library/lib-vote-pet' },
  { method: 'PUT', path: '/api/v1/chronus/teacher/tasks/library/my-none' },
  // The teacher's homework (issue 37): an assignment, and a seeded homework's due time.
  { method: 'POST', path: '/api/v1/chronus/teacher/homeworks' },
  { method: 'PUT', path: '/api/v1/chronus/teacher/homeworks/gh-class-3-2-sync1' },
];

describe.each(TEACHER_ROUTES)("$method $path (a teacher's)", ({ method, path }) => {
  it('never answers 5xx to random JSON bodies, nor to a task of each kind with one field broken', async () => {
    const taskBody = fc.record({ title: fc.string(), taskType: fc.integer({ min: 1, max: 6 }), episodeIds: fc.array(fc.string(), { maxLength: 3 }), interactiveTask: fc.dictionary(fc.constantFrom('voteTask', 'dragDrop', 'selfSelected', 'readingTask', 'resourcePack', 'collaborativeLearning'), fc.jsonValue(), { maxKeys: 2 }) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), taskBody), async (body) => {
        await expectNoServerError(await server.call(teacherToken, path, { method, body: JSON.stringify(body) }), body);
      }),
      RUNS,
    );
  });

  it('answers 400 to a body that is not JSON', async () => {
    for (const body of ['', '{', 'answers=1', '\u0000']) {
      const response = await server.call(teacherToken, path, { method, body, headers: { 'content-type': 'application/json' } });
      // PUT of a task not the teacher's: the body is read first, so it is a 400 too.
      expect(response.status).toBe(400);
      await expectNoServerError(response, body);
    }
  });
});

describe('a valid submission with one field broken', () => {
  it('never answers 5xx', async () => {
    const homework = (await (await server.call(token, HOMEWORK)).json()) as { homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } };
    const answers = homework.homework.episodeActivities.flatMap((e) => e.activities.slice(0, 2).map((a) => demoAnswer(a, e.episodeId, true, Date.now())));
    const valid = await withReceipts(server, token, { answers, unitId: 'unit-m1u1', textbook: 'SH_OXFORD', category: 'c' });
    const paths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
      typeof value !== 'object' || value === null ? [prefix] : [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, Array.isArray(value) ? Number(k) : k]))];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths(valid).filter((p) => p.length > 0)), fc.jsonValue(), async (path, replacement) => {
        const broken = structuredClone(valid) as Record<string | number, unknown>;
        let parent = broken;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path.at(-1)!] = replacement;
        await expectNoServerError(await server.call(token, HOMEWORK, { body: broken }), { path, replacement });
      }),
      { numRuns: 150 },
    );
  });
});
