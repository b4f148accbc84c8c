/**
 * The PlaybackEngine on standardized-audio-context (the browser's edge: exercised in Chromium, not in
 * unit tests). The library is imported when the engine is made, so it is its own chunk, loaded by the
 * first page that plays or preloads a sound.
 */
import type { IAudioBuffer } from 'standardized-audio-context';
import { soundDurationMs, type DecodedSound, type PlaybackEngine } from './playback-engine';

export async function createStandardizedEngine(): Promise<PlaybackEngine> {
  const { AudioContext } = await import('standardized-audio-context');
  const context = new AudioContext({ latencyHint: 'interactive' });
  const output = context.createGain();
  output.connect(context.destination);
  const buffers = new WeakMap<DecodedSound, IAudioBuffer>();

  return {
    state: () => context.state,
    resume: () => context.resume(),
    async decode(bytes) {
      const buffer = await context.decodeAudioData(bytes);
      const sound: DecodedSound = { durationMs: soundDurationMs(buffer.duration) };
      buffers.set(sound, buffer);
      return sound;
    },
    start(sound, onEnded) {
      const source = context.createBufferSource();
      source.buffer = buffers.get(sound) ?? null;
      source.connect(output);
      const ended = () => onEnded();
      source.addEventListener('ended', ended);
      source.start();
      return {
        stop() {
          source.removeEventListener('ended', ended);
          try {
            source.stop();
          } catch {
            // Already stopped: nothing to do.
          }
          source.disconnect();
        },
      };
    },
    setVolume(volume) {
      output.gain.value = volume;
    },
  };
}
