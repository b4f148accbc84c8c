/** The player's smaller parts: progress bar, answer status, explanation sheet, popover menu, image viewer. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { AnswerStatus } from '@core/domain';
import type { Explanation, Stem } from '@core/domain';
import { AudioToken } from '@core/services/tokens';
import { SpeakerIcon } from '@plugins/activities/shared-view/SpeakerIcon';
import { useAudioState } from '../../hooks/use-audio-state';
import { useService } from '../../services/ServicesContext';
import { PlayerText } from './strings';

export function ProgressBar({ n, total, label }: { n: number; total: number; label?: string }) {
  return (
    <div className="player-progress">
      <div className="player-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={n} aria-label={label ?? `${n}/${total}`}>
        <div className="player-progress__fill" style={{ width: `${total > 0 ? (n / total) * 100 : 0}%` }} />
      </div>
      <span className="player-progress__count">{label ?? `${n}/${total}`}</span>
    </div>
  );
}

const STATUS_TEXT: Partial<Record<AnswerStatus, string>> = {
  [AnswerStatus.CORRECT]: PlayerText.correct,
  [AnswerStatus.ERROR]: PlayerText.wrong,
  [AnswerStatus.PERFECT]: PlayerText.perfect,
  [AnswerStatus.GOOD]: PlayerText.good,
  [AnswerStatus.NOT_BAD]: PlayerText.notBad,
};

/** The answer status, shown for 800 ms after an answer. */
export function StatusBadge({ status }: { status: AnswerStatus }) {
  const text = STATUS_TEXT[status];
  if (!text) return null;
  const good = status === AnswerStatus.CORRECT || status === AnswerStatus.PERFECT || status === AnswerStatus.GOOD;
  return (
    <div className={`player-status ${good ? 'player-status--good' : 'player-status--bad'}`} role="status">
      {text}
    </div>
  );
}

/** The explanation popup titled '解析' that slides up. */
export function ExplanationSheet({ explanation, onClose, onPlay }: { explanation: Explanation; onClose: () => void; onPlay?: (url: string) => void }) {
  const titleId = useId();
  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <section className="sheet player-explanation" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId} className="sheet__title">
          {PlayerText.explanationTitle}
        </h2>
        <div className="player-explanation__body">
          {explanation.instruction && <p className="muted">{explanation.instruction}</p>}
          {explanation.texts.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
          {explanation.audioUrl && onPlay && (
            <button type="button" className="button button--ghost" onClick={() => onPlay(explanation.audioUrl!)}>
              <SpeakerIcon /> {PlayerText.explanationTitle}
            </button>
          )}
        </div>
        <button type="button" className="sheet__cancel" onClick={onClose}>
          {PlayerText.confirm}
        </button>
      </section>
    </div>
  );
}

export interface MenuAction { key: string; text: string; icon: ReactNode }

/** The popover menu (spec 01 §2): choosing an action closes it and reports the key; the backdrop closes it. */
export function PopoverMenu({ actions, onChoose }: { actions: MenuAction[]; onChoose: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="popover">
      <button type="button" className="popover__trigger" aria-haspopup="menu" aria-expanded={open} aria-label={PlayerText.menu} onClick={() => setOpen((o) => !o)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <>
          <div className="popover__backdrop" onClick={() => setOpen(false)} />
          <ul className="popover__menu" role="menu">
            {actions.map((action) => (
              <li key={action.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className="popover__item"
                  onClick={() => {
                    setOpen(false);
                    onChoose(action.key);
                  }}
                >
                  <span aria-hidden="true">{action.icon}</span>
                  {action.text}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The stem picture; a tap opens it full screen. */
export function StemPicture({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      <button type="button" className="stem-picture" onClick={() => setOpen(true)} aria-label={PlayerText.stemPicture}>
        <img src={url} alt="" />
      </button>
      {open && (
        <div className="image-viewer" role="dialog" aria-modal="true" aria-label={PlayerText.stemPicture} onClick={() => setOpen(false)}>
          <img src={url} alt={PlayerText.stemPicture} />
          <button type="button" className="image-viewer__close" aria-label={PlayerText.closeViewer} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
      )}
    </>
  );
}

/** The stem's speaker (lit while its sound plays) and picture. */
export function BoardStem({ stem, soundId }: { stem: Stem; soundId: string }) {
  const audio = useService(AudioToken);
  const playing = useAudioState(audio);
  const isPlaying = playing.isPlaying && playing.playingId === soundId;
  return (
    <div className="board__stem">
      {stem.audioUrl && (
        <button
          type="button"
          className={`speaker ${isPlaying ? 'speaker--playing' : ''}`}
          aria-pressed={isPlaying}
          aria-label={PlayerText.speaker}
          onClick={() => void audio.play(soundId, stem.audioUrl!).catch(() => undefined)}
        >
          <SpeakerIcon size={22} />
        </button>
      )}
      {stem.pictureUrl && <StemPicture url={stem.pictureUrl} />}
    </div>
  );
}
