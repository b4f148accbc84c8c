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
import { POLL_PATH } from '../classroom/poll-fast-path';
import type { EngineWorkers } from '../scoring/engine';

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
  scoringWorkers?: () => EngineWorkers | undefined;
}

/**
 * A fast path's answers by status, counted with a plain increment: a poll from memory must not pay for
 * prom-client's label hashing (about a microsecond). The counters take what is new when Prometheus scrapes.
 */
class FastPathTally {
  readonly byStatus = new Float64Array(600);
  /** What each reader (a counter) has taken already, by status. */
  readonly #taken = new Map<object, Float64Array>();
  constructor(readonly route: string) {}

  /** The answers by status that `reader` has not taken yet; it takes them now. */
  *take(reader: object): Generator<[status: number, count: number]> {
    const taken = this.#taken.get(reader) ?? new Float64Array(this.byStatus.length);
    this.#taken.set(reader, taken);
    for (let status = 0; status < this.byStatus.length; status++) {
      const count = this.byStatus[status]! - taken[status]!;
      if (count === 0) continue;
      taken[status] = this.byStatus[status]!;
      yield [status, count];
    }
  }
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly #fastPaths: FastPathTally[] = [];
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time the app took to answer an HTTP request (until the answer is handed to Node), by method and route pattern; answers from memory (fast paths) are not timed', labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #polls: Counter<'answered_by'>;
  readonly #scoringInProgress = new Gauge({ name: 'scoring_utterances_in_progress', help: 'Utterances handed to the scoring engine and not answered yet (waiting for a worker or being scored)', registers: [this.registry] });
  readonly #scoringDuration = new Histogram({ name: 'scoring_duration_seconds', help: 'Time the scoring engine took per utterance, by engine and result (ok or the refusal code)', labelNames: ['engine', 'result'] as const, buckets: SCORING_BUCKETS, registers: [this.registry] });

  constructor() {
    const fastPaths = this.#fastPaths;
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status (from memory or by the app)',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [this.registry],
      collect() {
        // The fast paths answer only GET (known-get.ts).
        for (const tally of fastPaths) {
          for (const [status, count] of tally.take(this)) this.inc({ method: 'GET', route: tally.route, status: String(status) }, count);
        }
      },
    });
    this.#polls = new Counter({
      name: 'classroom_polls_total',
      help: "Students' classroom polls answered, from memory (fast path) or by the app",
      labelNames: ['answered_by'] as const,
      registers: [this.registry],
      collect() {
        for (const tally of fastPaths.filter((t) => t.route === POLL_PATH)) {
          for (const [, count] of tally.take(this)) this.inc({ answered_by: 'memory' }, count);
        }
      },
    });
  }

  /** One answer of the app. `route` is the route's pattern, never the raw path. */
  recordAnswer(method: string, route: string, status: number, seconds: number): void {
    const methodLabel = METHODS.has(method) ? method : 'OTHER';
    this.#requests.inc({ method: methodLabel, route, status: String(status) });
    this.#latency.observe({ method: methodLabel, route }, seconds);
    if (route === POLL_PATH) this.#polls.inc({ answered_by: 'app' });
  }

  /** The tally of a fast path's answers (countedFastPath). */
  fastPathTally(route: string): FastPathTally {
    const tally = new FastPathTally(route);
    this.#fastPaths.push(tally);
    return tally;
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
    if (sources.scoringWorkers) {
      const workers = sources.scoringWorkers;
      // NaN for an engine without workers (a school's own engine may have none).
      this.#gaugeAtScrape('scoring_workers_up', 'Scoring workers started and alive', () => workers()?.ready ?? Number.NaN);
      this.#gaugeAtScrape('scoring_workers_busy', 'Scoring workers scoring an utterance now', () => workers()?.busy ?? Number.NaN);
      this.#gaugeAtScrape('scoring_queue_waiting', 'Utterances waiting for a free scoring worker', () => workers()?.waiting ?? Number.NaN);
    }
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
 * A fast path (http/fast-paths.ts) whose answers are counted like the app's (not timed: they are
 * answered at once from memory; their cost shows in CPU and event-loop lag).
 */
export function countedFastPath(metrics: ServerMetrics, route: string, answer: (request: IncomingMessage, response: ServerResponse) => boolean) {
  const { byStatus } = metrics.fastPathTally(route);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!answer(request, response)) return false;
    byStatus[response.statusCode]!++;
    return true;
  };
}
