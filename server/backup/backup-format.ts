/**
 * A backup archive (issue 40): one .tar.gz holding
 *   manifest.json        what is inside (BackupManifest): the app and schema versions, rows per table, files
 *   db/<table>.ndjson    every row of every table, one JSON object per line (to_jsonb of the row)
 *   files/<path>         every stored file (uploads, recordings, reports, media) as under DATA_DIR/files
 * The rows are a logical dump, so an archive of PGlite restores into PostgreSQL and back.
 */

export const BACKUP_FORMAT = 'english-homework-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_DIR = 'db';
export const FILES_DIR = 'files';

export interface BackedUpFile { path: string; size: number; sha256: string }

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** package.json's version of the server that made it. */
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The schema migrations applied in the backed-up database, in order: the last one is its schema version. */
  migrations: string[];
  /** Rows per table, as dumped. */
  tables: Record<string, number>;
  /** Each sequence's last value (a bigserial's next id continues after it). */
  sequences: Record<string, { lastValue: number; called: boolean }>;
  files: BackedUpFile[];
}

/** Thrown for an archive that cannot or must not be restored: the message says why, for the school's IT teacher. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** A table name as the dump writes it: a plain lower-case identifier (anything else is not ours). */
export const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
