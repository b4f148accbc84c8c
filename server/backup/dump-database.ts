/**
 * Every row of every table of the database as one consistent snapshot (issue 40): a REPEATABLE READ,
 * READ ONLY transaction, so submissions arriving meanwhile are either wholly in the backup or wholly
 * after it. On PostgreSQL writers go on meanwhile; PGlite has one connection, so its writers wait the
 * few seconds the dump takes (measured by npm run bench:backup) and then go on.
 * Rows are read a page at a time in physical order (ctid), never a whole table at once.
 */
import type { Database, Queryable } from '../db/database';
import { BackupError, TABLE_NAME, type BackupManifest } from './backup-format';

const PAGE_ROWS = 2000;

export interface TableSink {
  /** Called once per table before its rows (none for an empty table too). */
  startTable(table: string): Promise<void>;
  /** A page of the table's rows, each as its JSON text. */
  rows(table: string, lines: string[]): Promise<void>;
  endTable(table: string): Promise<void>;
}

export type DumpSummary = Pick<BackupManifest, 'migrations' | 'tables' | 'sequences'>;

export async function dumpDatabase(db: Database, sink: TableSink): Promise<DumpSummary> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const table of await tablesOf(tx)) {
      tables[table] = await dumpTable(tx, table, sink);
    }
    return { migrations, tables, sequences: await sequencesOf(tx) };
  });
}

/** The schema's tables but schema_migrations (a restore applies the migrations itself) and the UNLOGGED ones (who polled this second: nothing to keep). */
export async function tablesOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relpersistence <> 'u' AND c.relname <> 'schema_migrations' ORDER BY c.relname`,
  );
  const names = rows.map((row) => row.name);
  const odd = names.find((name) => !TABLE_NAME.test(name));
  if (odd !== undefined) throw new BackupError(`unexpected table name "${odd}"`);
  return names;
}

async function dumpTable(tx: Queryable, table: string, sink: TableSink): Promise<number> {
  await sink.startTable(table);
  let after = '(0,0)';
  let count = 0;
  for (;;) {
    const page = await tx.query<{ at: string; row: string }>(
      `SELECT ctid::text AS at, to_jsonb(t)::text AS row FROM "${table}" t WHERE ctid > $1::tid ORDER BY ctid LIMIT ${PAGE_ROWS}`,
      [after],
    );
    if (page.length === 0) break;
    await sink.rows(table, page.map((row) => row.row));
    count += page.length;
    after = page.at(-1)!.at;
  }
  await sink.endTable(table);
  return count;
}

async function sequencesOf(tx: Queryable): Promise<DumpSummary['sequences']> {
  const names = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const sequences: DumpSummary['sequences'] = {};
  for (const { name } of names) {
    if (!TABLE_NAME.test(name)) throw new BackupError(`unexpected sequence name "${name}"`);
    const [state] = await tx.query<{ last_value: number | string; is_called: boolean }>(`SELECT last_value, is_called FROM "${name}"`);
    sequences[name] = { lastValue: Number(state!.last_value), called: state!.is_called };
  }
  return sequences;
}
