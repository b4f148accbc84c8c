/**
 * `npm run school` as an IT teacher runs it (issue 34): the school and its administrator on an empty
 * database, a roster refused with every bad row and exit code 1, then imported from a spreadsheet with
 * the passwords written to a CSV, and a dry run that changes nothing. A real process on a PGlite folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { xlsxOf } from './testing/roster-fixtures';

const run = async (dir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> => {
  // Its own PGlite folder, even when the API tests run against PostgreSQL.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['server/school-cli.ts', ...args], { env });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'school-cli-'));
});

describe('npm run school (issue 34)', () => {
  it('makes the school and its administrator, then imports a roster the way the admin page does', async () => {
    expect((await run(dir, 'import-roster')).code).toBe(2);
    const init = await run(dir, 'init', '--school', '实验中学', '--admin', 'it-admin');
    expect(init.code).toBe(0);
    expect(init.out).toMatch(/管理员账号：it-admin\n初始密码：[a-km-np-z2-9]{8}（只显示这一次）/);

    const bad = join(dir, 'bad.csv');
    await writeFile(bad, '年级,班级,姓名,学号,角色\n六年级,(1)班,甲,a1,\n六年级,(1)班,,a2,\n六年级,(2)班,乙,a1,校长\n');
    const refused = await run(dir, 'import-roster', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('花名册有 2 行有误，未导入任何内容');
    expect(refused.err).toContain('第 3 行：缺少姓名');
    expect(refused.err).toMatch(/第 4 行：角色“校长”无法识别/);

    const roster = join(dir, '花名册.xlsx');
    await writeFile(roster, xlsxOf([['年级', '班级', '姓名', '学号', '角色'], ['六年级', '(1)班', '甲', 'a1', '学生'], ['六年级', '(1)班、(2)班', '丙老师', 't1', '教师']]));
    const preview = await run(dir, 'import-roster', roster, '--dry-run');
    expect(preview.out).toContain('预览（没有改动任何内容）：新增 2 人，新班级 六年级(1)班、六年级(2)班');
    const imported = await run(dir, 'import-roster', roster);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('导入花名册：新增 2 人');
    const csv = await readFile(join(dir, '花名册-passwords', 'passwords.csv'), 'utf8');
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFF"班级","姓名","账号","初始密码"',
      expect.stringMatching(/^"六年级\(1\)班","甲","a1","[a-km-np-z2-9]{8}"$/),
      expect.stringMatching(/^"六年级\(1\)班、六年级\(2\)班","丙老师","t1","[a-km-np-z2-9]{8}"$/),
    ]);
    expect((await run(dir, 'import-roster', roster)).out).toContain('导入花名册：没有变化');
  }, 60_000);
});
