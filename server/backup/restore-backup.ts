/**
 * Makes a working server's data from a backup archive (issue 40): into an empty DATA_DIR (PGlite), or into
 * an empty PostgreSQL database (DATABASE_URL) with the stored files in DATA_DIR/files: the same archive
 * either way, which is how a school moves from the embedded database up to PostgreSQL.
 *
 * Nothing is written until the archive is checked whole: its format, a schema this version knows (an
 * archive of a newer version is refused, and says so), every table's row count and every file's checksum.
 * The rows load in one transaction (a failure leaves the database empty); then the migrations newer than
 * the archive's run, as a start of this version would.
 */
import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { extract as extractTar } from 'tar';
import { filesDirOf } from '../config';
import { openDatabase, type Database, type Queryable } from '../db/database';
import { knownMigrations, migrate } from '../db/migrate';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, FILES_DIR, MANIFEST_NAME, TABLE_NAME, TABLES_DIR, type BackupManifest } from './backup-format';
import { sha256Of } from './make-backup';
import { tablesOf } from './dump-database';

export interface RestoreTarget {
  /** The new server's DATA_DIR: empty or absent. */
  dataDir: string;
  /** postgres://… of an empty database; absent for PGlite in dataDir. */
  databaseUrl?: string;
  /** The database schema to restore into (tests); public by default. */
  schema?: string;
}

export interface RestoreReport { manifest: BackupManifest; migratedAfter: string[] }

const LOAD_ROWS = 500;

export async function restoreBackup(archivePath: string, target: RestoreTarget): Promise<RestoreReport> {
  const unpacked = await mkdtemp(join(tmpdir(), 'restore-'));
  try {
    const manifest = await unpackChecked(archivePath, unpacked);
    await assertEmptyFolder(target.dataDir);
    await mkdir(target.dataDir, { recursive: true });
    const db = await openDatabase({ ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: join(target.dataDir, 'pglite') }), ...(target.schema ? { schema: target.schema } : {}) });
    try {
      await assertEmptyDatabase(db);
      await migrate(db, { only: new Set(manifest.migrations) });
      await db.transaction((tx) => loadRows(tx, manifest, unpacked));
      await assertCounts(db, manifest);
      const filesDir = filesDirOf(target);
      await mkdir(filesDir, { recursive: true });
      await cp(join(unpacked, FILES_DIR), filesDir, { recursive: true, errorOnExist: true, force: false }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      return { manifest, migratedAfter: await migrate(db) };
    } catch (error) {
      // The folder was empty: leave it so, for another try (a PostgreSQL database is the caller's to drop).
      await db.close().catch(() => undefined);
      await rm(target.dataDir, { recursive: true, force: true }).then(() => mkdir(target.dataDir, { recursive: true }));
      throw error;
    } finally {
      await db.close().catch(() => undefined);
    }
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** Unpacks the archive (plain files and folders only) and checks it against its manifest. */
export async function unpackChecked(archivePath: string, into: string): Promise<BackupManifest> {
  await stat(archivePath).catch(() => {
    throw new BackupError(`找不到备份文件 ${archivePath}`);
  });
  await extractTar({ file: archivePath, cwd: into, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') }).catch((error: unknown) => {
    throw new BackupError(`备份文件无法解开（不是完整的 .tar.gz）：${(error as Error).message}`);
  });
  const manifest = await readManifest(join(into, MANIFEST_NAME));
  const known = await knownMigrations();
  const newer = manifest.migrations.filter((name) => !known.includes(name));
  if (newer.length > 0) {
    throw new BackupError(`这个备份来自更新的版本（${manifest.appVersion}，数据库结构到 ${manifest.migrations.at(-1)}），本版本只认识到 ${known.at(-1)}：请先升级服务器再恢复。`);
  }
  for (const [table, count] of Object.entries(manifest.tables)) {
    if (!TABLE_NAME.test(table)) throw new BackupError(`备份里的表名不对：${table}`);
    const lines = await lineCount(join(into, TABLES_DIR, `${table}.ndjson`));
    if (lines !== count) throw new BackupError(`备份不完整：表 ${table} 应有 ${count} 行，实际 ${lines} 行`);
  }
  for (const file of manifest.files) {
    const path = join(into, FILES_DIR, file.path);
    const size = await stat(path).then((s) => s.size, () => -1);
    if (size !== file.size || (await sha256Of(path)) !== file.sha256) throw new BackupError(`备份里的文件 ${file.path} 缺失或已损坏（校验和不符）`);
  }
  return manifest;
}

async function readManifest(path: string): Promise<BackupManifest> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new BackupError('这不是本系统的备份：里面没有 manifest.json');
  });
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('这不是本系统的备份：manifest.json 的 format 不对');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) throw new BackupError(`备份格式版本 ${manifest.formatVersion} 不是本版本的 ${BACKUP_FORMAT_VERSION}：请用更新的版本恢复`);
  if (!Array.isArray(manifest.migrations) || typeof manifest.tables !== 'object' || !Array.isArray(manifest.files)) throw new BackupError('manifest.json 缺少内容');
  return manifest as BackupManifest;
}

