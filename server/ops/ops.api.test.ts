/**
 * /healthz, /readyz and /metrics (issue 40, part 3) as a school's monitoring sees them: on a real Node
 * server wired as server/main.ts wires it (fast paths first), and in-process where no address is known.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { createApp } from '../http/app';
import type { ServerDeps } from '../http/context';
import { memoryFastPaths } from '../http/fast-paths';
import { POLL_PATH } from '../classroom/poll-fast-path';
import { noScoringEngine, type ScoringEngine } from '../scoring/engine';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startWiredServer, type WiredServer } from '../testing/wired-server';
import { parsePrometheusText, type MetricFamily } from './prometheus-text';

const METRICS_TOKEN = 'a-scraper-token-of-the-school-it-teacher';
/** An engine that is up: /readyz needs one (the test servers have none by default). */
const engineWorkers = { workers: 2, ready: 2, busy: 1, waiting: 3 };
const engine: ScoringEngine = { name: 'test-engine', score: async () => ({ overall: 80, integrity: 100, word_score: [] }), workers: () => ({ ...engineWorkers }) };

let server: TestServer;
let wired: WiredServer;
const tokens: Record<string, string> = {};
const servers: WiredServer[] = [];

beforeAll(async () => {
  server = await startTestServer({ engine, config: { metricsToken: METRICS_TOKEN } });
  for (const uid of ['student14', 'teacher']) tokens[uid] = await server.signIn(uid);
  wired = await startWiredServer(server, (fetchApp) => memoryFastPaths(server.deps, fetchApp));
});
afterAll(async () => {
  for (const other of servers) await other.close();
  await wired?.close();
  await server?.close();
});

/** The same server's app with some deps changed (a failing database, another engine or setting). */
const appWith = (changes: Partial<ServerDeps>) => createApp({ ...server.deps, ...changes });
const withConfig = (changes: Partial<ServerConfig>) => ({ config: { ...server.deps.config, ...changes } });

/** Another real server on the same deps with other settings, for who may read /metrics. */
async function wiredWith(changes: Partial<ServerConfig>): Promise<WiredServer> {
  const other = await startWiredServer({ ...server, deps: { ...server.deps, ...withConfig(changes) } }, (fetchApp) => memoryFastPaths(server.deps, fetchApp));
  servers.push(other);
  return other;
}

async function scrape(base = wired.base): Promise<Map<string, MetricFamily>> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

