/**
 * Makes a backup archive (backup-format.ts) of a running server's database and stored files (issue 40).
 * The database first, as one snapshot; then the files: a file a row of the snapshot names was stored
 * before the row was written, so it is there; a file stored later is left for the next backup.
 * The archive is written aside and renamed when whole, so a backup cut short never looks finished.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat, symlink, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { create as createTar } from 'tar';
import type { Database } from '../db/database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, FILES_DIR, MANIFEST_NAME, TABLES_DIR, type BackedUpFile, type BackupManifest } from './backup-format';
import { dumpDatabase } from './dump-database';
import { appVersion } from './app-version';

export interface BackupSource {
  db: Database;
  /** DATA_DIR/files: uploads, recordings, reports, media. */
  filesDir: string;
  /** Told how long the database's snapshot took (PGlite's other queries wait that long). */
  onDatabaseDumped?(ms: number): void;
}

/** Writes the archive to `archivePath` and answers its manifest. */
export async function makeBackup(source: BackupSource, archivePath: string): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    await mkdir(join(staging, TABLES_DIR));
    const handles = new Map<string, FileHandle>();
    const dumpStarted = performance.now();
    const summary = await dumpDatabase(source.db, {
      startTable: async (table) => void handles.set(table, await open(join(staging, TABLES_DIR, `${table}.ndjson`), 'w')),
      rows: async (table, lines) => void (await handles.get(table)!.write(`${lines.join('\n')}\n`)),
      endTable: async (table) => {
        await handles.get(table)!.close();
        handles.delete(table);
      },
    }).finally(() => Promise.all([...handles.values()].map((handle) => handle.close().catch(() => undefined))));
    source.onDatabaseDumped?.(performance.now() - dumpStarted);
    const files = await storedFiles(source.filesDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, appVersion: await appVersion(), createdAt: new Date().toISOString(),
      database: source.db.kind, ...summary, files,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 1)}\n`);
    // The files are read through a link to the files folder, so the archive names them files/<path>.
    await symlink(source.filesDir, join(staging, FILES_DIR), 'dir');
    const entries = [MANIFEST_NAME, ...Object.keys(summary.tables).map((table) => `${TABLES_DIR}/${table}.ndjson`), ...files.map((file) => `${FILES_DIR}/${file.path}`)];
    await mkdir(dirname(archivePath), { recursive: true });
    const aside = `${archivePath}.part`;
    await createTar({ gzip: true, file: aside, cwd: staging, portable: true, noDirRecurse: true }, entries);
    await rename(aside, archivePath);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Every whole stored file (not an upload still being written, `.part`), with its size and checksum, by path. */
async function storedFiles(filesDir: string): Promise<BackedUpFile[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: BackedUpFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    const path = join(entry.parentPath, entry.name);
    const { size } = await stat(path);
    files.push({ path: relative(filesDir, path).split(sep).join('/'), size, sha256: await sha256Of(path) });
  }
  return files.toSorted((a, b) => a.path.localeCompare(b.path));
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
