/**
 * The words a student can tap in a text and look up, as the console's editor lists them beside the text
 * (issue 36): the student's screen's own detector (word-detector.ts), each looked-up word once, in the
 * order it first appears.
 */
import { detectWords, lookupWordOf } from './word-detector';

export function tappableWords(text: string): string[] {
  const words = detectWords(text).flatMap((piece) => (piece.kind === 'word' ? [lookupWordOf(piece.text)] : []));
  return [...new Set(words.filter((word) => word !== ''))];
}
