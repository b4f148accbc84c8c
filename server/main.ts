/**
 * `npm start`: the reference server. Opens (and migrates) the database, seeds the demo school on first
 * start, serves the API, the stored files and the built app on one port, prints the address and the
 * demo accounts, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { memoryFastPaths } from './http/fast-paths';
import { pino } from 'pino';
import { seedBenchClasses } from './seed/bench-classes';
import { accountRows, formatAccounts } from './accounts';
import { filesDirOf, loadConfig } from './config';
import { hasLessons, isSeeded, seedDemo } from './seed/seed';
import { demoUsers } from './seed/people';
import { buildDeps, buildHttpApp, openDataStore, startHousekeeping, startListening, stopListening } from './server';
import { createScoringEngine } from './scoring/create-engine';
import { attachScoringSocket } from './scoring/socket';
import { announceRunningServer, backupRequestHandler, withdrawRunningServer, type RunningServer } from './backup/running-server';
import { nightlyBackupSettings, startNightlyBackups } from './backup/nightly-backups';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const db = await openDataStore(config, logger);
// SEED_DEMO: on (the default) the demo school; content only its lessons, for a school's own server that
// brings its people with a roster (npm run school); off nothing at all (issue 34, README "A school of its own").
const seedMode = process.env.SEED_DEMO ?? 'on';
if (!['on', 'content', 'off'].includes(seedMode)) throw new Error(`SEED_DEMO must be on, content or off, not ${seedMode}`);
// SEED_MEDIA=off skips the synthesised audio (benchmarks, quick throwaway servers).
const filesDir = process.env.SEED_MEDIA === 'off' ? undefined : filesDirOf(config);
if (seedMode === 'content' && !(await hasLessons(db))) {
  logger.info('first start: seeding the demo lessons (no school, no people)');
  await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix, ...(filesDir ? { filesDir } : {}), people: false });
} else if (seedMode === 'on' && !(await isSeeded(db))) {
  logger.info('first start: seeding the demo school');
  const report = await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix, ...(filesDir ? { filesDir } : {}) });
  // npm run bench:classroom only: whole simulated classes with ready tokens (server/seed/bench-classes.ts).
  if (Number(process.env.BENCH_CLASSES) > 0) await seedBenchClasses(db, config.dataDir, Number(process.env.BENCH_CLASSES));
  if (report.missingSpeechEngine) logger.warn('espeak-ng is not installed, so the answer clips have no sound: apt-get install espeak-ng');
}

// The engine before the deps: the socket and the stored-recording route (issue 41) share it.
const engine = await createScoringEngine(process.env, config);
if (engine.name === 'none') logger.warn('no speech-scoring engine: apt-get install pocketsphinx pocketsphinx-en-us python3-pocketsphinx (npm run setup does it as root)');
const deps = buildDeps(db, config, logger, { engine });
// The student poll answers from memory; the database says when a class's tasks change (any process).
await startListening(deps);
// The score receipt key read (or made) now: a SCORE_RECEIPT_SECRET too short stops the start, not a student's answer.
await deps.scoreReceiptKey.get();
// Unfinished uploads of a crash removed, expired rows deleted now and on a schedule.
const stopHousekeeping = await startHousekeeping(deps);
const app = buildHttpApp(deps);
// The classroom poll and the word lookup from memory straight on Node's request when they can (http/fast-paths.ts); the app otherwise.
const fastPaths = await memoryFastPaths(deps, app.fetch);
const appListener = getRequestListener(app.fetch);
// `npm run backup` asks this process for the backup on the loopback address (issue 40, backup/running-server.ts).
let running: RunningServer | undefined;
const backupRequests = backupRequestHandler(db, filesDirOf(config), () => running);
const server = createServer((request, response) => {
  if (!fastPaths(request, response) && !backupRequests(request, response)) void appListener(request, response);
});
// Behind a load balancer the idle connections it keeps to us must be closed by it, never by us: Node's
// 5 s default would close one just as nginx sends a request on it (a POST is then a 502, not retried).
// nginx keeps its upstream connections 60 s (keepalive_timeout): ours outlast that.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// BACKUP_DIR: a backup every night, the older ones thinned out (issue 40).
const nightly = nightlyBackupSettings(process.env);
const stopNightlyBackups = nightly ? startNightlyBackups(db, filesDirOf(config), nightly, logger) : () => undefined;
server.listen(config.port, config.host, () => {
  void announceRunningServer(config.dataDir, (server.address() as { port: number }).port).then((announced) => (running = announced));
  const url = `http://localhost:${(server.address() as { port: number }).port}/`;
  process.stdout.write(`\n英语作业助手 reference server: ${url}\n`);
  process.stdout.write(`database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}\n\n`);
  if (seedMode === 'on') {
    process.stdout.write(`demo accounts (the app adds ${config.mailDomain} to the account and its password suffix itself):\n`);
    process.stdout.write(`${formatAccounts(accountRows(demoUsers()))}\n\n`);
  }
  process.stdout.write(`scoring engine: ${engine.name}\n`);
});
attachScoringSocket(server, deps);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  stopHousekeeping();
  stopNightlyBackups();
  await withdrawRunningServer(config.dataDir);
  server.close(async () => {
    await engine.close?.();
    await stopListening(deps);
    await db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
