import { describe, expect, it } from 'vitest';
import { richTextToPlain, toRichText } from './text';

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
