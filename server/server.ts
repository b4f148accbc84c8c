/** Opening everything the server needs, shared by `npm start`, the seed command and the tests. */
import { ClassroomPresence } from './classroom/presence';
import { RunningTasks } from './classroom/running-tasks';
import { GroupSpecifications } from './classroom/group-specifications';
import { HomeworkLists } from './homework/homework-lists';
import { GroupRealtime } from './classroom/group-realtime';
import { Memberships } from './users/memberships';
import { ClassRosters } from './users/class-rosters';
import type { Listener } from './cache/notified-cache';
import { ScoreReceiptKey } from './scoring/receipt-secret';
import { noScoringEngine } from './scoring/engine';
import { processScoringLimits } from './scoring/session-limits';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { AuthService } from './auth/auth-service';
import { filesDirOf, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createApp } from './http/app';
import type { ServerDeps } from './http/context';
import { serveFilesAndApp } from './http/static';
import { idempotencyAware } from './http/idempotent-effects';
import { pruneExpired } from './db/prune-expired';
import { removeUnfinishedUploads } from './files/unfinished-uploads';
import { PackWordsListener } from './words/pack-words-listener';
import { ServerMetrics } from './ops/metrics';
import { measuredEngine } from './ops/measured-engine';

/** How often expired rows are deleted. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** The database, migrated to this version's schema; `logger` hears of each migration applied (an upgrade, issue 40). */
export async function openDataStore(config: ServerConfig, logger?: Pick<Logger, 'info'>): Promise<Database> {
  await mkdir(filesDirOf(config), { recursive: true });
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db, { onApplied: (migration, ms) => logger?.info({ migration, ms }, 'schema migration applied') });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * `scoring`: the engine (none by default: every scoring call is refused ENGINE_UNAVAILABLE) and the limits (SCORING_MAX_SESSIONS).
 * `shareLiveState`: presence and live progress shared through the database, as on PostgreSQL (issue 38); PGlite
 * has one process, whose memory is the truth, unless a test runs several on one engine.
 */
export function buildDeps(rawDb: Database, config: ServerConfig, logger: Logger = pino({ level: config.logLevel }), scoring: Partial<ServerDeps['scoring']> = {}, { shareLiveState = rawDb.kind === 'postgres' } = {}): ServerDeps {
  // A keyed submission's writes commit with its Idempotency-Key's mark, whichever service makes them.
  const db = idempotencyAware(rawDb);
  const auth = new AuthService(db, {
    poolId: config.poolId,
    accessTokenTtlSec: config.accessTokenTtlSec,
    refreshTokenTtlSec: config.refreshTokenTtlSec,
    maxFailedLogins: config.maxFailedLogins,
    failedLoginWindowSec: config.failedLoginWindowSec,
  });
  // Presence and live progress are shared with the other processes through the database (issue 38).
  const liveStateDb = shareLiveState ? rawDb : undefined;
  const onFlushError = (error: unknown) => logger.warn({ err: error }, 'sharing presence or live progress failed; trying again in a second');
  // A task's end drops its groups' live progress too (issue 32): the specifications hear of it.
  const groupRealtime = new GroupRealtime(liveStateDb, onFlushError);
  const groupSpecifications = new GroupSpecifications(db, (classId) => groupRealtime.forgetClass(classId));
  // The engine both scoring doors use is measured for /metrics (ops/measured-engine.ts); no engine has nothing to time.
  const metrics = new ServerMetrics();
  const engine = scoring.engine && scoring.engine !== noScoringEngine ? measuredEngine(scoring.engine, metrics) : noScoringEngine;
  const scoringDeps = { engine, limits: scoring.limits ?? processScoringLimits() };
  metrics.watch({
    runningTasks: async () => Number((await db.query<{ count: number }>('SELECT count(*) AS count FROM group_tasks WHERE ended_at_sec IS NULL'))[0]?.count ?? 0),
    scoringSessionsOpen: () => scoringDeps.limits.total,
    scoringWorkers: () => engine.workers?.(),
    ...(rawDb.poolStats ? { dbPool: rawDb.poolStats } : {}),
  });
  return { db, config, auth, logger, presence: new ClassroomPresence(liveStateDb, onFlushError), runningTasks: new RunningTasks(db), memberships: new Memberships(db), rosters: new ClassRosters(db), groupSpecifications, groupRealtime, homeworkLists: new HomeworkLists(db), packWords: new PackWordsListener(db), scoreReceiptKey: new ScoreReceiptKey(db, config.scoreReceiptSecret), scoring: scoringDeps, metrics };
}

/** What the process keeps in memory and the database's notifications keep true (server/cache/notified-cache.ts). */
const listenersOf = (deps: ServerDeps): Listener[] => [deps.runningTasks, deps.auth, deps.memberships, deps.rosters, deps.groupSpecifications, deps.homeworkLists, deps.packWords];

/**
 * Starts listening to the database for the in-memory state the hot calls answer from (running
 * tasks, checked tokens, memberships, class rosters, group specifications, homework lists, the word lookup's packs): changes on any process then reach this one at once.
 * Starts sharing this process's presence and live progress with the others too (once a second).
 */
export async function startListening(deps: ServerDeps): Promise<void> {
  deps.presence.start();
  deps.groupRealtime.start();
  await Promise.all(listenersOf(deps).map((listener) => listener.listen()));
}

export async function stopListening(deps: ServerDeps): Promise<void> {
  await Promise.all([deps.presence.close(), deps.groupRealtime.close(), ...listenersOf(deps).map((listener) => listener.close())]);
}

export function buildHttpApp(deps: ServerDeps) {
  const app = createApp(deps);
  serveFilesAndApp(app, { filesDir: filesDirOf(deps.config), staticDir: deps.config.staticDir });
  return app;
}

/**
 * Clean-up (issue 31, item 18): the unfinished uploads a crash left are removed now, and expired rows
 * (upload tokens, idempotency keys, throttle buckets, used signatures) now and every `everyMs`.
 * Answers how to stop.
 */
export async function startHousekeeping(deps: ServerDeps, everyMs = HOUSEKEEPING_EVERY_MS): Promise<() => void> {
  // Students' uploads and teachers' media (issue 36) are both written as .part, then renamed.
  const removed = (await removeUnfinishedUploads(join(filesDirOf(deps.config), 'uploads'))) + (await removeUnfinishedUploads(join(filesDirOf(deps.config), 'media', 'teacher')));
  if (removed > 0) deps.logger.info({ removed }, 'removed unfinished uploads left by a crash');
  const prune = async () => {
    try {
      deps.logger.debug(await pruneExpired(deps.db, { throttleWindowSec: deps.config.failedLoginWindowSec }), 'pruned expired rows');
    } catch (error) {
      deps.logger.warn({ err: error }, 'pruning expired rows failed; trying again later');
    }
  };
  await prune();
  const timer = setInterval(() => void prune(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
