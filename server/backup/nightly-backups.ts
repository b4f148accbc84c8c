/**
 * Nightly backups (issue 40), on with one setting: BACKUP_DIR. Each night at BACKUP_AT (local time,
 * "02:30" by default) the server writes backup-<date>.tar.gz there and deletes the nightly backups the
 * kept count no longer needs (BACKUP_KEEP, "7 daily, 4 weekly"). Several processes on one PostgreSQL
 * database: the one that claims the night's row in backup_runs makes it, the others skip that night.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { nowSec } from '../auth/tokens';
import type { Database } from '../db/database';
import { makeBackup } from './make-backup';
import { backupsToDelete, nightlyName, parseKeep, type Keep } from './retention';

export interface NightlyBackupSettings { dir: string; at: { hour: number; minute: number }; keep: Keep }

/** The settings from the environment, or undefined when BACKUP_DIR is not set (no nightly backups). */
export function nightlyBackupSettings(env: NodeJS.ProcessEnv): NightlyBackupSettings | undefined {
  if (!env.BACKUP_DIR) return undefined;
  const at = /^(\d{1,2}):(\d{2})$/.exec(env.BACKUP_AT ?? '02:30');
  if (!at || Number(at[1]) > 23 || Number(at[2]) > 59) throw new Error(`BACKUP_AT must be a time like 02:30, not "${env.BACKUP_AT}"`);
  return { dir: env.BACKUP_DIR, at: { hour: Number(at[1]), minute: Number(at[2]) }, keep: parseKeep(env.BACKUP_KEEP) };
}

/** How long until the next `at` (local time) after `now`. */
export function untilNext(at: NightlyBackupSettings['at'], now = new Date()): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), at.hour, at.minute);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Makes tonight's backup and deletes the ones no longer kept; answers the archive's path, or undefined when another process has it. */
export async function nightlyBackup(db: Database, filesDir: string, settings: NightlyBackupSettings, now = new Date()): Promise<string | undefined> {
  const night = nightlyName(now);
  const claimed = await db.query('INSERT INTO backup_runs (night, started_at_sec) VALUES ($1, $2) ON CONFLICT (night) DO NOTHING RETURNING night', [night, nowSec()]);
  if (claimed.length === 0) return undefined;
  const archive = join(settings.dir, night);
  try {
    await makeBackup({ db, filesDir }, archive);
    for (const name of backupsToDelete(await readdir(settings.dir), settings.keep)) await rm(join(settings.dir, name), { force: true });
    await db.query('UPDATE backup_runs SET finished_at_sec = $2, archive = $3 WHERE night = $1', [night, nowSec(), archive]);
    return archive;
  } catch (error) {
    await db.query('UPDATE backup_runs SET error = $2 WHERE night = $1', [night, String((error as Error).message).slice(0, 2000)]).catch(() => undefined);
    throw error;
  }
}

/** Schedules the nightly backups; answers how to stop them. A failed night is logged as an error and tried again the next night. */
export function startNightlyBackups(db: Database, filesDir: string, settings: NightlyBackupSettings, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      nightlyBackup(db, filesDir, settings)
        .then((archive) => logger.info({ archive }, archive ? 'nightly backup written' : 'nightly backup made by another process'))
        .catch((error: unknown) => logger.error({ err: error }, 'nightly backup failed'))
        .finally(schedule);
    }, untilNext(settings.at));
    timer.unref();
  };
  schedule();
  logger.info({ dir: settings.dir, at: settings.at, keep: settings.keep }, 'nightly backups on');
  return () => clearTimeout(timer);
}
