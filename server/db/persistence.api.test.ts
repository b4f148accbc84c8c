/**
 * Data survives a restart: a database on disk (PGlite's data folder, or a PostgreSQL schema when
 * DATABASE_URL is set) is closed and opened again, and the submitted answers and sessions are there.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loginSignature } from '@core/contract';
import type { ServedActivity } from '@core/domain';
import { loadConfig } from '../config';
import { createApp } from '../http/app';
import { demoAnswer } from '../seed/demo-answers';
import { seedDemo } from '../seed/seed';
import { buildDeps } from '../server';
import { openDatabase, type OpenOptions } from './database';
import { migrate } from './migrate';

const dataDir = await mkdtemp(join(tmpdir(), 'persist-'));
const options: OpenOptions = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL, schema: `p_${randomUUID().replaceAll('-', '').slice(0, 12)}` }
  : { dataDir: join(dataDir, 'pglite') };
const config = { ...loadConfig({}), dataDir, logLevel: 'silent' };

async function start() {
  const db = await openDatabase(options);
  await migrate(db);
  const app = createApp(buildDeps(db, config, pino({ level: 'silent' })));
  return { db, app };
}

afterAll(async () => {
  if (options.schema) {
    const db = await openDatabase(options);
    await db.exec(`DROP SCHEMA ${options.schema} CASCADE`);
    await db.close();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('keeps the demo school, the sessions and the submitted answers', async () => {
    const first = await start();
    await seedDemo(first.db, { mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix });
    const timestampSec = Math.floor(Date.now() / 1000);
    const pwd = `demo1234${config.passwordSuffix}`;
    const login = await first.app.request('/api/v2/initiate_auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authFlow: 'LOGIN_BY_PWD', poolId: config.poolId, isSignup: false, clientPlatform: 'WECHAT_H5', deviceId: 'D', pwdParams: { uid: `student15${config.mailDomain}`, pwd, timestampSec, sig: await loginSignature(pwd, config.poolId, timestampSec) } }),
    });
    const token = ((await login.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
    const headers = { appId: config.appId, Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const path = '/api/v1/chronus/student/homework/shw-student15-class-3-2-sync1';
    const detail = (await (await first.app.request(path, { headers })).json()) as { homework: { episodeActivities: { episodeId: string; activities: ServedActivity[] }[] } };
    const episode = detail.homework.episodeActivities[0]!;
    const saved = await first.app.request(path, { method: 'POST', headers, body: JSON.stringify({ answers: [demoAnswer(episode.activities[0]!, episode.episodeId, true, 1_700_000_000_000)] }) });
    expect(saved.status).toBe(200);
    await first.db.close();

    const second = await start();
    const after = (await (await second.app.request(path, { headers })).json()) as { homework: { answers: { activityId: string; timestampUsec: string }[] } };
    expect(after.homework.answers).toEqual([expect.objectContaining({ activityId: episode.activities[0]!.id, timestampUsec: '1700000000000000' })]);
    await second.db.close();
  }, 60_000);
});
