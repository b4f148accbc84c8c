/** Small formatting rules and addresses shared by the result pages (pure, no React). */

/** Seconds as '3分20秒', or '45秒' under a minute. */
export function formatDuration(totalSec: number): string {
  const sec = Math.max(0, Math.round(totalSec));
  const minutes = Math.floor(sec / 60);
  const seconds = sec % 60;
  return minutes > 0 ? `${minutes}分${seconds}秒` : `${seconds}秒`;
}

/** A day as '5月3日', in the device's time zone. */
export function formatDay(epochSec: number): string {
  const date = new Date(epochSec * 1000);
  return `${date.getMonth() + 1}月${date.getDate()}日`;
}

/** An accuracy in whole percent, or undefined when it is missing or outside 0-100. */
export function parseAccuracy(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) return undefined;
  return Math.round(value);
}

/** Share of `part` in `whole` as a whole percent; 0 for an empty whole. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((Math.min(part, whole) / whole) * 100) : 0);

/** The player in revision mode for one homework (spec 01 §2 navigation targets). */
export const revisePath = (homeworkId: string): string => `/pt?homework=${encodeURIComponent(homeworkId)}&type=homework&revisal=true`;
/** The player for one homework, from the start. */
export const playHomeworkPath = (homeworkId: string): string => `/pt?homework=${encodeURIComponent(homeworkId)}&type=homework`;
/** One report of the class report list. */
export const reportPath = (homeworkId: string): string => `/class-report-list/${encodeURIComponent(homeworkId)}?homework=${encodeURIComponent(homeworkId)}`;

/** Question types read aloud (oral reading, sentence completion): the ones that can have weak words. */
const SPOKEN_TYPES: ReadonlySet<number> = new Set([11, 30]);

/** The weak-word block is worth showing when there are weak words or something was read aloud. */
export const showsWeakWords = (analysis: { byType: readonly { type: number }[]; weakWords: readonly unknown[] }): boolean =>
  analysis.weakWords.length > 0 || analysis.byType.some((row) => SPOKEN_TYPES.has(row.type));
