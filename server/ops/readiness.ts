/**
 * /readyz (issue 40, part 3): may this process take students' requests? The database answers, every
 * migration this version ships is applied, and a speech-scoring engine is loaded (unless the school
 * runs without one on purpose: SCORING_ENGINE=none). Each check says 'ok' or why not.
 */
import { knownMigrations } from '../db/migrate';
import type { ServerDeps } from '../http/context';

/** A check that takes longer than this has failed: a load balancer must not wait on us. */
export const CHECK_TIMEOUT_MS = 3000;

export interface Readiness {
  ready: boolean;
  checks: { database: string; migrations: string; scoring: string };
}

/** The migrations this version ships, named as migrate.ts names them, read once. */
let shipped: Promise<string[]> | undefined;
const shippedMigrations = () => (shipped ??= knownMigrations());

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function databaseCheck({ db, logger }: Pick<ServerDeps, 'db' | 'logger'>): Promise<string> {
  try {
    await withinTimeout(db.query('SELECT 1'));
    return 'ok';
  } catch (error) {
    // The reason stays in the log: /readyz is open to anyone and must not show connection details.
    logger.debug({ err: error }, 'readiness: the database did not answer');
    return 'the database does not answer';
  }
}

async function migrationsCheck({ db }: Pick<ServerDeps, 'db'>): Promise<string> {
  try {
    const applied = new Set((await withinTimeout(db.query<{ name: string }>('SELECT name FROM schema_migrations'))).map((row) => row.name));
    const missing = (await shippedMigrations()).filter((name) => !applied.has(name));
    return missing.length === 0 ? 'ok' : `not applied: ${missing.join(', ')}`;
  } catch {
    return 'the applied migrations cannot be read';
  }
}

function scoringCheck({ scoring, config }: Pick<ServerDeps, 'scoring' | 'config'>): string {
  // An engine with workers is up when one of them is: none up means every recording would wait and time out.
  const workers = scoring.engine.workers?.();
  if (workers && workers.ready === 0) return `no scoring worker is up (0 of ${workers.workers}: starting, or failing to start)`;
  if (scoring.engine.name !== 'none') return 'ok';
  return config.scoringEngineOff ? 'ok (off: SCORING_ENGINE=none)' : 'no speech-scoring engine is loaded (install pocketsphinx, or set SCORING_ENGINE=none to run without one)';
}

export async function readiness(deps: Pick<ServerDeps, 'db' | 'logger' | 'scoring' | 'config'>): Promise<Readiness> {
  const [database, migrations] = await Promise.all([databaseCheck(deps), migrationsCheck(deps)]);
  const checks = { database, migrations, scoring: scoringCheck(deps) };
  return { ready: Object.values(checks).every((check) => check.startsWith('ok')), checks };
}
