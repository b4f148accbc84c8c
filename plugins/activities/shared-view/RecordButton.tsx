import { RecordStatus } from '@core/domain';
import type { SpeechViewState } from '@core/registry';
import { recordAnnouncement, recordButtonLabel } from './speech-words';
import './shared-view.css';

/**
 * The record button of the speech types, driven by the player's record state: INIT '开始录音'
 * (sentence completion's '重新朗读' after a retry was offered), RECORDING '录音中（点击结束）',
 * PLAYING '播放中'. It is disabled while playing back and while the recording is uploaded and scored.
 * It is a toggle (pressed while recording), and a live region beside it says each change of state,
 * so a student with a screen reader hears that the recording started, stopped and is being scored.
 */
export function RecordButton({ speech, rereadLabel = false }: { speech: SpeechViewState; rereadLabel?: boolean }) {
  const status = speech.recordStatus;
  const disabled = speech.scoring || status === RecordStatus.PLAYING;
  const modifier = status === RecordStatus.RECORDING ? 'recording' : status === RecordStatus.PLAYING ? 'playing' : 'idle';
  return (
    <>
      <button
        type="button"
        className={`record-button record-button--${modifier}`}
        disabled={disabled}
        aria-busy={speech.scoring || undefined}
        aria-pressed={status === RecordStatus.RECORDING}
        onClick={() => speech.onRecordTap()}
      >
        <svg className="record-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z"
          />
        </svg>
        <span>{recordButtonLabel(status, rereadLabel && speech.retrying)}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {recordAnnouncement(status, speech.scoring)}
      </span>
    </>
  );
}
