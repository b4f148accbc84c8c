/**
 * Microphone recording to mono 16 kHz 16-bit WAV (spec 01 §4, §9): the interface, its constants and
 * pure rules. The implementation is app/services/recorder/ (worklet-recorder.ts on browser-capture.ts).
 */

export const RECORDING_SAMPLE_RATE = 16_000;
export const RECORDING_START_DELAY_MS = 500;
export const RECORD_STOP_DELAY_MS = 1000;

export interface Recording {
  /** A complete WAV file: RIFF header, mono, 16 kHz, 16-bit PCM. */
  wav: ArrayBuffer;
  durationMs: number;
}

export interface RecorderService {
  /**
   * Starts recording after the start delay; rejects with RecorderMessages.busy if one is running, and
   * with RecorderMessages.unsupported (the browser's error as `cause`) if the microphone cannot be
   * opened. At `timeoutMs` the recording stops by itself and `onTimeout` is called: stop() returns it.
   */
  start(options: { timeoutMs: number; onTimeout?: () => void }): Promise<void>;
  /** Stops and returns the recording. */
  stop(): Promise<Recording>;
  /** Stops at once and drops the recording (leaving the page, exit). */
  cancel(): void;
  isRecording(): boolean;
  /**
   * Fetches what a recording needs (its code, the capture worklet) while the network is there, so a
   * homework can be recorded after the connection drops (issue 41). Never rejects.
   */
  prepare?(): Promise<void>;
}

export { RECORDING_MIN_TIMEOUT_MS, RecorderMessages, assertRecordText, recordingTimeoutMs } from './recorder/rules';