async function lineCount(path: string): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) if (line !== '') count++;
  return count;
}

async function assertEmptyFolder(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${dataDir} 不是空文件夹：恢复只写入空文件夹，不会覆盖已有的数据`);
}

async function assertEmptyDatabase(db: Database): Promise<void> {
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  const applied = table?.name ? await db.query('SELECT 1 FROM schema_migrations LIMIT 1') : [];
  if (applied.length > 0) throw new BackupError('目标数据库不是空的（已经有数据表）：请换一个新建的空数据库');
}

/**
 * Loads every table's rows with the foreign keys set aside (tables load in any order) and the triggers
 * off (nobody listens yet); both come back at the end, the keys checked then. Sequences continue after
 * the backup's last values.
 */
async function loadRows(tx: Queryable, manifest: BackupManifest, unpacked: string): Promise<void> {
  const tables = await tablesOf(tx);
  const missing = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new BackupError(`备份里的表在数据库结构里不存在：${missing.join(', ')}`);
  const keys = await tx.query<{ table_name: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
  );
  for (const key of keys) await tx.query(`ALTER TABLE ${key.table_name} DROP CONSTRAINT "${key.name}"`);
  for (const table of Object.keys(manifest.tables)) {
    await tx.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    // A migration may have put rows of its own in (settings): the backup's rows are the whole table.
    await tx.query(`DELETE FROM "${table}"`);
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await tx.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [`[${batch.join(',')}]`]);
      batch = [];
    };
    for await (const line of createInterface({ input: createReadStream(join(unpacked, TABLES_DIR, `${table}.ndjson`)), crlfDelay: Infinity })) {
      if (line === '') continue;
      batch.push(line);
      if (batch.length >= LOAD_ROWS) await flush();
    }
    await flush();
    await tx.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
  }
  for (const key of keys) await tx.query(`ALTER TABLE ${key.table_name} ADD CONSTRAINT "${key.name}" ${key.definition}`);
  for (const [name, state] of Object.entries(manifest.sequences ?? {})) {
    if (!TABLE_NAME.test(name)) throw new BackupError(`备份里的序列名不对：${name}`);
    await tx.query('SELECT setval($1::regclass, $2, $3)', [`"${name}"`, state.lastValue, state.called]);
  }
}

async function assertCounts(db: Database, manifest: BackupManifest): Promise<void> {
  for (const [table, count] of Object.entries(manifest.tables)) {
    const [row] = await db.query<{ n: number | string }>(`SELECT count(*)::int8 AS n FROM "${table}"`);
    if (Number(row?.n) !== count) throw new BackupError(`恢复后表 ${table} 有 ${row?.n} 行，备份里是 ${count} 行`);
  }
}
