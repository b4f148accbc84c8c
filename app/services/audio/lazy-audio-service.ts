/**
 * An AudioService that loads its implementation on the first preload or play (the container is on
 * every page's first load; audio is needed only on the player). Until then the state is the initial
 * one, listeners and the muted flag are kept and handed over, and resume() has nothing to resume.
 * A play waiting for the module is dropped (and resolves) when stop() or another play comes first,
 * as a playing sound would be.
 */
import type { AudioService, AudioState, SoundEffect } from '@core/services/audio';

export function lazyAudioService(load: () => Promise<AudioService>): AudioService {
  let service: AudioService | undefined;
  let loading: Promise<AudioService> | undefined;
  let state: AudioState = { playingId: undefined, isPlaying: false };
  const listeners = new Set<(state: AudioState) => void>();
  let muted = false;
  /** Bumped by every play and stop: a play that is no longer the latest does not start. */
  let generation = 0;

  const get = () =>
    (loading ??= load().then(
      (loaded) => {
        service = loaded;
        if (muted) loaded.setMuted(true);
        state = loaded.state();
        loaded.subscribe((next) => {
          state = next;
          for (const listener of listeners) listener(next);
        });
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  async function latest(run: (loaded: AudioService) => Promise<void>): Promise<void> {
    const mine = ++generation;
    const loaded = await get();
    if (mine === generation) await run(loaded);
  }

  return {
    preload: async (urls) => (await get()).preload(urls),
    preloadEffects: async () => (await get()).preloadEffects(),
    play: (id: string, url: string) => latest((loaded) => loaded.play(id, url)),
    playBytes: (id: string, bytes: ArrayBuffer) => latest((loaded) => loaded.playBytes(id, bytes)),
    playEffect: (effect: SoundEffect) => latest((loaded) => loaded.playEffect(effect)),
    stop() {
      generation++;
      service?.stop();
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async resume() {
      await service?.resume();
    },
    setMuted(next) {
      muted = next;
      service?.setMuted(next);
    },
  };
}
