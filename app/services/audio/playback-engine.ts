/**
 * The few things the audio service needs from Web Audio, so its rules (one sound at a time, retries,
 * time-outs, muting) are tested with a double and the code touching the browser stays thin
 * (standardized-engine.ts implements it on standardized-audio-context).
 */
import { DEFAULT_AUDIO_DURATION_MS } from '@core/domain';

/** A decoded sound, ready to play. */
export interface DecodedSound {
  /** The sound's length; DEFAULT_AUDIO_DURATION_MS when the decoder does not know it. */
  readonly durationMs: number;
}

/** One sound playing: stopping it does not fire its `onEnded`. */
export interface SoundHandle {
  stop(): void;
}

export interface PlaybackEngine {
  /** 'running' once audio can be heard; webviews start 'suspended' until a tap resumes them. */
  state(): string;
  resume(): Promise<void>;
  decode(bytes: ArrayBuffer): Promise<DecodedSound>;
  start(sound: DecodedSound, onEnded: () => void): SoundHandle;
  /** 0 mutes, 1 is full volume. */
  setVolume(volume: number): void;
}

/** A sound's length in ms from the decoder's seconds, with the 1000 ms default when unknown (spec 01 §9). */
export function soundDurationMs(seconds: number | undefined): number {
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : DEFAULT_AUDIO_DURATION_MS;
}
