/**
 * `npm run content -- check` as a content engineer runs it (issue 35): a good pack says what it holds
 * (exit 0), a spoilt one lists every problem with file, JSON path and message (exit 1), --json for tools.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPackFiles } from './testing/pack-fixtures';

const run = async (...args: string[]): Promise<{ code: number; out: string; err: string }> => {
  try {
    // Its own PGlite folder for import, export and list, even when the API tests run against PostgreSQL.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(dataDir, 'data'), LOG_LEVEL: 'silent', DATABASE_URL: '' };
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['server/content-cli.ts', ...args], { env });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'content-cli-data-'));
});

async function writePack(files = demoPackFiles()): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-cli-'));
  for (const file of files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.bytes);
  }
  return dir;
}

describe('npm run content -- import, list, export (issue 35)', () => {
  it('imports a pack once, lists it, and exports it as it came', async () => {
    const dir = await writePack();
    expect((await run('list')).out.trim()).toBe('no pack imported');
    expect(await run('import', dir)).toMatchObject({ code: 0, out: expect.stringContaining('demo-m1u1 1.0.0 imported: episodes 6 new, 0 changed, 0 unchanged; 12 tasks; 38 media files') });
    expect((await run('import', dir)).out).toContain('is imported already: nothing changed');
    expect((await run('list')).out).toContain('demo-m1u1  牛津英语 3A M1U1  1.0.0 (current)  6 episodes, 12 tasks');
    const out = join(dataDir, 'exported');
    expect((await run('export', 'demo-m1u1', out)).code).toBe(0);
    const files = demoPackFiles();
    for (const file of files) expect(Buffer.compare(await readFile(join(out, file.path)), Buffer.from(file.bytes))).toBe(0);
    expect((await run('export', 'no-such-pack', out)).code).toBe(1);
  }, 60_000);
});

describe('npm run content -- check (issue 35)', () => {
  it('says what a good pack holds; lists every problem of a spoilt one, exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-cli-'));
    for (const file of demoPackFiles()) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), file.bytes);
    }
    const good = await run('check', dir);
    expect(good.code).toBe(0);
    expect(good.out).toContain('demo-m1u1 1.0.0: 牛津英语 3A M1U1 (SH_OXFORD, 三年级)');
    expect(good.out).toMatch(/6 episodes, 28 activities: .*5 33 拼写/);
    expect(good.out.trimEnd().split('\n').at(-1)).toBe('no problems');

    await rm(join(dir, 'media', 'm1u1-e1-a1.mp3'));
    await writeFile(join(dir, 'tasks', 'dance.json'), '{"title":"x","taskType":2,"interactiveTask":{"danceTask":{}}}');
    const bad = await run('check', dir, '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toEqual({ problems: [
      { file: 'episodes/m1u1-e1.json', path: '$.activities[0].content.assets.audios[0].url', message: 'refers to media/m1u1-e1-a1.mp3, which is not in the pack' },
      { file: 'tasks/dance.json', path: '$', message: 'not a task of any kind this server knows' },
    ] });
    expect((await run('check')).code).toBe(2);
  }, 60_000);
});
