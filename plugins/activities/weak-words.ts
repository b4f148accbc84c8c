/**
 * The words to practise (需要多练的单词) of a homework report: the words read aloud that scored under
 * 60 (a red word), one chip per word. The engine reports words in lower case; a chip shows the word as
 * the sentence wrote it ("Amy", "Li", "I"), but not the capital a word gets only for opening a sentence.
 */
export const WEAK_WORD_BELOW = 60;

export interface WeakWord { word: string; score: number }

const WORD = /[A-Za-z]+(?:'[A-Za-z]+)*/g;

/** How each word (by its lower case) is written in the sentences; a sentence's first word counts only as lower case, except "I". */
function writtenForms(sentences: readonly string[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const sentence of sentences) {
    [...sentence.matchAll(WORD)].forEach((match, index) => {
      const key = match[0].toLowerCase();
      const written = index === 0 && key !== 'i' ? key : match[0];
      if (!forms.has(key) || index > 0) forms.set(key, written);
    });
  }
  return forms;
}

/**
 * One chip per word (matched case-insensitively) with its lowest score, lowest first; `sentences` are
 * the texts the student read, for the written form of each word.
 */
export function weakWordsOf(scoredWords: readonly { word: string; score: number }[], sentences: readonly string[]): WeakWord[] {
  const forms = writtenForms(sentences);
  const lowest = new Map<string, number>();
  for (const { word, score } of scoredWords) {
    const key = word.trim().toLowerCase();
    if (key === '' || !(score < WEAK_WORD_BELOW)) continue;
    lowest.set(key, Math.min(score, lowest.get(key) ?? Infinity));
  }
  return [...lowest]
    .map(([key, score]) => ({ word: forms.get(key) ?? key, score }))
    .toSorted((a, b) => a.score - b.score || a.word.localeCompare(b.word));
}
