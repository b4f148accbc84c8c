/** How the admin console writes times and classes (issue 34). */
import type { SchoolClassRow } from '@server/school/admin-contract';

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
