/**
 * Backups from the command line (issue 40; docs/OPERATIONS.md):
 *
 *   npm run backup [-- FILE]                  a backup of the server's data (DATA_DIR, or DATABASE_URL), taken
 *                                             while it runs; FILE defaults to BACKUP_DIR (./backups)/backup-<time>.tar.gz
 *   npm run restore -- FILE --data-dir DIR    a working server's data from FILE, into the empty folder DIR
 *                                             (with DATABASE_URL: into that empty database, the files into DIR)
 *
 * A PGlite server that is running makes the backup itself when asked (backup/running-server.ts): one
 * process owns its data folder. Exit codes: 0 done, 1 refused or failed (the reason printed), 2 wrong usage.
 */
import { resolve, join } from 'node:path';
import { parseArgs } from 'node:util';
import { filesDirOf, loadConfig } from './config';
import { openDataStore } from './server';
import { BackupError } from './backup/backup-format';
import { makeBackup } from './backup/make-backup';
import { restoreBackup } from './backup/restore-backup';
import { BACKUP_PATH, runningServerOf } from './backup/running-server';

const USAGE = '用法：npm run backup [-- 文件]\n      npm run restore -- 文件 --data-dir 文件夹';

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, file] = positionals;
const config = loadConfig();

try {
  if (command === 'backup') await backup(file);
  else if (command === 'restore' && file && values['data-dir']) await restore(file, values['data-dir']);
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}

async function backup(given: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
  const archive = resolve(given ?? join(process.env.BACKUP_DIR || 'backups', `backup-${stamp}.tar.gz`));
  const running = config.databaseUrl ? undefined : await runningServerOf(config.dataDir);
  if (running) {
    // The running server owns the PGlite folder: it writes the archive.
    const response = await fetch(`http://127.0.0.1:${running.port}${BACKUP_PATH}`, {
      method: 'POST', headers: { Authorization: `Bearer ${running.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ file: archive }),
    });
    const answer = (await response.json()) as { message?: string; tables?: Record<string, number>; files?: number };
    if (!response.ok) throw new BackupError(`正在运行的服务器（进程 ${running.pid}）没能做成备份：${answer.message}`);
    report(archive, answer.tables ?? {}, answer.files ?? 0);
    return;
  }
  const db = await openDataStore(config);
  try {
    const manifest = await makeBackup({ db, filesDir: filesDirOf(config) }, archive);
    report(archive, manifest.tables, manifest.files.length);
  } finally {
    await db.close();
  }
}

function report(archive: string, tables: Record<string, number>, files: number): void {
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.log(`备份已写入：${archive}\n  ${Object.keys(tables).length} 张表，${rows} 行，${files} 个文件`);
}

async function restore(archive: string, dataDir: string): Promise<void> {
  const target = { dataDir: resolve(dataDir), ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) };
  const { manifest, migratedAfter } = await restoreBackup(resolve(archive), target);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`已恢复 ${archive}（备份于 ${manifest.createdAt}，版本 ${manifest.appVersion}，数据库结构 ${manifest.migrations.at(-1)}）`);
  console.log(`  ${rows} 行、${manifest.files.length} 个文件，写入 ${config.databaseUrl ? 'PostgreSQL（DATABASE_URL）' : `PGlite：${target.dataDir}`}`);
  if (migratedAfter.length > 0) console.log(`  随后升级了数据库结构：${migratedAfter.join('、')}`);
  console.log(`用它启动服务器：DATA_DIR=${target.dataDir}${config.databaseUrl ? ' DATABASE_URL=…' : ''} npm start`);
}
