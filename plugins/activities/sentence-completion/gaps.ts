/** The gapped sentence of sentence completion (30): a run of two or more underscores is a gap. */
export type GappedPiece = { text: string; gap: false } | { text: ''; gap: true };

export function gappedPieces(text: string): GappedPiece[] {
  const pieces: GappedPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(/_{2,}/g)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), gap: false });
    pieces.push({ text: '', gap: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), gap: false });
  return pieces;
}
