/**
 * `npm run school -- <command>`: a school's own server from the command line (issue 34).
 *
 *   init --school 名称 [--admin 账号]        the school and its administrator (a generated password, shown once)
 *   import-roster FILE [--dry-run] [--remove-missing] [--out DIR]
 *                                            a roster (.xlsx or .csv) imported as the admin page does; the new
 *                                            accounts' passwords go to DIR/passwords.csv (default: beside FILE)
 *
 * Stop a running PGlite server first: one process at a time owns its data folder. Exit codes: 0 done,
 * 1 the roster was refused (every bad row is printed), 2 wrong usage.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { UserType } from '@core/domain';
import { loadConfig } from './config';
import { nowSec } from './auth/tokens';
import type { Database } from './db/database';
import { openDataStore } from './server';
import type { PasswordSlip, RosterReport } from './school/admin-contract';
import { initialPasswordHash, newInitialPassword } from './school/initial-passwords';
import { NoSchoolError, summaryOf } from './school/roster-import';
import { readRosterBody } from './school/roster-upload';
import { passwordsCsv } from './school/passwords-csv';

const USAGE = 'usage: npm run school -- init --school 名称 [--admin 账号]\n       npm run school -- import-roster FILE [--dry-run] [--remove-missing] [--out DIR]';

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { school: { type: 'string' }, admin: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'remove-missing': { type: 'boolean' }, out: { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, file] = positionals;
if (command !== 'init' && !(command === 'import-roster' && file)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const store = await openDataStore(config);
try {
  process.exitCode = command === 'init' ? await init(store) : await importRosterFile(store, file!);
} finally {
  await store.close();
}

async function init(db: Database): Promise<number> {
  if (!values.school) {
    console.error(`--school is required\n${USAGE}`);
    return 2;
  }
  const account = values.admin ?? 'admin';
  const password = newInitialPassword();
  const hash = await initialPasswordHash(password, config.passwordSuffix);
  const made = await db.transaction(async (tx) => {
    const [school] = await tx.query<{ id: string }>('SELECT id FROM schools ORDER BY id LIMIT 1');
    if (!school) await tx.query('INSERT INTO schools (id, name, short_name) VALUES ($1, $2, $2)', [`school-${randomUUID()}`, values.school]);
    const taken = await tx.query('SELECT 1 FROM users WHERE login = $1', [account + config.mailDomain]);
    if (taken.length) return false;
    await tx.query('INSERT INTO users (id, login, nick_name, user_type, password_hash, created_at_sec) VALUES ($1, $2, $3, $4, $5, $6)', [`user-${randomUUID()}`, account + config.mailDomain, '管理员', UserType.ADMIN, hash, nowSec()]);
    return true;
  });
  if (!made) {
    console.error(`账号 ${account} 已存在`);
    return 1;
  }
  console.log(`学校：${values.school}\n管理员账号：${account}\n初始密码：${password}（只显示这一次）`);
  return 0;
}

async function importRosterFile(db: Database, path: string): Promise<number> {
  const [admin] = await db.query<{ id: string }>(`SELECT id FROM users WHERE user_type = ${UserType.ADMIN} AND NOT disabled ORDER BY created_at_sec LIMIT 1`);
  if (!admin) {
    console.error('还没有管理员：请先运行 npm run school -- init --school 名称');
    return 1;
  }
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => error);
  if (bytes instanceof Error) {
    console.error(`无法读取文件 ${path}：${bytes.code ?? bytes.message}`);
    return 1;
  }
  let outcome;
  try {
    outcome = await readRosterBody(db, bytes, basename(path), {
      dryRun: values['dry-run'] ?? false, removeMissing: values['remove-missing'] ?? false, actorId: admin.id, mailDomain: config.mailDomain, passwordSuffix: config.passwordSuffix,
    });
  } catch (error) {
    if (error instanceof NoSchoolError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if ('refusal' in outcome) {
    console.error(outcome.refusal.message);
    for (const row of outcome.refusal.rows) console.error(`  第 ${row.row} 行：${row.reason}`);
    return 1;
  }
  printReport(outcome.report);
  if (outcome.report.passwords.length) await writePasswords(outcome.report.passwords, values.out ?? join(dirname(path), `${basename(path).replace(/\.[^.]+$/, '')}-passwords`));
  return 0;
}

function printReport(report: RosterReport): void {
  console.log(report.dryRun ? `预览（没有改动任何内容）：${summaryOf(report).replace('导入花名册：', '')}` : summaryOf(report));
  for (const p of report.added) console.log(`  新增 ${p.account} ${p.name} ${p.classes.join('、')}`);
  for (const p of report.moved) console.log(`  调班 ${p.account} ${p.name} ${p.from.join('、') || '（无）'} → ${p.to.join('、')}`);
  for (const p of report.renamed) console.log(`  改名 ${p.account} ${p.from} → ${p.to}`);
  for (const p of report.disabled) console.log(`  停用 ${p.account} ${p.name}`);
  for (const p of report.enabled) console.log(`  恢复 ${p.account} ${p.name}`);
  console.log(`  未变 ${report.unchanged} 人`);
}

async function writePasswords(slips: readonly PasswordSlip[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'passwords.csv');
  await writeFile(path, passwordsCsv(slips), { mode: 0o600 });
  console.log(`新账号的初始密码（只有这一份）：${path}`);
}
