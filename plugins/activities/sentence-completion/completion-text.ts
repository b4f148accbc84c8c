/**
 * The sentence a sentence-completion recording is scored against, its fill words in square brackets
 * (`My [name] is Amy.`; spec 01 §7). Pure: the plugin's speech facet gives it to the app for the scoring
 * socket's header (index.ts), and its answer definition to the server, which reads the same text from
 * the served activity to check a score receipt was made for it (definition.ts; issue 31).
 */
/** Runs of two or more underscores (ASCII or full-width) are the gaps of the board's sentence. */
const GAP = /_{2,}|＿{2,}/u;
const BRACKETED = /\[[^\]]*\]/u;

/**
 * The sentence with its fill words bracketed. The words are found by laying the gapped sentence the
 * board shows (`My ____ is Amy.`) over the whole sentence; when that does not line up, by the hint's
 * words (comma-, slash- or 、-separated phrases); a sentence that already has brackets is kept as is.
 * With neither, the sentence goes unbracketed (every word then counts as a normal word).
 */
export function completionScoringText(refText: string, gapped?: string, hint?: string): string {
  const sentence = refText.trim();
  if (!sentence || BRACKETED.test(sentence)) return sentence;
  return (gapped && bracketByGaps(sentence, gapped)) ?? (hint && bracketByHint(sentence, hint)) ?? sentence;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal piece of the gapped sentence: case and spacing may differ from the whole sentence. */
const literal = (piece: string) => escapeRegExp(piece.trim()).replace(/\s+/g, '\\s+');

function bracketByGaps(sentence: string, gapped: string): string | undefined {
  const pieces = gapped.split(GAP);
  if (pieces.length < 2) return undefined;
  const pattern = pieces.map(literal).join('\\s*(.+?)\\s*');
  const match = new RegExp(`^\\s*${pattern}\\s*$`, 'iud').exec(sentence);
  if (!match?.indices) return undefined;
  let result = '';
  let at = 0;
  for (let group = 1; group < match.length; group++) {
    const [start, end] = match.indices[group]!;
    const words = sentence.slice(start, end).trim();
    if (!words) return undefined;
    result += `${sentence.slice(at, start)}[${words}]`;
    at = end;
  }
  return result + sentence.slice(at);
}

function bracketByHint(sentence: string, hint: string): string | undefined {
  const phrases = hint.split(/[,，/、;；|]+/u).map((p) => p.trim()).filter(Boolean);
  let result = sentence;
  let found = false;
  for (const phrase of phrases) {
    const pattern = new RegExp(`(?<![A-Za-z'])${literal(phrase)}(?![A-Za-z'])`, 'giu');
    for (const match of result.matchAll(pattern)) {
      const index = match.index;
      if (insideBrackets(result, index)) continue;
      result = `${result.slice(0, index)}[${match[0]}]${result.slice(index + match[0].length)}`;
      found = true;
      break;
    }
  }
  return found ? result : undefined;
}

function insideBrackets(text: string, index: number): boolean {
  const open = text.lastIndexOf('[', index);
  return open !== -1 && text.indexOf(']', open) >= index;
}
