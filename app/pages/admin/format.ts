/** How the admin console writes times, classes, file sizes and a pack's versions (issues 34 and 35). */
import type { PackListing, SchoolClassRow } from '@server/school/admin-contract';

const two = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm on the admin's own clock. */
export function localTime(atSec: number): string {
  const at = new Date(atSec * 1000);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** yyyyMMdd-HHmm, for a file name. */
export function fileStamp(at: Date): string {
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
}

/** 七年级 + 1班 → 七年级1班 (a name that already starts with its grade is kept as it is). */
export function classLabel({ grade, name }: Pick<SchoolClassRow, 'grade' | 'name'>): string {
  return name.startsWith(grade) ? name : `${grade}${name}`;
}

/** 12 KB, 3.4 MB: a chosen file's size (at least 1 KB, so a tiny file does not read as empty). */
export function fileSize(bytes: number): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  return kb < 1024 ? `${kb} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type PackVersion = PackListing['versions'][number];
/** A pack's current version (the one its students and teachers get) and the older ones, newest first as listed. */
export function packVersions(pack: Pick<PackListing, 'versions'>): { current: PackVersion | undefined; older: PackVersion[] } {
  const current = pack.versions.find((v) => v.current);
  return { current, older: pack.versions.filter((v) => v !== current) };
}
