/** Text rules of stems and choices (spec 01 §3). Pure functions: no DOM. */
import type { RichText, TextRun } from '../domain';

/**
 * Splits text into lines and highlight runs. Both a real line break and the two characters `\n`
 * (an escaped line break, as the content tools export it) end a line. `**x**` marks a highlight run;
 * an unpaired `**` is kept as literal text, so a stray asterisk never swallows the rest of the stem.
 */
export function toRichText(text: string): RichText {
  return text.split(/\\n|\r?\n/).map(toHighlightRuns);
}

function toHighlightRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let cursor = 0;
  for (const match of line.matchAll(pattern)) {
    const start = match.index;
    if (start > cursor) runs.push({ text: line.slice(cursor, start), highlight: false });
    runs.push({ text: match[1] ?? '', highlight: true });
    cursor = start + match[0].length;
  }
  if (cursor < line.length || runs.length === 0) runs.push({ text: line.slice(cursor), highlight: false });
  return runs;
}

/** Plain text of rich text, lines joined by real line breaks. */
export function richTextToPlain(richText: RichText): string {
  return richText.map((line) => line.map((run) => run.text).join('')).join('\n');
}
