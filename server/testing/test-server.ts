/**
 * A real server for API tests: the real app and database code on a real PostgreSQL engine. Each test
 * file gets its own schema; the PGlite engine is shared by all files of a test worker (the api test
 * project runs with isolate: false), because starting one costs seconds and hundreds of MB. With
 * DATABASE_URL set (CI), the schema lives on that PostgreSQL server instead.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { DEFAULT_POOL_ID, loginSignature } from '@core/contract';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openTestSchema, testSchemaName } from './test-database';
import { migrate } from '../db/migrate';
import { createApp } from '../http/app';
import { DEMO_PASSWORD } from '../seed/people';
import { seedDemo } from '../seed/seed';
import { buildDeps, startListening, stopListening } from '../server';
import type { ScoringEngine } from '../scoring/engine';


export interface TestServer {
  db: Database;
  config: ServerConfig;
  deps: ReturnType<typeof buildDeps>;
  /** Sends a request to the app in-process (no socket), like a client would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in a demo account (uid without the mail domain) and returns its access token. */
  signIn(uid: string, password?: string): Promise<string>;
  /** GET/POST with the app id and the bearer token of `token`. */
  call(token: string | undefined, path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /**
   * A second server process on the same database (its own connection, memory and LISTEN), as a school
   * running several processes would have; `call` as above. Closed with the first.
   */
  twin(): Promise<Pick<TestServer, 'call' | 'deps'>>;
  close(): Promise<void>;
}

type Call = TestServer['call'];

/** `call` on an app: the app id, the bearer token and a JSON body. */
function callerOf(request: (path: string, init?: RequestInit) => Promise<Response>, appId: string): Call {
  return (token, path, init = {}) =>
    request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        appId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
    });
}

/**
 * `engine`: the scoring engine of the deps (none by default), for the stored-recording route and any socket attached to them.
 * `shareLiveState`: presence and live progress shared through the database on PGlite too, as on PostgreSQL, for
 * twins to see each other's (PGlite alone keeps them in memory: it has one process).
 */
export async function startTestServer(options: { seed?: boolean; config?: Partial<ServerConfig>; engine?: ScoringEngine; shareLiveState?: boolean } = {}): Promise<TestServer> {
  const schema = testSchemaName('t');
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openTestSchema(schema);
  await migrate(db);
  const config: ServerConfig = { ...loadConfig({}), dataDir: await mkdtemp(join(tmpdir(), 'api-test-')), logLevel: 'silent', ...options.config };
  if (options.seed !== false) await seedDemo(db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix, fullClassHomework: false });
  const sharing = options.shareLiveState ? { shareLiveState: true } : {};
  const deps = buildDeps(db, config, pino({ level: 'silent' }), { engine: options.engine }, sharing);
  await startListening(deps);
  const app = createApp(deps);

  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const call = callerOf(request, config.appId);
  const twins: { close(): Promise<void> }[] = [];

  return {
    db,
    config,
    deps,
    request,
    call,
    async signIn(uid, password = DEMO_PASSWORD) {
      const response = await request('/api/v2/initiate_auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await loginBody(uid + config.mailDomain, password + config.passwordSuffix)) });
      if (response.status !== 200) throw new Error(`sign-in of ${uid} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
    },
    async twin() {
      const twinDb = await openTestSchema(schema);
      // Another process: the same engine, its own scoring places.
      const twinDeps = buildDeps(twinDb, config, pino({ level: 'silent' }), { engine: deps.scoring.engine }, sharing);
      await startListening(twinDeps);
      const twinApp = createApp(twinDeps);
      twins.push({ close: async () => { await stopListening(twinDeps); if (databaseUrl) await twinDb.close(); } });
      return { deps: twinDeps, call: callerOf(async (path, init) => twinApp.request(path, init), config.appId) };
    },
    async close() {
      for (const twin of twins) await twin.close();
      await stopListening(deps);
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/**
 * A signature is good once, and it depends only on the password and the second: each sign-in of the
 * same account and password in a test gets a second of its own (going back within the allowed skew).
 */
const usedTimestamps = new Map<string, Set<number>>();
function unusedTimestamp(key: string): number {
  const used = usedTimestamps.get(key) ?? new Set<number>();
  usedTimestamps.set(key, used);
  let second = Math.floor(Date.now() / 1000);
  while (used.has(second)) second--;
  used.add(second);
  return second;
}

/** The body of a password sign-in, with a valid signature unless the caller overrides a field. */
export async function loginBody(uid: string, pwd: string, overrides: { timestampSec?: number; sig?: string; poolId?: string; deviceId?: string } = {}) {
  const timestampSec = overrides.timestampSec ?? unusedTimestamp(`${uid}\n${pwd}`);
  const poolId = overrides.poolId ?? DEFAULT_POOL_ID;
  return {
    authFlow: 'LOGIN_BY_PWD',
    poolId,
    isSignup: false,
    clientPlatform: 'WECHAT_H5',
    deviceId: overrides.deviceId ?? 'TESTDEVICE',
    pwdParams: { uid, pwd, timestampSec, sig: overrides.sig ?? (await loginSignature(pwd, DEFAULT_POOL_ID, timestampSec)) },
  };
}

/** The JSON body of a response that must have `status` (200 by default). */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}
