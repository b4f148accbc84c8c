/**
 * The database the server talks to: embedded PostgreSQL (PGlite) with its data on disk by default, or
 * a PostgreSQL server when DATABASE_URL is set. Both run the same SQL. Every value of type int8 comes
 * back as a JS number (epoch seconds and counts fit comfortably).
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { Client, Pool, types as pgTypes, type QueryConfig } from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A transaction's connection: queries, and several statements at once (a migration file). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of its writes land, or none do. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements (a migration file). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` in this schema (schemaChannel), from any connection or process
   * (PostgreSQL: a connection kept for it, reconnected when lost; `onReconnect` then says messages may
   * have been missed). Answers how to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's state, for /metrics (ops/metrics.ts). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  /** postgres://... to use a PostgreSQL server; absent for PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; absent for an in-memory database (tests). */
  dataDir?: string;
  /** Schema to create and use (tests give each file its own); `public` when absent. */
  schema?: string;
}

/**
 * The channel a schema's tables NOTIFY on (migration 021): a NOTIFY reaches every listener of the
 * database, so each schema but `public` has channels of its own, `<schema>__<channel>`.
 */
export function schemaChannel(schema: string, channel: string): string {
  const name = schema === 'public' ? channel : `${schema}__${channel}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid channel name "${name}"`);
  return name;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`invalid schema name "${options.schema}"`);
  }
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir, options.schema);
}

// ---- PGlite --------------------------------------------------------------------------------------

/**
 * PGlite has one connection, so a schema is selected with SET search_path. Several Database objects
 * may share one PGlite (tests: one instance per worker, one schema per file); each switches the
 * search path back to its own schema before it runs anything.
 */
const activeSchema = new WeakMap<PGlite, string>();

export async function sharedPglite(dataDir?: string): Promise<PGlite> {
  const instance = new PGlite(dataDir, { parsers: { [INT8_OID]: Number, [NUMERIC_OID]: Number } });
  await instance.waitReady;
  return instance;
}

export async function openPglite(dataDir: string | undefined, schema = 'public', instance?: PGlite): Promise<Database> {
  const pglite = instance ?? (await sharedPglite(dataDir));
  await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const useSchema = async () => {
    if (activeSchema.get(pglite) === schema) return;
    await pglite.exec(`SET search_path TO ${schema}`);
    activeSchema.set(pglite, schema);
  };
  return {
    kind: 'pglite',
    async query(sql, params) {
      await useSchema();
      return (await pglite.query(sql, params as unknown[])).rows as never;
    },
    async transaction(work) {
      await useSchema();
      return pglite.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      );
    },
    async exec(sql) {
      await useSchema();
      await pglite.exec(sql);
    },
    async listen(channel, onMessage) {
      const stop = await pglite.listen(schemaChannel(schema, channel), onMessage);
      return () => stop();
    },
    async close() {
      // A shared instance belongs to whoever created it.
      if (!instance) await pglite.close();
    },
  };
}

// ---- PostgreSQL server ---------------------------------------------------------------------------

async function openPostgres(connectionString: string, schema = 'public'): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID || oid === NUMERIC_OID ? Number : pgTypes.getTypeParser(oid, format),
  };
  const setup = new Client({ connectionString });
  await setup.connect();
  await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await setup.end();
  const pool = new Pool({ connectionString, types, options: `-c search_path=${schema}`, max: 10 });
  const prepared = preparedStatements();
  return {
    kind: 'postgres',
    async query(sql, params) {
      return (await pool.query(prepared(sql, params))).rows as never;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(prepared(sql, params))).rows as never,
          // Without parameters pg sends the simple query protocol, which takes several statements.
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async listen(channel, onMessage, onReconnect) {
      return listenOnOwnConnection(connectionString, schemaChannel(schema, channel), onMessage, onReconnect);
    },
    async close() {
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** How many distinct statements are prepared on each connection; any further ones are parsed each time. */
const MAX_PREPARED_STATEMENTS = 2000;

/**
 * Names each parameterised statement, so that each connection parses and plans it once and then only
 * binds and executes it: PostgreSQL's work per call is about halved for the short statements the
 * classroom runs thousands of times a second (issue 38). Statements without parameters (the simple
 * protocol, which takes several statements at once) stay unnamed, and so does any statement past the
 * first MAX_PREPARED_STATEMENTS texts (a server's statements are a fixed set; this is a bound, not a
 * cache to tune).
 */
function preparedStatements() {
  const names = new Map<string, string>();
  return (text: string, params: readonly unknown[] | undefined): QueryConfig => {
    const values = params as unknown[] | undefined;
    if (!values?.length) return { text, values };
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `s${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it is lost it is
 * opened again after a second, and `onReconnect` runs: notifications sent meanwhile are gone.
 */
async function listenOnOwnConnection(connectionString: string, channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped) return;
      client = undefined;
      setTimeout(() => void connect().then(() => onReconnect?.(), () => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
