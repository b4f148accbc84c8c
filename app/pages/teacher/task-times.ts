/** When a classroom task ran, on the teacher's own clock. */

const clock = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 14:05 today, 11月25日 14:05 another day. */
export function startTime(sec: number): string {
  const at = new Date(sec * 1000);
  return at.toDateString() === new Date().toDateString() ? clock(at) : `${at.getMonth() + 1}月${at.getDate()}日 ${clock(at)}`;
}

/** 14:05, the time of day only (under a day's heading). */
export const timeOfDay = (sec: number) => clock(new Date(sec * 1000));

/** A day's heading in the history: 今天, or 11月25日 周三 (2025年11月25日 周二 in another year). */
export function dayHeading(sec: number): string {
  const at = new Date(sec * 1000);
  const now = new Date();
  if (at.toDateString() === now.toDateString()) return '今天';
  const year = at.getFullYear() === now.getFullYear() ? '' : `${at.getFullYear()}年`;
  return `${year}${at.getMonth() + 1}月${at.getDate()}日 周${WEEKDAYS[at.getDay()]}`;
}
