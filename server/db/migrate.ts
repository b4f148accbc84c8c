/**
 * Schema migrations: the numbered SQL files in server/db/migrations, applied in order, each once,
 * each in its own transaction, recorded in schema_migrations.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migrations this version knows, in order. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).toSorted();
}

/** Applies the migrations not yet applied (with `only`, just those of them: a backup's schema, issue 40); answers those run. */
export async function migrate(db: Database, only?: ReadonlySet<string>): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = (await knownMigrations()).filter((file) => !only || only.has(file));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    } catch (error) {
      // Leave the connection usable (PGlite has only one) and say which file failed.
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(file);
  }
  return ran;
}
