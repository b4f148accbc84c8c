/** Opening everything the server needs, shared by `npm start`, the seed command and the tests. */
import { ClassroomPresence } from './classroom/presence';
import { RunningTasks } from './classroom/running-tasks';
import { GroupSpecifications } from './classroom/group-specifications';
import { HomeworkLists } from './homework/homework-lists';
import { GroupRealtime } from './classroom/group-realtime';
import { Memberships } from './users/memberships';
import { ScoreReceiptKey } from './scoring/receipt-secret';
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

export async function openDataStore(config: ServerConfig): Promise<Database> {
  await mkdir(filesDirOf(config), { recursive: true });
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
  await migrate(db);
  return db;
}

export function buildDeps(db: Database, config: ServerConfig, logger: Logger = pino({ level: config.logLevel })): ServerDeps {
  const auth = new AuthService(db, {
    poolId: config.poolId,
    accessTokenTtlSec: config.accessTokenTtlSec,
    refreshTokenTtlSec: config.refreshTokenTtlSec,
    maxFailedLogins: config.maxFailedLogins,
    failedLoginWindowSec: config.failedLoginWindowSec,
  });
  return { db, config, auth, logger, presence: new ClassroomPresence(), runningTasks: new RunningTasks(db), memberships: new Memberships(db), groupSpecifications: new GroupSpecifications(db), groupRealtime: new GroupRealtime(), homeworkLists: new HomeworkLists(db), scoreReceiptKey: new ScoreReceiptKey(db, config.scoreReceiptSecret) };
}

/**
 * Starts listening to the database for the in-memory state the hot calls answer from (running
 * tasks, checked tokens, memberships, group specifications, homework lists): changes on any process then reach this one at once.
 */
export async function startListening(deps: ServerDeps): Promise<void> {
  await Promise.all([deps.runningTasks.listen(), deps.auth.listen(), deps.memberships.listen(), deps.groupSpecifications.listen(), deps.homeworkLists.listen()]);
}

export async function stopListening(deps: ServerDeps): Promise<void> {
  await Promise.all([deps.runningTasks.close(), deps.auth.close(), deps.memberships.close(), deps.groupSpecifications.close(), deps.homeworkLists.close()]);
}

export function buildHttpApp(deps: ServerDeps) {
  const app = createApp(deps);
  serveFilesAndApp(app, { filesDir: filesDirOf(deps.config), staticDir: deps.config.staticDir });
  return app;
}
