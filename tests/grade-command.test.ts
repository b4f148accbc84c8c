/** The real `npm run grade` command, as a content engineer runs it: output and exit codes. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');

async function grade(...args: string[]) {
  try {
    const { stdout, stderr } = await exec(tsx, ['scripts/grade.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run grade', () => {
  it('passes every case of tests/fixtures/grading-cases.json', async () => {
    const { code, stdout } = await grade('tests/fixtures/grading-cases.json');
    expect(stdout).toMatch(/^\d+ passed, 0 failed$/m);
    expect(code).toBe(0);
  }, 30_000);

  it('exits 2 on a malformed case file, naming the bad field', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'grade-cmd-')), 'bad.json');
    await writeFile(file, JSON.stringify([{ name: 'x', activity: {}, response: { selected: 'A' } }]));
    const { code, stderr } = await grade(file);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}: $[0].response`);
  }, 30_000);
});
