/**
 * `npm run backup` and `npm run restore` as a school's IT teacher runs them (issue 40), on real processes:
 * a backup of a running PGlite server (which owns its folder, so it makes the archive when asked on the
 * loopback address with the token only its own user can read), restored into a new folder, where a new
 * server starts and a demo student signs in. A second restore into that folder is refused.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX } from '@core/contract';
import { DEMO_PASSWORD } from './seed/people';
import { loginBody } from './testing/test-server';

let dir: string;
const servers: ChildProcess[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-cli-'));
});
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
});

/** Its own PGlite folder, even when the API tests run against PostgreSQL. */
const envOf = (dataDir: string): NodeJS.ProcessEnv => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', PORT: '0', SEED_MEDIA: 'off', BACKUP_DIR: '' });

const cli = async (dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['server/backup-cli.ts', ...args], { env: envOf(dataDir) });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
};

/** Starts `npm start`'s server on `dataDir` and answers its address once it listens. */
async function startServer(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], { env: envOf(dataDir), stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  let printed = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += String(chunk);
      const match = /reference server: (http:\/\/localhost:\d+)\//.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${printed}`)));
  });
  return { url, process: child };
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.on('exit', () => resolve());
  child.kill('SIGTERM');
});

describe('npm run backup / npm run restore (issue 40)', () => {
  it('backs up a running server, and restores it as a working server in a new folder', async () => {
    const data = join(dir, 'data');
    const first = await startServer(data);
    // What the command reads to reach the server: its own user's only.
    const running = join(data, 'server.json');
    await expect.poll(async () => (await stat(running).catch(() => undefined))?.mode).toBeDefined();
    expect((await stat(running)).mode & 0o077).toBe(0);
    // Nobody else may ask for a backup.
    expect((await fetch(`${first.url}/ops/backup`, { method: 'POST', body: '{}' })).status).toBe(404);

    const archive = join(dir, 'school.tar.gz');
    const backup = await cli(data, 'backup', archive);
    expect(backup).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`备份已写入：${archive}\\n {2}\\d+ 张表，\\d+ 行，\\d+ 个文件`)) });
    await stopped(first.process);
    expect(await stat(running).catch(() => 'gone')).toBe('gone');

    const copy = join(dir, 'copy');
    const restore = await cli(data, 'restore', archive, '--data-dir', copy);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain(`PGlite：${copy}`);
    const again = await cli(data, 'restore', archive, '--data-dir', copy);
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('不是空文件夹') });
    expect((await cli(data, 'restore', archive)).code).toBe(2);

    const second = await startServer(copy);
    const signIn = await fetch(`${second.url}/api/v2/initiate_auth`, {
      method: 'POST', headers: { 'content-type': 'application/json', appId: DEFAULT_APP_ID },
      body: JSON.stringify(await loginBody(`student01${DEFAULT_MAIL_DOMAIN}`, `${DEMO_PASSWORD}${DEFAULT_PASSWORD_SUFFIX}`)),
    });
    expect(signIn.status).toBe(200);
    await stopped(second.process);
  }, 180_000);
});
