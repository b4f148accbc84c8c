/**
 * Schema migrations: the numbered SQL files in server/db/migrations, applied in order, each once, each
 * in its own transaction, recorded in schema_migrations. A migration that fails is rolled back whole and
 * the ones after it are not tried: the database stays as it was after the last good one, and the version
 * before still starts on it (issue 40). Processes starting together on one PostgreSQL database take turns.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock processes on one PostgreSQL database take in turn to migrate it. */
const MIGRATION_LOCK = 40_019;

export interface MigrateOptions {
  /** Just these of the migrations (a backup's schema, issue 40). */
  only?: ReadonlySet<string>;
  /** Where the migration files are (tests of a failing one); this version's by default. */
  dir?: string;
  /** Told of each migration as it is applied. */
  onApplied?(name: string, ms: number): void;
}

/** The migrations this version knows, in order. */
export async function knownMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).toSorted();
}

/** Applies the migrations not yet applied; answers those run. */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  return inTurn(db, async () => {
    // Read after the lock: a process that migrated meanwhile has applied them.
    const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const files = (await knownMigrations(dir)).filter((file) => !options.only || options.only.has(file));
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      const started = performance.now();
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        });
      } catch (error) {
        throw new Error(`migration ${file} failed, nothing of it applied: ${(error as Error).message}`, { cause: error });
      }
      options.onApplied?.(file, Math.round(performance.now() - started));
      ran.push(file);
    }
    return ran;
  });
}

/** The migrations running on each PGlite database of this process, for the next to wait for. */
const migrating = new WeakMap<Database, Promise<unknown>>();

/**
 * `work` in turn with every other migration of the database: on PostgreSQL while this process holds the
 * migration lock (a transaction of its own kept open, the migrations running on other connections of the
 * pool); on PGlite, one process, after this process's migration before it.
 */
async function inTurn<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      return work();
    });
  }
  const turn = (migrating.get(db) ?? Promise.resolve()).catch(() => undefined).then(work);
  migrating.set(db, turn);
  return turn;
}
