import { describe, expect, it } from 'vitest';
import { friendlyDay, groupByDay, groupByLetter, indexLetter, pronunciationTier } from './word-list';

const now = new Date(2026, 10, 23, 15, 0, 0);
const sec = (date: Date) => Math.floor(date.getTime() / 1000);

describe('the word book lists', () => {
  it('says 今天, 昨天, or the day', () => {
    expect(friendlyDay(sec(new Date(2026, 10, 23, 0, 5)), now)).toBe('今天');
    expect(friendlyDay(sec(new Date(2026, 10, 22, 23, 59)), now)).toBe('昨天');
    expect(friendlyDay(sec(new Date(2026, 0, 3, 8)), now)).toBe('2026-01-03');
  });

  it('groups a newest-first list by day', () => {
    const words = [{ word: 'a', createdAt: sec(new Date(2026, 10, 23, 9)) }, { word: 'b', createdAt: sec(new Date(2026, 10, 23, 8)) }, { word: 'c', createdAt: sec(new Date(2026, 10, 20, 8)) }];
    expect(groupByDay(words, now).map((g) => [g.label, g.words.map((w) => w.word)])).toEqual([['今天', ['a', 'b']], ['2026-11-20', ['c']]]);
  });

  it("groups by letter with '#' last", () => {
    const groups = groupByLetter([{ word: 'banana' }, { word: "'til" }, { word: 'apple' }, { word: 'Bus' }]);
    expect(groups.map((g) => [g.label, g.words.map((w) => w.word)])).toEqual([['A', ['apple']], ['B', ['banana', 'Bus']], ['#', ["'til"]]]);
    expect(indexLetter('zoo')).toBe('Z');
  });

  it('puts a score in its tier', () => {
    expect([0, 59, 60, 79, 80, 89, 90, 100].map(pronunciationTier)).toEqual(['niceTry', 'niceTry', 'good', 'good', 'excellent', 'excellent', 'perfect', 'perfect']);
  });
});
