/** The homework's times as the teacher reads and types them (the teacher's own clock). */

const two = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's value (2026-11-27T18:00) for a time in seconds. */
export function toLocalInput(sec: number): string {
  const at = new Date(sec * 1000);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The seconds a datetime-local input's value names, or undefined for an empty or broken value. */
export function fromLocalInput(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** 18:00 today, 11月27日 18:00 another day this year, 2027年1月3日 18:00 another year. */
export function shownTime(sec: number, now = new Date()): string {
  const at = new Date(sec * 1000);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  if (at.toDateString() === now.toDateString()) return time;
  const day = `${at.getMonth() + 1}月${at.getDate()}日 ${time}`;
  return at.getFullYear() === now.getFullYear() ? day : `${at.getFullYear()}年${day}`;
}
