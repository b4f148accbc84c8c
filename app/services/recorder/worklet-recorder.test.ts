/**
 * The recorder's rules with a double of the microphone capture (the browser's edge: getUserMedia
 * and the AudioWorklet). The WAV it returns is read with the scoring engine's own reader.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeWav } from '@server/audio/wav';
import { RECORDING_START_DELAY_MS, RecorderMessages } from '@core/services/recorder';
import { NoRecordingError, RecordingCancelledError } from './errors';
import { WorkletRecorder, type CaptureSession, type MicrophoneCapture } from './worklet-recorder';

class FakeMicrophone implements MicrophoneCapture {
  opened = 0;
  /** What the worklet still holds when asked to flush. */
  tail = new Float32Array(0);
  failWith: Error | undefined;
  sessions: { stopped: boolean; aborted: boolean }[] = [];
  /** Set by the session's begin(): what the microphone hears goes to the recorder. */
  #deliver: ((block: Float32Array) => void) | undefined;
  #release: (() => void) | undefined;
  /** When set, open() waits for release() (a slow permission prompt). */
  slow = false;

  constructor(readonly sampleRate: number) {}

  async open(onSamples: (block: Float32Array) => void): Promise<CaptureSession> {
    this.opened++;
    if (this.failWith) throw this.failWith;
    if (this.slow) await new Promise<void>((resolve) => (this.#release = resolve));
    const state = { stopped: false, aborted: false };
    this.sessions.push(state);
    return {
      sampleRate: this.sampleRate,
      begin: () => {
        this.#deliver = onSamples;
      },
      stop: async () => {
        if (this.tail.length > 0) onSamples(this.tail);
        state.stopped = true;
        this.#deliver = undefined;
      },
      abort: () => {
        state.aborted = true;
        this.#deliver = undefined;
      },
    };
  }

  release() {
    this.#release?.();
  }

  /** The microphone hears `block` (delivered only between a session's begin and its end). */
  hear(block: Float32Array) {
    this.#deliver?.(block);
  }
}

const tone = (rate: number, ms: number, amplitude = 0.5, frequency = 440) =>
  Float32Array.from({ length: Math.round((rate * ms) / 1000) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));

/** Hears `ms` of a tone in 128-sample render quanta, as an AudioWorklet would post them. */
function hearTone(microphone: FakeMicrophone, ms: number, amplitude = 0.5) {
  const samples = tone(microphone.sampleRate, ms, amplitude);
  for (let at = 0; at < samples.length; at += 128) microphone.hear(samples.subarray(at, at + 128));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function started(recorder: WorkletRecorder, options: { timeoutMs: number; onTimeout?: () => void } = { timeoutMs: 60_000 }) {
  const start = recorder.start(options);
  await vi.advanceTimersByTimeAsync(RECORDING_START_DELAY_MS);
  await start;
}

describe('WorkletRecorder', () => {
  it('captures from 500 ms after start, and stop() returns a mono 16 kHz 16-bit WAV of what it heard', async () => {
    const microphone = new FakeMicrophone(48_000);
    const recorder = new WorkletRecorder(microphone);
    let resolved = false;
    const start = recorder.start({ timeoutMs: 60_000 }).then(() => (resolved = true));
    expect(recorder.isRecording()).toBe(true);
    await vi.advanceTimersByTimeAsync(RECORDING_START_DELAY_MS - 1);
    expect(resolved).toBe(false);
    hearTone(microphone, 300, 0.9); // the record-start sound, before the delay: dropped
    await vi.advanceTimersByTimeAsync(1);
    await start;
    hearTone(microphone, 1000, 0.5);
    const recording = await recorder.stop();
    expect(recorder.isRecording()).toBe(false);
    expect(microphone.sessions).toEqual([{ stopped: true, aborted: false }]);

    const decoded = decodeWav(new Uint8Array(recording.wav));
    expect(decoded).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(decoded.mono.length).toBe(16_000);
    expect(recording.durationMs).toBe(1000);
    const header = new DataView(recording.wav);
    expect([header.getUint16(22, true), header.getUint32(24, true), header.getUint16(34, true)]).toEqual([1, 16_000, 16]);
    const peak = decoded.mono.subarray(200, 15_800).reduce((max, x) => Math.max(max, Math.abs(x)), 0);
    expect(peak).toBeGreaterThan(0.49);
    expect(peak).toBeLessThan(0.51);
  });

  it('keeps samples unchanged when the capture already runs at 16 kHz', async () => {
    const microphone = new FakeMicrophone(16_000);
    const recorder = new WorkletRecorder(microphone);
    await started(recorder);
    microphone.hear(Float32Array.from([0, 0.5, -0.5, 1, -1]));
    const recording = await recorder.stop();
    const view = new DataView(recording.wav);
    expect(Array.from({ length: 5 }, (_, i) => view.getInt16(44 + 2 * i, true))).toEqual([0, 16384, -16384, 32767, -32768]);
  });

  it("keeps the worklet's last block, delivered by the stop", async () => {
    const microphone = new FakeMicrophone(16_000);
    const recorder = new WorkletRecorder(microphone);
    await started(recorder);
    microphone.hear(new Float32Array(1600).fill(0.25));
    microphone.tail = new Float32Array(800).fill(0.25);
    const recording = await recorder.stop();
    expect(recording.durationMs).toBe(150);
    expect(decodeWav(new Uint8Array(recording.wav)).mono.length).toBe(2400);
  });

  it("rejects a second start with 'Another Recording Process Is Running', while starting and while recording", async () => {
    const microphone = new FakeMicrophone(48_000);
    const recorder = new WorkletRecorder(microphone);
    const first = recorder.start({ timeoutMs: 60_000 });
    await expect(recorder.start({ timeoutMs: 60_000 })).rejects.toThrow(new Error('Another Recording Process Is Running'));
    await vi.advanceTimersByTimeAsync(RECORDING_START_DELAY_MS);
    await first;
    await expect(recorder.start({ timeoutMs: 60_000 })).rejects.toThrow(RecorderMessages.busy);
    expect(microphone.opened).toBe(1);
    await recorder.stop();
    await started(recorder);
    expect(microphone.opened).toBe(2);
  });

  it("rejects with '当前浏览器不支持录音' when the microphone cannot be opened, keeping the browser's error", async () => {
    const microphone = new FakeMicrophone(48_000);
    microphone.failWith = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const recorder = new WorkletRecorder(microphone);
    const error = await recorder.start({ timeoutMs: 5000 }).catch((e: unknown) => e as Error);
    expect(error).toEqual(new Error('当前浏览器不支持录音'));
    expect((error as Error).cause).toBe(microphone.failWith);
    expect(recorder.isRecording()).toBe(false);
    await expect(recorder.stop()).rejects.toBeInstanceOf(NoRecordingError);
  });

  it('stops by itself at the time-out, releases the microphone and calls onTimeout; stop() returns the recording', async () => {
    const microphone = new FakeMicrophone(16_000);
    const recorder = new WorkletRecorder(microphone);
    const onTimeout = vi.fn<() => void>();
    await started(recorder, { timeoutMs: 5000, onTimeout });
    for (let second = 0; second < 5; second++) {
      hearTone(microphone, 1000);
      await vi.advanceTimersByTimeAsync(second < 4 ? 1000 : 999);
    }
    expect(onTimeout).not.toHaveBeenCalled();
    expect(recorder.isRecording()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(recorder.isRecording()).toBe(false);
    expect(microphone.sessions[0]!.stopped).toBe(true);
    hearTone(microphone, 1000); // after the time-out: not recorded
    const recording = await recorder.stop();
    expect(recording.durationMs).toBe(5000);
    await expect(recorder.stop()).rejects.toBeInstanceOf(NoRecordingError);
  });

  it('stop() just before the time-out returns the same recording once', async () => {
    const microphone = new FakeMicrophone(16_000);
    const recorder = new WorkletRecorder(microphone);
    const onTimeout = vi.fn<() => void>();
    await started(recorder, { timeoutMs: 5000, onTimeout });
    hearTone(microphone, 2000);
    const recording = await recorder.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(recording.durationMs).toBe(2000);
  });

  it('a stop while starting waits for the start, then stops', async () => {
    const microphone = new FakeMicrophone(16_000);
    const recorder = new WorkletRecorder(microphone);
    const start = recorder.start({ timeoutMs: 5000 });
    const stop = recorder.stop();
    await vi.advanceTimersByTimeAsync(RECORDING_START_DELAY_MS);
    await start;
    expect((await stop).durationMs).toBe(0);
    expect(microphone.sessions).toEqual([{ stopped: true, aborted: false }]);
  });

  it('cancel() drops the recording and releases the microphone', async () => {
    const microphone = new FakeMicrophone(48_000);
    const recorder = new WorkletRecorder(microphone);
    await started(recorder, { timeoutMs: 5000, onTimeout: () => expect.unreachable('cancelled before the time-out') });
    hearTone(microphone, 500);
    recorder.cancel();
    expect(recorder.isRecording()).toBe(false);
    expect(microphone.sessions).toEqual([{ stopped: false, aborted: true }]);
    await expect(recorder.stop()).rejects.toBeInstanceOf(NoRecordingError);
    await vi.advanceTimersByTimeAsync(10_000);
    await started(recorder);
    expect(recorder.isRecording()).toBe(true);
  });

  it('cancel() while the microphone is still opening rejects the start and closes what opens later', async () => {
    const microphone = new FakeMicrophone(48_000);
    microphone.slow = true;
    const recorder = new WorkletRecorder(microphone);
    const start = recorder.start({ timeoutMs: 5000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(RECORDING_START_DELAY_MS);
    recorder.cancel();
    expect(recorder.isRecording()).toBe(false);
    microphone.release();
    expect(await start).toBeInstanceOf(RecordingCancelledError);
    expect(microphone.sessions).toEqual([{ stopped: false, aborted: true }]);
  });
});
