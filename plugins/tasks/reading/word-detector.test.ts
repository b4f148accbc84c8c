import { describe, expect, it } from 'vitest';
import { detectWords, lookupWordOf } from './word-detector';

describe('the reading word detector (spec 02 §5)', () => {
  it('splits a text into words (letters with an optional apostrophe part) and what lies between', () => {
    expect(detectWords("Tom's cat doesn't like rain—it's 3 o'clock!")).toEqual([
      { kind: 'word', text: "Tom's" },
      { kind: 'other', text: ' ' },
      { kind: 'word', text: 'cat' },
      { kind: 'other', text: ' ' },
      { kind: 'word', text: "doesn't" },
      { kind: 'other', text: ' ' },
      { kind: 'word', text: 'like' },
      { kind: 'other', text: ' ' },
      { kind: 'word', text: 'rain' },
      { kind: 'other', text: '—' },
      { kind: 'word', text: "it's" },
      { kind: 'other', text: ' 3 ' },
      { kind: 'word', text: "o'clock" },
      { kind: 'other', text: '!' },
    ]);
  });

  it('keeps every character: the pieces join back into the text', () => {
    const text = '  “Hello,” said   Ms. Li’s class. 2024 was fun\n';
    expect(detectWords(text).map((piece) => piece.text).join('')).toBe(text);
    expect(detectWords(text).filter((piece) => piece.kind === 'word').map((piece) => piece.text)).toEqual(['Hello', 'said', 'Ms', 'Li’s', 'class', 'was', 'fun']);
  });

  it('treats a quote mark, a hyphen or a digit as no part of a word', () => {
    expect(detectWords("'well-known' x2").filter((piece) => piece.kind === 'word').map((piece) => piece.text)).toEqual(['well', 'known', 'x']);
  });

  it("looks up a tapped word's letters: a possessive without its 's, a contraction as written", () => {
    expect(lookupWordOf("Tom's")).toBe('tom');
    expect(lookupWordOf('Li’s')).toBe('li');
    expect(lookupWordOf("Don't")).toBe("don't");
    expect(lookupWordOf('Apples')).toBe('apples');
  });
});
