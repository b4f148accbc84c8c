/** Which nightly backups are kept (issue 40): the last 7 days and the newest of each of the last 4 weeks. */
import { describe, expect, it } from 'vitest';
import { backupsToDelete, nightlyName, parseKeep } from './retention';

/** A backup each night from `first` for `days` days (local dates). */
const nights = (first: Date, days: number) => Array.from({ length: days }, (_, i) => nightlyName(new Date(first.getFullYear(), first.getMonth(), first.getDate() + i)));

describe('nightly backups kept (issue 40)', () => {
  it('keeps the last seven and the newest of each of the last four weeks', () => {
    // 2026-10-01 (a Thursday) to 2026-11-26 (a Thursday): 57 nights.
    const names = nights(new Date(2026, 9, 1), 57);
    const deleted = new Set(backupsToDelete([...names, 'notes.txt', 'backup-2026-11-26.tar.gz.part']));
    const kept = names.filter((name) => !deleted.has(name));
    expect(kept).toEqual([
      // The newest of the weeks starting 11-02, 11-09 and 11-16 (the week of 11-23 is among the last seven).
      'backup-2026-11-08.tar.gz', 'backup-2026-11-15.tar.gz',
      'backup-2026-11-20.tar.gz', 'backup-2026-11-21.tar.gz', 'backup-2026-11-22.tar.gz', 'backup-2026-11-23.tar.gz',
      'backup-2026-11-24.tar.gz', 'backup-2026-11-25.tar.gz', 'backup-2026-11-26.tar.gz',
    ]);
    // Files not named like a nightly backup are never deleted.
    expect([...deleted].every((name) => /^backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/.test(name))).toBe(true);
  });

  it('deletes nothing while there are fewer than the kept count', () => {
    expect(backupsToDelete(nights(new Date(2026, 10, 20), 7))).toEqual([]);
  });

  it('reads BACKUP_KEEP', () => {
    expect(parseKeep(undefined)).toEqual({ daily: 7, weekly: 4 });
    expect(parseKeep('14 daily')).toEqual({ daily: 14, weekly: 4 });
    expect(parseKeep('3 daily, 8 weekly')).toEqual({ daily: 3, weekly: 8 });
    expect(() => parseKeep('every night')).toThrow(/7 daily, 4 weekly/);
  });
});
