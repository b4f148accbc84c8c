/**
 * How the word book groups its lists (spec 02 §2, §4): by friendly date (今天, 昨天, or year-month-day)
 * when sorted by date, by first letter with '#' (anything else) last when sorted by alphabet; and the
 * pronunciation tiers of the practice (under 60 nice try, 60-79 good, 80-89 excellent, 90+ perfect).
 */
export interface WordGroup<T> { key: string; label: string; words: T[] }

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 今天, 昨天, or the day as year-month-day, for a time in seconds (local time). */
export function friendlyDay(sec: number, now: Date = new Date()): string {
  const day = dayOf(new Date(sec * 1000));
  if (day === dayOf(now)) return '今天';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return day === dayOf(yesterday) ? '昨天' : day;
}

/** Consecutive words of one friendly day (the list comes newest first). */
export function groupByDay<T extends { createdAt: number }>(words: readonly T[], now: Date = new Date()): WordGroup<T>[] {
  const groups: WordGroup<T>[] = [];
  for (const word of words) {
    const label = friendlyDay(word.createdAt, now);
    const last = groups.at(-1);
    if (last?.label === label) last.words.push(word);
    else groups.push({ key: label, label, words: [word] });
  }
  return groups;
}

/** The index letter of a word: A-Z, or '#'. */
export const indexLetter = (word: string): string => (/^[a-z]/i.test(word) ? word[0]!.toUpperCase() : '#');

/** Words by index letter, A to Z with '#' last. */
export function groupByLetter<T extends { word: string }>(words: readonly T[]): WordGroup<T>[] {
  const byLetter = new Map<string, T[]>();
  for (const word of words) {
    const letter = indexLetter(word.word);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), word]);
  }
  return [...byLetter.keys()]
    .toSorted((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map((letter) => ({ key: letter, label: letter, words: byLetter.get(letter)!.toSorted((a, b) => a.word.localeCompare(b.word)) }));
}

export type PronunciationTier = 'niceTry' | 'good' | 'excellent' | 'perfect';

/** The tier of a word's pronunciation score (spec 02 §4). */
export function pronunciationTier(score: number): PronunciationTier {
  if (score >= 90) return 'perfect';
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  return 'niceTry';
}
