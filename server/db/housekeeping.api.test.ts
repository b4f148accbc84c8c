/**
 * Leftovers (issue 31, items 12 and 18): start-up removes the `.part` files of uploads a crash cut
 * off, and expired upload tokens, idempotency keys, throttle buckets and used signatures are deleted
 * now and on a schedule, while live ones stay.
 */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSec } from '../auth/tokens';
import { filesDirOf } from '../config';
import { IDEMPOTENCY_TTL_SEC } from '../http/idempotency';
import { startHousekeeping } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const keysOf = async (sql: string) => (await server.db.query<{ k: string }>(sql)).map((row) => row.k).toSorted();

describe('housekeeping', () => {
  it('deletes expired upload tokens, idempotency keys, throttle rows and signatures, and keeps live ones', async () => {
    const now = nowSec();
    const window = server.config.failedLoginWindowSec;
    await server.db.query(`INSERT INTO upload_tokens VALUES ('expired', 'user-student14', 'voice', $1), ('live', 'user-student14', 'voice', $2)`, [now - 1, now + 600]);
    await server.db.query(`INSERT INTO idempotency_keys (user_id, key, request_hash, status, created_at_sec) VALUES ('user-student14', 'expired-key', 'h', 200, $1), ('user-student14', 'live-key', 'h', 200, $2)`, [now - IDEMPOTENCY_TTL_SEC - 1, now - 60]);
    await server.db.query(
      `INSERT INTO login_throttle VALUES ('window-passed', 3, $1, 0), ('in-window', 3, $2, 0), ('backing-off', 9, $1, $3)`,
      [now - window - 1, now - 10, now + 30],
    );
    await server.db.query(`INSERT INTO used_login_signatures VALUES ('expired-sig', $1), ('live-sig', $2)`, [now - 1, now + 300]);

    const stop = await startHousekeeping(server.deps);
    stop();

    expect(await keysOf('SELECT token_hash AS k FROM upload_tokens')).toEqual(['live']);
    expect(await keysOf('SELECT key AS k FROM idempotency_keys')).toEqual(['live-key']);
    expect(await keysOf('SELECT bucket AS k FROM login_throttle')).toEqual(['backing-off', 'in-window']);
    expect(await keysOf('SELECT sig_hash AS k FROM used_login_signatures')).toEqual(['live-sig']);
  });

  it('removes the .part files of uploads cut off by a crash at start-up, but not a finished file or one being written', async () => {
    const dir = join(filesDirOf(server.config), 'uploads', 'voice', '2026-01-01');
    await mkdir(dir, { recursive: true });
    for (const name of ['crashed.wav.part', 'writing.wav.part', 'done.wav']) await writeFile(join(dir, name), 'RIFF');
    const anHourAgo = new Date(Date.now() - 3600_000);
    await utimes(join(dir, 'crashed.wav.part'), anHourAgo, anHourAgo);
    await utimes(join(dir, 'done.wav'), anHourAgo, anHourAgo);

    const stop = await startHousekeeping(server.deps);
    stop();

    expect((await readdir(dir)).toSorted()).toEqual(['done.wav', 'writing.wav.part']);
  });
});
