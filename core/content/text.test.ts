import { describe, expect, it } from 'vitest';
import { mergeSpellingSegments, richTextToPlain, toRichText } from './text';

describe('toRichText', () => {
  it.each([
    ['plain', [[{ text: 'plain', highlight: false }]]],
    ['a **b** c', [[{ text: 'a ', highlight: false }, { text: 'b', highlight: true }, { text: ' c', highlight: false }]]],
    ['**all**', [[{ text: 'all', highlight: true }]]],
    ['**x** and **y**', [[{ text: 'x', highlight: true }, { text: ' and ', highlight: false }, { text: 'y', highlight: true }]]],
    ['one\\ntwo', [[{ text: 'one', highlight: false }], [{ text: 'two', highlight: false }]]],
    ['one\ntwo', [[{ text: 'one', highlight: false }], [{ text: 'two', highlight: false }]]],
    ['a ** stray', [[{ text: 'a ** stray', highlight: false }]]],
    ['', [[{ text: '', highlight: false }]]],
  ])('%j', (input, expected) => {
    expect(toRichText(input)).toEqual(expected);
  });

  it('keeps a highlight within its line', () => {
    expect(toRichText('**a\\nb**')).toEqual([[{ text: '**a', highlight: false }], [{ text: 'b**', highlight: false }]]);
  });

  it('round-trips to plain text with real line breaks', () => {
    expect(richTextToPlain(toRichText('What is **this**?\\nAn apple.'))).toBe('What is this?\nAn apple.');
  });
});

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
