/** The spelling stem's segments (spec 01 §3): given text and blanks, as the renderer and the grader number them. */

/** A segment: checked segments are blanks and carry their blank index. */
export interface SpellingSegment { index: number; text: string; checked: boolean }

/**
 * Spelling segments: consecutive unchecked (given) segments merge into one; checked segments (the
 * blanks) stay separate. Every segment gets an index; blanks are numbered 0, 1, 2... in order so the
 * n-th input belongs to the blank with index n.
 */
export function mergeSpellingSegments(stems: readonly { text: string; checked: boolean }[]): SpellingSegment[] {
  const merged: { text: string; checked: boolean }[] = [];
  for (const stem of stems) {
    const previous = merged.at(-1);
    if (previous && !previous.checked && !stem.checked) previous.text += stem.text;
    else merged.push({ text: stem.text, checked: stem.checked });
  }
  let blankIndex = 0;
  let givenIndex = 0;
  return merged.map((segment) => ({ ...segment, index: segment.checked ? blankIndex++ : givenIndex++ }));
}
