/** Pure rules of the spelling renderer (33): pasted text, the inputs list, each blank's verdict. */

/**
 * Pasted text as it goes into a blank: plain text only (the caller reads text/plain, so formatting
 * never arrives), line breaks and tabs turned into single spaces, and the ends trimmed, so a word
 * copied with its line break lands as the word.
 */
export const plainPasteText = (raw: string): string => raw.replace(/\s*[\r\n\t]+\s*/g, ' ').trim();

/** The inputs with blank `index` set to `value`: always one string per blank, '' for untouched ones. */
export function withInput(inputs: readonly string[] | undefined, blankCount: number, index: number, value: string): string[] {
  return Array.from({ length: blankCount }, (_, i) => (i === index ? value : (inputs?.[i] ?? '')));
}

/** A blank once the answer is shown, by the grader's rule: the trimmed input must equal the word exactly. */
export type BlankVerdict = 'right' | 'wrong' | 'empty';
export function blankVerdict(expected: string, input: string | undefined): BlankVerdict {
  const text = (input ?? '').trim();
  if (text === '') return 'empty';
  return text === expected ? 'right' : 'wrong';
}
