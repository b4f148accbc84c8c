/**
 * The recorder service (spec 01 §4 "Recording and scoring flow", §8, §9) on a MicrophoneCapture:
 * one recording at a time ('Another Recording Process Is Running'), the 500 ms start delay, the
 * time-out, and the samples resampled to 16 kHz where the capture runs at another rate, written as a
 * mono 16-bit WAV file on stop. browser-capture.ts is the capture on getUserMedia and an AudioWorklet.
 */
import { RECORDING_SAMPLE_RATE, RECORDING_START_DELAY_MS, RecorderMessages, type RecorderService, type Recording } from '@core/services/recorder';
import { NoRecordingError, RecordingCancelledError } from './errors';
import { createResampler, type Resampler } from './resampler';
import { encodeWav } from './wav';

/** A microphone being captured. */
export interface CaptureSession {
  /** The rate of the samples delivered. */
  readonly sampleRate: number;
  /** Starts delivering samples; nothing heard before is delivered. */
  begin(): void;
  /** Delivers whatever is still buffered, then releases the microphone. */
  stop(): Promise<void>;
  /** Releases the microphone at once; nothing more is delivered. */
  abort(): void;
}

export interface MicrophoneCapture {
  /** Opens the microphone; from the session's begin() until it stops, delivers its samples (mono, in [-1, 1]) to `onSamples`. */
  open(onSamples: (block: Float32Array) => void): Promise<CaptureSession>;
  /** Fetches the code a capture loads (the worklet) into the browser's cache, for a capture offline. */
  prepare?(): Promise<void>;
}

interface Take {
  phase: 'starting' | 'recording' | 'done';
  capturing: boolean;
  cancelled: boolean;
  started: Promise<void>;
  session?: CaptureSession;
  resampler?: Resampler;
  chunks: Float32Array[];
  timer?: ReturnType<typeof setTimeout>;
  finishing?: Promise<Recording>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function concat(chunks: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export class WorkletRecorder implements RecorderService {
  readonly #capture: MicrophoneCapture;
  #take: Take | undefined;

  constructor(capture: MicrophoneCapture) {
    this.#capture = capture;
  }

  isRecording(): boolean {
    return this.#take !== undefined && this.#take.phase !== 'done';
  }

  async prepare(): Promise<void> {
    await this.#capture.prepare?.();
  }

  /**
   * Opens the microphone and starts capturing 500 ms after the call (what the microphone hears
   * before then, such as the record-start sound, is dropped); resolves once capturing. At the time-out
   * capturing stops by itself and `onTimeout` is called; stop() then returns the recording. Rejects with
   * 'Another Recording Process Is Running' while a recording runs, with '当前浏览器不支持录音' (the
   * browser's error as its cause) when the microphone cannot be opened, and with
   * RecordingCancelledError when cancel() comes first.
   */
  start(options: { timeoutMs: number; onTimeout?: () => void }): Promise<void> {
    if (this.isRecording()) return Promise.reject(new Error(RecorderMessages.busy));
    const take: Take = { phase: 'starting', capturing: false, cancelled: false, chunks: [], started: Promise.resolve() };
    this.#take = take;
    take.started = this.#begin(take, options);
    return take.started;
  }

  async #begin(take: Take, options: { timeoutMs: number; onTimeout?: () => void }): Promise<void> {
    const onSamples = (block: Float32Array) => {
      if (!take.capturing || !take.resampler) return;
      const out = take.resampler.process(block);
      if (out.length > 0) take.chunks.push(out);
    };
    let session: CaptureSession;
    try {
      [session] = await Promise.all([this.#capture.open(onSamples), wait(RECORDING_START_DELAY_MS)]);
    } catch (cause) {
      if (this.#take === take) this.#take = undefined;
      if (take.cancelled) throw new RecordingCancelledError();
      throw new Error(RecorderMessages.unsupported, { cause });
    }
    if (take.cancelled) {
      session.abort();
      throw new RecordingCancelledError();
    }
    take.session = session;
    take.resampler = createResampler(session.sampleRate, RECORDING_SAMPLE_RATE);
    take.phase = 'recording';
    take.capturing = true;
    session.begin();
    take.timer = setTimeout(() => {
      this.#finish(take).then(
        () => options.onTimeout?.(),
        () => undefined,
      );
    }, options.timeoutMs);
  }

  /** Stops capturing and returns the recording (the one the time-out finished, if it came first). */
  async stop(): Promise<Recording> {
    const take = this.#take;
    if (!take) throw new NoRecordingError();
    await take.started;
    if (take.cancelled) throw new RecordingCancelledError();
    try {
      return await this.#finish(take);
    } finally {
      if (this.#take === take) this.#take = undefined;
    }
  }

  cancel(): void {
    const take = this.#take;
    if (!take) return;
    this.#take = undefined;
    take.cancelled = true;
    take.capturing = false;
    take.phase = 'done';
    clearTimeout(take.timer);
    take.session?.abort();
  }

  #finish(take: Take): Promise<Recording> {
    take.finishing ??= (async () => {
      clearTimeout(take.timer);
      await take.session?.stop();
      take.capturing = false;
      take.phase = 'done';
      const tail = take.resampler?.flush();
      if (tail && tail.length > 0) take.chunks.push(tail);
      const samples = concat(take.chunks);
      take.chunks = [];
      return { wav: encodeWav(samples, RECORDING_SAMPLE_RATE), durationMs: Math.round((samples.length * 1000) / RECORDING_SAMPLE_RATE) };
    })();
    return take.finishing;
  }
}
