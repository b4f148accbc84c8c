/**
 * The reading task's word detector (spec 02 §5): a text becomes pieces, words and what lies between
 * them. A word is letters with an optional apostrophe part (Tom's, don't, I'm; a typographic ’ counts
 * as an apostrophe). Tapping a word looks up its letters only: the apostrophe part of a possessive
 * ('s) is dropped, a contraction keeps its apostrophe so the lookup can resolve it (don't -> do).
 */
export type ReadingPiece = { kind: 'word'; text: string } | { kind: 'other'; text: string };

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)?/g;

export function detectWords(text: string): ReadingPiece[] {
  const pieces: ReadingPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) pieces.push({ kind: 'other', text: text.slice(last, match.index) });
    pieces.push({ kind: 'word', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'other', text: text.slice(last) });
  return pieces;
}

/** The word a tapped piece looks up: its letters (and a contraction's apostrophe), in lower case. */
export function lookupWordOf(piece: string): string {
  const word = piece.replaceAll('’', "'").toLowerCase();
  return word.endsWith("'s") ? word.slice(0, -2) : word.replace(/[^a-z']/g, '');
}