/** The value of one series (0 when it is not there yet). */
function valueOf(families: Map<string, MetricFamily>, family: string, sample: string, labels: Record<string, string> = {}): number {
  const found = families.get(family)?.samples.find((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

const down = (): Promise<never> => Promise.reject(new Error('connection refused by db.internal:5432'));
const pollsBy = (answeredBy: string, family: Map<string, MetricFamily>) => valueOf(family, 'classroom_polls_total', 'classroom_polls_total', { answered_by: answeredBy });
const polls = (family: Map<string, MetricFamily>) => pollsBy('memory', family) + pollsBy('app', family);
const pollLatencies = (family: Map<string, MetricFamily>) => valueOf(family, 'http_request_duration_seconds', 'http_request_duration_seconds_count', { method: 'GET', route: POLL_PATH });

const get = (path: string, token?: string) => fetch(`${wired.base}${path}`, { headers: { appId: DEFAULT_APP_ID, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe('/healthz', () => {
  it('answers 200 while the process runs, signed in or not', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('/readyz', () => {
  it('answers 200 when the database answers, every migration is applied and an engine is up', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', scoring: 'ok' } });
  });

  it('answers 503 and says so when the database does not answer', async () => {
    const failing: Database = { ...server.db, query: down, exec: down };
    const response = await appWith({ db: failing }).request('/readyz');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe('not ready');
    expect(body.checks.database).toBe('the database does not answer');
    expect(body.checks.scoring).toBe('ok');
    // What failed, not where the database lives.
    expect(JSON.stringify(body)).not.toContain('db.internal');
  });

  it('logs once when it turns not ready and once when it is ready again, not on every probe', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    let databaseDown = false;
    const flaky: Database = { ...server.db, query: (sql, params) => (databaseDown ? down() : server.db.query(sql, params)) };
    const app = appWith({ db: flaky, logger: pino({ level: 'debug' }, sink) });
    const probe = async () => (await app.request('/readyz')).status;
    expect([await probe(), await probe()]).toEqual([200, 200]);
    databaseDown = true;
    expect([await probe(), await probe(), await probe()]).toEqual([503, 503, 503]);
    databaseDown = false;
    expect([await probe(), await probe()]).toEqual([200, 200]);
    await new Promise((resolve) => setImmediate(resolve));
    const said = lines.filter((line) => line.level >= 30).map((line) => [line.level, line.msg]);
    expect(said).toEqual([[40, 'not ready'], [30, 'ready again']]);
  });

  it('answers 503 naming the migration not applied', async () => {
    const [last] = await server.db.query<{ name: string; applied_at: string }>('SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await server.db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
    try {
      const response = await get('/readyz');
      expect(response.status).toBe(503);
      expect(((await response.json()) as { checks: Record<string, string> }).checks.migrations).toBe(`not applied: ${last!.name}`);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [last!.name, last!.applied_at]);
    }
    expect((await get('/readyz')).status).toBe(200);
  });

  it('answers 503 without a scoring engine, unless the school runs without one on purpose (SCORING_ENGINE=none)', async () => {
    const noEngine = { scoring: { ...server.deps.scoring, engine: noScoringEngine } };
    const response = await appWith(noEngine).request('/readyz');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { checks: Record<string, string> }).checks.scoring).toMatch(/no speech-scoring engine/);
    expect((await appWith({ ...noEngine, ...withConfig({ scoringEngineOff: true }) }).request('/readyz')).status).toBe(200);
  });

  it('answers 503 while none of the engine’s workers is up (starting, or dying as they start)', async () => {
    const workersDown = { scoring: { ...server.deps.scoring, engine: { ...engine, workers: () => ({ workers: 2, ready: 0, busy: 0, waiting: 5 }) } } };
    const response = await appWith(workersDown).request('/readyz');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { checks: Record<string, string> }).checks.scoring).toBe('no scoring worker is up (0 of 2: starting, or failing to start)');
  });
});

describe('/metrics: who may read it', () => {
  it('is served in the Prometheus text format to a caller on the server itself (METRICS_ALLOW default)', async () => {
    const response = await get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is a 404 to an address not allowed, and served to it with the token', async () => {
    const elsewhere = await wiredWith({ metricsAllow: ['10.0.0.7'] });
    expect((await fetch(`${elsewhere.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${elsewhere.base}/metrics`, { headers: { Authorization: 'Bearer not-the-token' } })).status).toBe(404);
    expect((await fetch(`${elsewhere.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it('is a 404 where no address is known (in-process), and served with the token', async () => {
    expect((await server.request('/metrics')).status).toBe(404);
    expect((await server.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it('behind a proxy, believes only the address the proxy saw, and only with TRUST_PROXY', async () => {
    // Through nginx every connection comes from 127.0.0.1: a forwarded request is not "local".
    expect((await fetch(`${wired.base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
    expect((await fetch(`${wired.base}/metrics`, { headers: { 'X-Real-IP': '127.0.0.1' } })).status).toBe(404);
    const proxied = await wiredWith({ trustProxy: true });
    // The last address is the one the proxy added; the ones before it are the client's to make up.
    expect((await fetch(`${proxied.base}/metrics`, { headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' } })).status).toBe(404);
    expect((await fetch(`${proxied.base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' } })).status).toBe(200);
  });
});

describe('/metrics: what it counts', () => {
  it('counts requests by route pattern and status, the polls and their latency, whoever answered', async () => {
    const before = await scrape();
    const fastBefore = wired.answers.fast;
    // Student 14's class (3-1) has a task running: the first poll fills the memory, the next ones come from it.
    for (let i = 0; i < 3; i++) expect((await get(POLL_PATH, tokens.student14)).status).toBe(200);
    // Two tasks that do not exist, one call without a token: counted on the pattern, not the raw ids.
    for (const id of ['no-such-task-1', 'no-such-task-2']) expect((await get(`/api/v1/chronus/teacher/tasks/${id}/live`, tokens.teacher)).status).toBe(404);
    expect((await get('/api/v1/chronus/teacher/tasks/no-such-task-3/live')).status).toBe(401);
    expect((await get('/api/v1/no/such/call', tokens.teacher)).status).toBe(404);
    const after = await scrape();

    const requests = (labels: Record<string, string>) => valueOf(after, 'http_requests_total', 'http_requests_total', labels) - valueOf(before, 'http_requests_total', 'http_requests_total', labels);
    const live = '/api/v1/chronus/teacher/tasks/:groupTaskId/live';
    expect(requests({ method: 'GET', route: POLL_PATH, status: '200' })).toBe(3);
    expect(requests({ method: 'GET', route: live, status: '404' })).toBe(2);
    expect(requests({ method: 'GET', route: live, status: '401' })).toBe(1);
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(requests({ method: 'GET', route: '/metrics', status: '200' })).toBe(1);
    expect(polls(after) - polls(before)).toBe(3);
    const byMemory = pollsBy('memory', after) - pollsBy('memory', before);
    expect(byMemory).toBe(wired.answers.fast - fastBefore);
    expect(byMemory).toBeGreaterThan(0);
    // The app's answers are timed; those from memory only counted.
    expect(pollLatencies(after) - pollLatencies(before)).toBe(3 - byMemory);
    expect(after.get('http_request_duration_seconds')!.type).toBe('histogram');
    // No raw address made a label of its own.
    const routes = after.get('http_requests_total')!.samples.map((s) => s.labels.route);
    expect(routes.filter((route) => route?.includes('no-such') || route?.includes('/no/such'))).toEqual([]);
  });

  it('times each utterance the engine scores, by result', async () => {
    const scored = (family: Map<string, MetricFamily>) => valueOf(family, 'scoring_duration_seconds', 'scoring_duration_seconds_count', { engine: 'test-engine', result: 'ok' });
    const before = await scrape();
    // The engine as both scoring doors (the socket, stored recordings) are handed it.
    await server.deps.scoring.engine.score({ text: 'hello', scorerType: 4, wav: Buffer.alloc(0) });
    const after = await scrape();
    expect(scored(after) - scored(before)).toBe(1);
    expect(valueOf(after, 'scoring_utterances_in_progress', 'scoring_utterances_in_progress')).toBe(0);
  });

  it('reports running classroom tasks, scoring, memory and the database pool where there is one', async () => {
    const metrics = await scrape();
    const [{ running }] = (await server.db.query<{ running: number }>('SELECT count(*) AS running FROM group_tasks WHERE ended_at_sec IS NULL')) as [{ running: number }];
    expect(running).toBeGreaterThan(0);
    expect(valueOf(metrics, 'classroom_tasks_running', 'classroom_tasks_running')).toBe(running);
    expect(metrics.get('scoring_utterances_in_progress')?.type).toBe('gauge');
    expect(metrics.get('scoring_sessions_open')?.type).toBe('gauge');
    expect(metrics.get('scoring_duration_seconds')?.type).toBe('histogram');
    // The engine's workers as it tells them.
    expect(['scoring_workers_up', 'scoring_workers_busy', 'scoring_queue_waiting'].map((name) => valueOf(metrics, name, name))).toEqual([2, 1, 3]);
    expect(valueOf(metrics, 'process_resident_memory_bytes', 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metrics.has('nodejs_eventloop_lag_seconds')).toBe(true);
    // PostgreSQL: the pool has opened connections by now; PGlite has no pool to report.
    const pool = metrics.has('db_pool_connections') ? valueOf(metrics, 'db_pool_connections', 'db_pool_connections') > 0 : 'no pool';
    expect(pool).toBe(server.db.kind === 'postgres' ? true : 'no pool');
  });
});
