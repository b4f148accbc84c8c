import { useEffect, useRef, useState } from 'react';
import type { PhonemeScore } from '@core/domain';
import { alignScoredWords, tierText, wordTone, type WordView } from './speech-words';
import { ViewText } from './strings';
import './shared-view.css';

/** One scored word, whichever scorer it came from. */
export interface ScoredWord {
  word: string;
  score: number;
  ipa?: string;
  /** Oral reading: the word's phonemes (syllables flattened). Sentence completion has none. */
  phonemes?: readonly PhonemeScore[];
  /** Sentence completion: a word the student filled in. */
  fill?: boolean;
  prompt?: string;
}

/**
 * The sentence with its scored words coloured by pronunciation (the result view's rule, or the
 * read-only view's), each word a button that opens its detail: the score, its tier text and the
 * phonemes with their scores.
 */
export function ScoredText({ sentence, words, view, overall }: { sentence: string; words: readonly ScoredWord[]; view: WordView; overall: number }) {
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const pieces = alignScoredWords(sentence, words.map((w) => w.word));
  const open = openIndex === undefined ? undefined : words[openIndex];
  const close = () => {
    const index = openIndex;
    setOpenIndex(undefined);
    if (index !== undefined) buttons.current.get(index)?.focus();
  };
  return (
    <div className="scored">
      <p className="scored__overall">
        {ViewText.overall} <strong>{Math.round(overall)}</strong>
      </p>
      <p className="scored__text">
        {pieces.map((piece, i) => {
          const wordIndex = piece.wordIndex;
          const word = wordIndex === undefined ? undefined : words[wordIndex];
          if (wordIndex === undefined || !word) return <span key={i}>{piece.text}</span>;
          return (
            <button
              key={i}
              ref={(element) => {
                if (element) buttons.current.set(wordIndex, element);
                else buttons.current.delete(wordIndex);
              }}
              type="button"
              className={`scored-word scored-word--${wordTone(word.score, view)}${word.fill ? ' scored-word--fill' : ''}`}
              aria-label={ViewText.wordButton(piece.text, Math.round(word.score))}
              aria-haspopup="dialog"
              onClick={() => setOpenIndex(wordIndex)}
            >
              {piece.text}
            </button>
          );
        })}
      </p>
      <p className="scored__hint">{ViewText.wordHint}</p>
      {open && <WordDetail word={open} view={view} onClose={close} />}
    </div>
  );
}

function WordDetail({ word, view, onClose }: { word: ScoredWord; view: WordView; onClose(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  const score = Math.round(word.score);
  return (
    <div className="word-detail-backdrop" onClick={onClose}>
      <div
        className="word-detail"
        role="dialog"
        aria-modal="true"
        aria-label={`${ViewText.wordDetail}：${word.word}`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h3 className="word-detail__word">{word.word}</h3>
        {word.ipa && <p className="word-detail__ipa">/{word.ipa}/</p>}
        <p className="word-detail__score">
          <span className={`word-detail__points scored-word--${wordTone(word.score, view)}`}>{ViewText.score(score)}</span>
          <span className="word-detail__tier">{tierText(word.score)}</span>
        </p>
        {word.fill && (
          <p className="word-detail__fill">
            {ViewText.fillWord}
            {word.prompt ? `（${ViewText.prompt}：${word.prompt}）` : ''}
          </p>
        )}
        {word.phonemes && word.phonemes.length > 0 ? (
          <ul className="word-detail__phonemes" aria-label={ViewText.phonemes}>
            {word.phonemes.map((phoneme, i) => (
              <li key={i} className={`phoneme scored-word--${wordTone(phoneme.score, view)}`}>
                <span className="phoneme__ipa">{phoneme.ipa}</span>
                <span className="phoneme__score">{ViewText.score(Math.round(phoneme.score))}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="word-detail__none">{ViewText.noPhonemes}</p>
        )}
        <button ref={closeRef} type="button" className="button button--primary button--block" onClick={onClose}>
          {ViewText.close}
        </button>
      </div>
    </div>
  );
}
