/**
 * A database of its own on the machine's Debian PostgreSQL cluster, for `npm run start:cluster` and
 * `npm run bench:district` (as scripts/test-api-postgres.sh does for the API tests): as root, the
 * newest installed cluster is started, a role eh_cluster made once, and a fresh database
 * eh_cluster_<random> made per run, so runs side by side do not meet. drop() removes it again.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const ROLE = 'eh_cluster';

const asPostgres = (sql: string) => execFileSync('su', ['postgres', '-c', `psql -qtAc "${sql}"`], { encoding: 'utf8' }).trim();

/** The newest PostgreSQL major version Debian has installed, or undefined. */
function installedVersion(): string | undefined {
  try {
    return readdirSync('/usr/lib/postgresql').toSorted((a, b) => Number(a) - Number(b)).at(-1);
  } catch {
    return undefined;
  }
}

export interface ClusterDatabase {
  url: string;
  /** The postmaster's process id (its children are the database's work), when the cluster is Debian's. */
  postmasterPid?: number;
  drop(): Promise<void>;
}

export function freshDatabase(): ClusterDatabase {
  const version = installedVersion();
  if (!version || process.getuid?.() !== 0) {
    throw new Error('start-cluster: run as root with Debian\'s postgresql installed (apt-get install postgresql), as npm run test:api:postgres does');
  }
  try {
    execFileSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  } catch {
    execFileSync('pg_ctlcluster', [version, 'main', 'status'], { stdio: 'ignore' }); // already running is fine
  }
  if (asPostgres(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`) !== '1') asPostgres(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${ROLE}'`);
  const name = `${ROLE}_${randomBytes(4).toString('hex')}`;
  asPostgres(`CREATE DATABASE ${name} OWNER ${ROLE}`);
  const pidFile = `/var/lib/postgresql/${version}/main/postmaster.pid`;
  let postmasterPid: number | undefined;
  try {
    postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    postmasterPid = undefined; // only the figures miss it
  }
  return {
    url: `postgres://${ROLE}:${ROLE}@127.0.0.1:5432/${name}`,
    ...(postmasterPid ? { postmasterPid } : {}),
    async drop() {
      asPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
