/**
 * An empty database schema of a test's own, on the worker's one PGlite engine (starting one costs seconds
 * and hundreds of MB: the api project shares it, test-server.ts too), or on DATABASE_URL's server (CI).
 * `drop()` removes the schema and closes the connection.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, openPglite, sharedPglite, type Database } from '../db/database';

let workerEngine: Promise<PGlite> | undefined;
/** The PGlite engine every test file of this worker shares. */
export const workerPglite = (): Promise<PGlite> => (workerEngine ??= sharedPglite());

export const testSchemaName = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Opens `schema` on the test's database engine. */
export async function openTestSchema(schema: string): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openDatabase({ databaseUrl, schema }) : openPglite(undefined, schema, await workerPglite());
}

export async function emptyTestDatabase(prefix = 't'): Promise<Database & { drop(): Promise<void> }> {
  const schema = testSchemaName(prefix);
  const db = await openTestSchema(schema);
  return Object.assign(db, {
    async drop() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  });
}
