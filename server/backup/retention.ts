/**
 * Which nightly backups to keep (issue 40): the newest `daily` of them, and for each of the `weekly` most
 * recent weeks (Monday to Sunday) that has one, its newest. Pure, so the rule is tested on names alone.
 */

export const BACKUP_NAME = /^backup-(\d{4})-(\d{2})-(\d{2})\.tar\.gz$/;

export interface Keep { daily: number; weekly: number }
export const DEFAULT_KEEP: Keep = { daily: 7, weekly: 4 };

const pad = (n: number) => String(n).padStart(2, '0');

/** `backup-2026-11-26.tar.gz` for the backup made that (local) day. */
export function nightlyName(at: Date): string {
  return `backup-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}.tar.gz`;
}

/** The backups of `names` to delete (other files are never touched). */
export function backupsToDelete(names: readonly string[], keep: Keep = DEFAULT_KEEP): string[] {
  const dated = names
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ name, day: Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) }))
    .toSorted((a, b) => b.day - a.day);
  const kept = new Set(dated.slice(0, keep.daily).map((entry) => entry.name));
  const weeks = new Set<number>();
  for (const entry of dated) {
    const week = mondayOf(entry.day);
    if (weeks.has(week)) continue;
    if (weeks.size === keep.weekly) break;
    weeks.add(week);
    kept.add(entry.name);
  }
  return dated.filter((entry) => !kept.has(entry.name)).map((entry) => entry.name);
}

const DAY_MS = 24 * 3600 * 1000;
/** The Monday of a UTC day's week. */
const mondayOf = (day: number) => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;

/** Parses "7 daily, 4 weekly" (BACKUP_KEEP); either part may be left out. */
export function parseKeep(text: string | undefined): Keep {
  if (!text) return DEFAULT_KEEP;
  const keep = { ...DEFAULT_KEEP };
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,3})\s+(daily|weekly)\s*$/.exec(part);
    if (!match) throw new Error(`BACKUP_KEEP must look like "7 daily, 4 weekly", not "${text}"`);
    keep[match[2] as keyof Keep] = Number(match[1]);
  }
  return keep;
}
