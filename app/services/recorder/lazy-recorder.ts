/**
 * A RecorderService that loads its implementation on the first start (the resampler, the WAV writer
 * and the capture are needed only on /pt, while the container is on every page's first load). A
 * second start while the first waits for the module is rejected as busy; cancel() before it arrives
 * cancels that start.
 */
import { RecorderMessages, type RecorderService, type Recording } from '@core/services/recorder';
import { NoRecordingError, RecordingCancelledError } from './errors';

export function lazyRecorder(load: () => Promise<RecorderService>): RecorderService {
  let recorder: RecorderService | undefined;
  let loading: Promise<RecorderService> | undefined;
  /** A start waiting for the module; cancel() or a failed load clears it. */
  let pending: { cancelled: boolean } | undefined;

  const get = () =>
    (loading ??= load().then(
      (loaded) => (recorder = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return {
    async start(options) {
      if (recorder) return recorder.start(options);
      if (pending) throw new Error(RecorderMessages.busy);
      const mine = { cancelled: false };
      pending = mine;
      try {
        const loaded = await get();
        if (mine.cancelled) throw new RecordingCancelledError();
        return await loaded.start(options);
      } finally {
        if (pending === mine) pending = undefined;
      }
    },
    async stop(): Promise<Recording> {
      if (recorder) return recorder.stop();
      if (!pending || !loading) throw new NoRecordingError();
      return (await loading).stop();
    },
    cancel() {
      if (pending) pending.cancelled = true;
      pending = undefined;
      recorder?.cancel();
    },
    isRecording() {
      return pending !== undefined || (recorder?.isRecording() ?? false);
    },
    async prepare() {
      try {
        await (await get()).prepare?.();
      } catch (error) {
        console.warn('recorder not prepared', error);
      }
    },
  };
}
