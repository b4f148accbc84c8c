/**
 * The reading task's lookup popup (spec 02 §2): a tapped word's brief (briefOnly), its US and UK
 * pronunciation with audio, and collect / remove. The states of a word page (spec 02 §8): loading,
 * 找不到该单词, not included, and a network error a touch retries.
 */
import { useEffect, useState } from 'react';
import type { WordPage } from '@core/contract';
import type { TaskAudio, TaskWords } from '@core/registry/task-plugin';
import { SpeakerIcon } from '../../activities/shared-view/SpeakerIcon';
import { WordPopupText } from './strings';

interface WordPopupProps { word: string; words: TaskWords; audio: TaskAudio | undefined; onClose(): void }

export function WordPopup(props: WordPopupProps) {
  // A retry after a network error asks afresh: a new body, with its state from the start.
  const [attempt, setAttempt] = useState(0);
  return <PopupBody key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PopupBody({ word, words, audio, onClose, onRetry }: WordPopupProps & { onRetry(): void }) {
  const [page, setPage] = useState<WordPage | 'loading'>('loading');
  const [collected, setCollected] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void words.lookUp(word).then((answer) => live && setPage(answer));
    words.isCollected(word).then((exists) => live && setCollected(exists), () => undefined);
    return () => {
      live = false;
    };
  }, [word, words]);

  const lookup = page !== 'loading' && page.status === 'success' ? page.lookup : undefined;
  const toggleCollected = () => {
    if (!lookup) return;
    const next = !collected;
    setCollected(next);
    // The word book keeps the headword (went -> go); a failed call puts the button back.
    (next ? words.collect(lookup.word) : words.remove(lookup.word)).catch(() => setCollected(!next));
  };

  return (
    <div className="word-popup__backdrop" onClick={onClose}>
      <section className="word-popup" role="dialog" aria-label={word} onClick={(event) => event.stopPropagation()}>
        <button type="button" className="word-popup__close" onClick={onClose} aria-label={WordPopupText.close}>
          ×
        </button>
        {page === 'loading' && <p role="status">{WordPopupText.loading}</p>}
        {page !== 'loading' && page.status === 'notFound' && <p role="status">{WordPopupText.notFound}</p>}
        {page !== 'loading' && page.status === 'notIncluded' && <p role="status">{WordPopupText.notIncluded}</p>}
        {page !== 'loading' && page.status === 'other' && (
          <button
            type="button"
            className="word-popup__retry"
            onClick={onRetry}
          >
            {WordPopupText.network}
          </button>
        )}
        {lookup && (
          <>
            <h2 className="word-popup__word" lang="en">{lookup.word}</h2>
            {lookup.inflectionOf && <p className="word-popup__form">{WordPopupText.formOf(lookup.inflectionOf, lookup.word)}</p>}
            <div className="word-popup__sounds">
              {(['us', 'uk'] as const).map((accent) => {
                const label = accent === 'us' ? WordPopupText.us : WordPopupText.uk;
                const url = accent === 'us' ? lookup.pronunciationInfo.usMp3Cdn : lookup.pronunciationInfo.ukMp3Cdn;
                return (
                  <button key={accent} type="button" className="word-popup__sound" onClick={() => audio?.play(`word-popup:${accent}`, url)}>
                    {label} /{accent === 'us' ? lookup.pronunciationInfo.us : lookup.pronunciationInfo.uk}/ <SpeakerIcon />
                    <span className="visually-hidden">{WordPopupText.play(label)}</span>
                  </button>
                );
              })}
            </div>
            <p className="word-popup__brief">{lookup.wordBrief?.definitionCn}</p>
            {collected !== undefined && (
              <button type="button" className="button button--block" aria-pressed={collected} onClick={toggleCollected}>
                {collected ? WordPopupText.remove : WordPopupText.collect}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
