/** The player's full screens: follow-up recommendation, explanation video, and the read-only footer. */
import { PlayerText } from './strings';

export function FollowUpRecommendation({ onStart }: { onStart: () => void }) {
  return (
    <main className="page page--center player-screen">
      <div className="player-screen__card card">
        <p className="player-screen__text">{PlayerText.recommendTitle}</p>
        <button type="button" className="button button--primary button--block" onClick={onStart}>
          {PlayerText.recommendStart}
        </button>
      </div>
    </main>
  );
}

export function VideoScreen({ url, hadError, onDone }: { url: string; hadError: boolean; onDone: () => void }) {
  return (
    <main className="page player-screen">
      <h1 className="player-screen__title">{PlayerText.videoTitle}</h1>
      {hadError && <p className="player-screen__note" role="note">{PlayerText.videoHadError}</p>}
      <video className="player-screen__video" src={url} controls playsInline preload="metadata" onEnded={onDone} />
      <div className="player__actions">
        <button type="button" className="button button--primary button--block" onClick={onDone}>
          {PlayerText.videoNext}
        </button>
      </div>
    </main>
  );
}

export function ReadOnlyFooter(props: { onPrevious: () => void; onNext: () => void; answerShown: boolean; onToggleAnswer: () => void; onExplain: () => void; speech: boolean }) {
  return (
    <footer className="readonly-footer">
      <button type="button" className="button button--ghost" onClick={props.onPrevious}>
        {PlayerText.readOnlyPrevious}
      </button>
      <button type="button" className="button button--ghost" aria-pressed={props.answerShown} onClick={props.onToggleAnswer}>
        {props.speech ? PlayerText.playAnswerAudio : props.answerShown ? PlayerText.hideAnswer : PlayerText.showAnswer}
      </button>
      <button type="button" className="button button--ghost" onClick={props.onNext}>
        {PlayerText.readOnlyNext}
      </button>
      <button type="button" className="link-button readonly-footer__hint" onClick={props.onExplain}>
        ︿ {PlayerText.swipeForExplanation}
      </button>
    </footer>
  );
}
