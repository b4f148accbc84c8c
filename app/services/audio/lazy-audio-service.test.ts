import { describe, expect, it } from 'vitest';
import type { AudioService, AudioState } from '@core/services/audio';
import { lazyAudioService } from './lazy-audio-service';

/** An audio service double: records calls and lets the test change its state. */
function loadedAudio() {
  const calls: string[] = [];
  let state: AudioState = { playingId: undefined, isPlaying: false };
  const listeners = new Set<(state: AudioState) => void>();
  const service: AudioService = {
    preload: async (urls) => void calls.push(`preload ${urls.join(',')}`),
    preloadEffects: async () => void calls.push('preloadEffects'),
    play: async (id) => void calls.push(`play ${id}`),
    playBytes: async (id) => void calls.push(`playBytes ${id}`),
    playEffect: async (effect) => void calls.push(`effect ${effect}`),
    stop: () => void calls.push('stop'),
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    resume: async () => void calls.push('resume'),
    setMuted: (muted) => void calls.push(`muted ${muted}`),
  };
  const emit = (next: AudioState) => {
    state = next;
    listeners.forEach((listener) => listener(next));
  };
  return { service, calls, emit };
}

function deferred(service: AudioService) {
  let loads = 0;
  let finish: (() => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const load = () => {
    loads++;
    return new Promise<AudioService>((resolve, reject) => {
      finish = () => resolve(service);
      fail = reject;
    });
  };
  return { load, loads: () => loads, finish: () => finish?.(), fail: (error: Error) => fail?.(error) };
}

describe('lazyAudioService', () => {
  it('loads nothing for state, subscribe, mute, resume or stop', async () => {
    const { service } = loadedAudio();
    const loader = deferred(service);
    const audio = lazyAudioService(loader.load);
    expect(audio.state()).toEqual({ playingId: undefined, isPlaying: false });
    audio.subscribe(() => undefined);
    audio.setMuted(true);
    await audio.resume();
    audio.stop();
    expect(loader.loads()).toBe(0);
  });

  it('loads on the first preload, hands over the muted flag and passes the state to listeners', async () => {
    const { service, calls, emit } = loadedAudio();
    const loader = deferred(service);
    const audio = lazyAudioService(loader.load);
    const heard: AudioState[] = [];
    audio.subscribe((state) => heard.push(state));
    audio.setMuted(true);
    const preload = audio.preload(['a.mp3']);
    loader.finish();
    await preload;
    emit({ playingId: 'a', isPlaying: true });
    expect(audio.state()).toEqual({ playingId: 'a', isPlaying: true });
    expect(heard).toEqual([{ playingId: 'a', isPlaying: true }]);
    await audio.preloadEffects();
    await audio.play('b', 'b.mp3');
    await audio.playEffect('right');
    audio.stop();
    await audio.resume();
    audio.setMuted(false);
    expect(calls).toEqual(['muted true', 'preload a.mp3', 'preloadEffects', 'play b', 'effect right', 'stop', 'resume', 'muted false']);
    expect(loader.loads()).toBe(1);
  });

  it('of plays waiting for the module only the latest plays, and a stop drops them all', async () => {
    const { service, calls } = loadedAudio();
    const loader = deferred(service);
    const audio = lazyAudioService(loader.load);
    const first = audio.play('a', 'a.mp3');
    const second = audio.playEffect('wrong');
    loader.finish();
    await Promise.all([first, second]);
    expect(calls).toEqual(['effect wrong']);

    const third = audio.play('c', 'c.mp3');
    audio.stop();
    await third;
    expect(calls).toEqual(['effect wrong', 'stop']);
  });

  it('a failed load rejects and the next call loads again', async () => {
    const { service, calls } = loadedAudio();
    const loader = deferred(service);
    const audio = lazyAudioService(loader.load);
    const first = audio.play('a', 'a.mp3');
    loader.fail(new Error('chunk failed to load'));
    await expect(first).rejects.toThrow('chunk failed to load');
    const second = audio.play('a', 'a.mp3');
    loader.finish();
    await second;
    expect(calls).toEqual(['play a']);
    expect(loader.loads()).toBe(2);
  });
});
