/**
 * The word book inside the reading task (spec 02 §2: a word-book button, the word book in a popup):
 * the student's collected and looked-up words, newest first, in two tabs; a word opens its meaning
 * (the lookup popup) without leaving the reading, so the strokes stay where they are.
 */
import { useEffect, useState } from 'react';
import type { WordListItem, WordTab } from '@core/contract';
import type { TaskWords } from '@core/registry/task-plugin';
import { WordBookTabText } from '@plugins/tasks/reading/word-page-text';
import { WordPopupText } from './strings';

interface WordBookPopupProps { words: TaskWords; onWord(word: string): void; onClose(): void }

export function WordBookPopup({ words, onWord, onClose }: WordBookPopupProps) {
  const [tab, setTab] = useState<WordTab>('collection');
  return (
    <div className="word-popup__backdrop" onClick={onClose}>
      <section className="word-popup word-popup--book" role="dialog" aria-label={WordBookTabText.title} onClick={(event) => event.stopPropagation()}>
        <button type="button" className="word-popup__close" onClick={onClose} aria-label={WordPopupText.close}>
          ×
        </button>
        <h2 className="word-popup__heading">{WordBookTabText.title}</h2>
        <div className="word-popup__tabs" role="tablist">
          {(['collection', 'history'] as const).map((each) => (
            <button key={each} type="button" role="tab" aria-selected={tab === each} className="word-popup__tab" onClick={() => setTab(each)}>
              {each === 'collection' ? WordBookTabText.collection : WordBookTabText.history}
            </button>
          ))}
        </div>
        <WordBookList key={tab} tab={tab} words={words} onWord={onWord} />
      </section>
    </div>
  );
}

function WordBookList({ tab, words, onWord }: { tab: WordTab; words: TaskWords; onWord(word: string): void }) {
  const [list, setList] = useState<WordListItem[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    words.list(tab).then(
      (items) => live && setList(items),
      () => live && setList('failed'),
    );
    return () => {
      live = false;
    };
  }, [tab, words]);
  if (list === 'loading') return <p role="status">{WordPopupText.loading}</p>;
  if (list === 'failed') return <p role="alert">{WordPopupText.network}</p>;
  if (list.length === 0) return <p className="word-popup__empty">{tab === 'collection' ? WordBookTabText.emptyCollection : WordBookTabText.emptyHistory}</p>;
  return (
    <ul className="word-popup__list" role="tabpanel">
      {list.map((item) => (
        <li key={item.word}>
          <button type="button" className="word-popup__item" lang="en" onClick={() => onWord(item.word)}>
            {item.word}
          </button>
        </li>
      ))}
    </ul>
  );
}
