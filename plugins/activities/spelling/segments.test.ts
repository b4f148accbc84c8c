import { describe, expect, it } from 'vitest';
import { mergeSpellingSegments } from './segments';

describe('mergeSpellingSegments', () => {
  it('merges consecutive given segments and indexes blanks in order', () => {
    expect(
      mergeSpellingSegments([
        { text: 'I have ', checked: false },
        { text: 'a ', checked: false },
        { text: 'cat', checked: true },
        { text: 'dog', checked: true },
        { text: ' and', checked: false },
        { text: '.', checked: false },
      ]),
    ).toEqual([
      { index: 0, text: 'I have a ', checked: false },
      { index: 0, text: 'cat', checked: true },
      { index: 1, text: 'dog', checked: true },
      { index: 1, text: ' and.', checked: false },
    ]);
  });

  it('leaves the input untouched', () => {
    const input = [{ text: 'a', checked: false }, { text: 'b', checked: false }];
    mergeSpellingSegments(input);
    expect(input).toEqual([{ text: 'a', checked: false }, { text: 'b', checked: false }]);
  });

  it('handles no segments', () => {
    expect(mergeSpellingSegments([])).toEqual([]);
  });
});
