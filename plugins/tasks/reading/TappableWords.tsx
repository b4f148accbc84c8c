/** Beside a text in the reading editor (issue 36): how many words, and which, a student can tap to look up. */
import { useMemo } from 'react';
import { ReadingEditorText } from './strings';
import { tappableWords } from './tappable-words';

export function TappableWords({ id, text }: { id: string; text: string }) {
  const words = useMemo(() => tappableWords(text), [text]);
  return (
    <div className="reading-editor__words">
      <p id={id} className="reading-editor__hint">{words.length > 0 ? ReadingEditorText.words(words.length) : ReadingEditorText.noWords}</p>
      {words.length > 0 && (
        <ul className="reading-editor__word-list" aria-labelledby={id} lang="en">
          {words.map((word) => <li key={word}>{word}</li>)}
        </ul>
      )}
    </div>
  );
}
