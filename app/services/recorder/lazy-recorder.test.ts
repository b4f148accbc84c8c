import { describe, expect, it } from 'vitest';
import { RecorderMessages, type RecorderService, type Recording } from '@core/services/recorder';
import { NoRecordingError, RecordingCancelledError } from './errors';
import { lazyRecorder } from './lazy-recorder';

/** A recorder double that records the calls made to it once loaded. */
function loadedRecorder() {
  const calls: string[] = [];
  let recording = false;
  const recorder: RecorderService = {
    start: async () => {
      calls.push('start');
      recording = true;
    },
    stop: async (): Promise<Recording> => {
      calls.push('stop');
      recording = false;
      return { wav: new ArrayBuffer(44), durationMs: 0 };
    },
    cancel: () => {
      calls.push('cancel');
      recording = false;
    },
    isRecording: () => recording,
  };
  return { recorder, calls };
}

function deferredLoad(recorder: RecorderService) {
  let loads = 0;
  let finish: (() => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const load = () => {
    loads++;
    return new Promise<RecorderService>((resolve, reject) => {
      finish = () => resolve(recorder);
      fail = reject;
    });
  };
  return { load, loads: () => loads, finish: () => finish?.(), fail: (error: Error) => fail?.(error) };
}

describe('lazyRecorder', () => {
  it('loads nothing until the first start, then passes every call on', async () => {
    const { recorder, calls } = loadedRecorder();
    const loader = deferredLoad(recorder);
    const lazy = lazyRecorder(loader.load);
    expect(lazy.isRecording()).toBe(false);
    lazy.cancel();
    await expect(lazy.stop()).rejects.toBeInstanceOf(NoRecordingError);
    expect(loader.loads()).toBe(0);

    const start = lazy.start({ timeoutMs: 5000 });
    expect(lazy.isRecording()).toBe(true);
    await expect(lazy.start({ timeoutMs: 5000 })).rejects.toThrow(RecorderMessages.busy);
    loader.finish();
    await start;
    expect(lazy.isRecording()).toBe(true);
    await lazy.stop();
    expect(lazy.isRecording()).toBe(false);
    await lazy.start({ timeoutMs: 5000 });
    lazy.cancel();
    expect(calls).toEqual(['start', 'stop', 'start', 'cancel']);
    expect(loader.loads()).toBe(1);
  });

  it('a stop while the module loads stops the recording once it has started', async () => {
    const { recorder, calls } = loadedRecorder();
    const loader = deferredLoad(recorder);
    const lazy = lazyRecorder(loader.load);
    const start = lazy.start({ timeoutMs: 5000 });
    const stop = lazy.stop();
    loader.finish();
    await start;
    await stop;
    expect(calls).toEqual(['start', 'stop']);
  });

  it('cancel() while the module loads cancels that start', async () => {
    const { recorder, calls } = loadedRecorder();
    const loader = deferredLoad(recorder);
    const lazy = lazyRecorder(loader.load);
    const start = lazy.start({ timeoutMs: 5000 });
    lazy.cancel();
    expect(lazy.isRecording()).toBe(false);
    loader.finish();
    await expect(start).rejects.toBeInstanceOf(RecordingCancelledError);
    expect(calls).toEqual([]);
  });

  it('a failed load rejects that start and is tried again by the next', async () => {
    const { recorder, calls } = loadedRecorder();
    const loader = deferredLoad(recorder);
    const lazy = lazyRecorder(loader.load);
    const first = lazy.start({ timeoutMs: 5000 });
    loader.fail(new Error('chunk failed to load'));
    await expect(first).rejects.toThrow('chunk failed to load');
    expect(lazy.isRecording()).toBe(false);
    const second = lazy.start({ timeoutMs: 5000 });
    loader.finish();
    await second;
    expect(loader.loads()).toBe(2);
    expect(calls).toEqual(['start']);
  });
});

describe('prepare (issue 41: a homework recorded after the network drops)', () => {
  it("loads the recorder's code and lets it fetch what a capture needs, once", async () => {
    const { recorder, calls } = loadedRecorder();
    recorder.prepare = async () => {
      calls.push('prepare');
    };
    let loads = 0;
    const lazy = lazyRecorder(async () => {
      loads++;
      return recorder;
    });
    await lazy.prepare?.();
    await lazy.start({ timeoutMs: 1000 });
    expect(loads).toBe(1);
    expect(calls).toEqual(['prepare', 'start']);
  });

  it('never rejects: without a network the recorder simply loads at the first recording', async () => {
    let loads = 0;
    const lazy = lazyRecorder(async () => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return loadedRecorder().recorder;
    });
    await expect(lazy.prepare?.()).resolves.toBeUndefined();
    await lazy.start({ timeoutMs: 1000 });
    expect(loads).toBe(2);
  });
});
