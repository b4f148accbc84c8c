/**
 * 播放录音: a student's recording is a stored upload (/files/uploads/…) served only with the teacher's token,
 * so it is fetched with it (the screen's stored-file loader, app/hooks/use-stored-image.ts) and played from
 * a blob URL in an <audio> element.
 */
import { useState } from 'react';
import { ResultsText } from './strings';

export function RecordingPlayer({ url, label, load }: { url: string; label: string; load(url: string): Promise<string> }) {
  const [state, setState] = useState<{ src?: string; failed?: boolean; loading?: boolean }>({});
  if (state.src) return <audio className="hw-results__audio" src={state.src} controls autoPlay aria-label={label} />;
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`${ResultsText.play}：${label}`}
        disabled={state.loading}
        onClick={() => {
          setState({ loading: true });
          load(url).then(
            (src) => setState({ src }),
            () => setState({ failed: true }),
          );
        }}
      >
        {ResultsText.play}
      </button>
      {state.failed && <span role="alert">{ResultsText.playFailed}</span>}
    </>
  );
}
