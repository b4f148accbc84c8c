/**
 * What this process tells Prometheus (issue 40, part 3), served on /metrics (ops-routes.ts): requests
 * by route and status with their latency, the students' classroom polls, running classroom tasks,
 * speech scoring, the PostgreSQL pool, and prom-client's process metrics (memory, event loop lag, GC).
 *
 * Each server (each ServerDeps, so each API test's server) has its own registry; the process metrics
 * are one registry per process, made on first use, because they watch the process, not a server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { POLL_PATH } from '../http/poll-fast-path';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SCORING_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the scrape-time gauges read; each is optional (a PGlite database has no pool). */
export interface MetricSources {
  runningTasks?: () => Promise<number>;
  scoringSessionsOpen?: () => number;
  dbPool?: () => { total: number; idle: number; waiting: number };
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'] as const, registers: [this.registry] });
  readonly #latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request (until the answer is handed to Node), by method and route pattern', labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #polls = new Counter({ name: 'classroom_polls_total', help: "Students' classroom polls answered, from memory (fast path) or by the app", labelNames: ['answered_by'] as const, registers: [this.registry] });
  readonly #scoringInProgress = new Gauge({ name: 'scoring_utterances_in_progress', help: 'Utterances handed to the scoring engine and not answered yet (waiting for a worker or being scored)', registers: [this.registry] });
  readonly #scoringDuration = new Histogram({ name: 'scoring_duration_seconds', help: 'Time the scoring engine took per utterance, by engine and result (ok or the refusal code)', labelNames: ['engine', 'result'] as const, buckets: SCORING_BUCKETS, registers: [this.registry] });
  /** Label lookups cached by "method route status": prom-client hashes the labels on every call otherwise. */
  readonly #answers = new Map<string, { count: Counter.Internal; latency: Histogram.Internal<'method' | 'route'> }>();
  readonly #pollsByMemory = this.#polls.labels('memory');
  readonly #pollsByApp = this.#polls.labels('app');

  /** One answer of the app or of a fast path. `route` is the route's pattern, never the raw path. */
  recordAnswer(method: string, route: string, status: number, seconds: number, answeredBy: 'memory' | 'app' = 'app'): void {
    const key = `${method} ${route} ${status}`;
    let answer = this.#answers.get(key);
    if (!answer) {
      const methodLabel = METHODS.has(method) ? method : 'OTHER';
      answer = { count: this.#requests.labels(methodLabel, route, String(status)), latency: this.#latency.labels(methodLabel, route) };
      this.#answers.set(key, answer);
    }
    answer.count.inc();
    answer.latency.observe(seconds);
    if (route === POLL_PATH) (answeredBy === 'memory' ? this.#pollsByMemory : this.#pollsByApp).inc();
  }

  /** One utterance handed to the engine: call the returned function with the result when it is answered. */
  scoringStarted(engine: string): (result: string) => void {
    this.#scoringInProgress.inc();
    const stop = this.#scoringDuration.startTimer({ engine });
    return (result) => {
      this.#scoringInProgress.dec();
      stop({ result });
    };
  }

  /** Gauges read when Prometheus scrapes. */
  watch(sources: MetricSources): void {
    const { runningTasks, scoringSessionsOpen, dbPool } = sources;
    // NaN when the database does not answer (/readyz says why): a stale count would look true.
    if (runningTasks) this.#gaugeAtScrape('classroom_tasks_running', 'Classroom tasks started and not ended (all processes: the database counts them)', () => runningTasks().catch(() => Number.NaN));
    if (scoringSessionsOpen) this.#gaugeAtScrape('scoring_sessions_open', 'Scoring places held on this process (socket sessions and stored recordings being scored)', scoringSessionsOpen);
    if (dbPool) {
      this.#gaugeAtScrape('db_pool_connections', 'PostgreSQL connections in the pool', () => dbPool().total);
      this.#gaugeAtScrape('db_pool_idle_connections', 'PostgreSQL connections in the pool not in use', () => dbPool().idle);
      this.#gaugeAtScrape('db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', () => dbPool().waiting);
    }
  }

  #gaugeAtScrape(name: string, help: string, read: () => number | Promise<number>): void {
    this.registry.registerMetric(new Gauge({ name, help, registers: [], async collect() { this.set(await read()); } }));
  }

  /** The text Prometheus scrapes: the process metrics, then this server's. */
  async exposition(): Promise<string> {
    return (await processMetrics().metrics()) + (await this.registry.metrics());
  }

  readonly contentType = this.registry.contentType;
}

/**
 * A fast path (http/fast-paths.ts) whose answers are counted like the app's: two clock reads and a map
 * lookup per answer, nothing for the requests it leaves to the app.
 */
export function countedFastPath(metrics: ServerMetrics, route: string, answer: (request: IncomingMessage, response: ServerResponse) => boolean) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const started = performance.now();
    if (!answer(request, response)) return false;
    metrics.recordAnswer(request.method ?? 'GET', route, response.statusCode, (performance.now() - started) / 1000, 'memory');
    return true;
  };
}
