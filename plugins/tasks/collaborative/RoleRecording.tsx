/**
 * A recording role's answer (issue 15): 开始录音 → the student reads the role's text → 结束录音 → the
 * speech engine scores it against the text (the same socket as the player) and the voice is uploaded
 * (the host's taskRecorderRef); the score and the file's address are handed over. The groupmates see
 * 正在录音 meanwhile (realtime).
 */
import { useEffect, useState } from 'react';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { taskRecorderRef } from '@core/registry/task-service-refs';
import { useTaskService } from '@core/registry/task-services';
import { RecorderMessages } from '@core/services/recorder';
import { ScorerMessages } from '@core/services/scorer';
import { postRealtime } from './group-calls';
import { RecordingText } from './strings';

/** A reading aloud stops by itself after a minute. */
const RECORDING_LIMIT_MS = 60_000;

export function RoleRecording({ groupTaskId, refText, disabled, onRecorded }: { groupTaskId: string; refText: string; disabled: boolean; onRecorded(recording: { url?: string; score: number; receipt?: string }): void }) {
  const recorder = useTaskService(taskRecorderRef);
  const { api, toast } = useTaskService(taskPageHostRef);
  const [state, setState] = useState<'idle' | 'recording' | 'scoring'>('idle');
  // Leaving the page drops a recording in progress.
  useEffect(() => () => recorder.cancel(), [recorder]);

  const finish = async () => {
    setState('scoring');
    try {
      // The server's receipt of the score goes with it (issue 31): without it the score is not stored.
      onRecorded(await recorder.finish(refText));
    } catch (error) {
      console.warn('recording or scoring failed', error);
      toast(ScorerMessages.unstable);
    } finally {
      setState('idle');
    }
  };
  const start = async () => {
    try {
      await recorder.start({ timeoutMs: RECORDING_LIMIT_MS, onTimeout: () => void finish() });
      setState('recording');
      void postRealtime(api, { groupTaskId, status: 'recording' }).catch(() => undefined);
    } catch (error) {
      // The student reads the spec's words (spec 01 §8), never the browser's own English message.
      console.warn('recording did not start', error);
      toast(error instanceof Error && error.message === RecorderMessages.busy ? RecorderMessages.busy : RecorderMessages.unsupported);
    }
  };

  return (
    <div className="collab__recording">
      <p className="collab__read" lang="en">{refText}</p>
      <button
        type="button"
        className={`button button--block ${state === 'recording' ? 'button--danger' : 'button--primary'}`}
        aria-pressed={state === 'recording'}
        disabled={disabled || state === 'scoring'}
        onClick={() => void (state === 'recording' ? finish() : start())}
      >
        {state === 'recording' ? RecordingText.stop : state === 'scoring' ? RecordingText.scoring : RecordingText.start}
      </button>
    </div>
  );
}
