/**
 * Audio playback (spec 01 §4, §9): the interface and its constants. The implementation is
 * core/services/audio/web-audio-service.ts on standardized-audio-context (audio/standardized-engine.ts).
 */

/** The eight sound effects preloaded with the player. */
export const SOUND_EFFECTS = ['wrong', 'right', 'tryAgain', 'oneStar', 'twoStars', 'threeStars', 'recordStart', 'recordEnd'] as const;
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

export const AUDIO_START_TIMEOUT_MS = 60_000;
export const AUDIO_LOAD_RETRIES = 3;
export const AUDIO_CURRENT_DELAY_MS = 80;

export interface AudioState {
  /** The id of the sound playing (or last played), undefined before any. */
  playingId: string | undefined;
  isPlaying: boolean;
}

export interface AudioService {
  /** Loads sounds ahead of use; a failed load is retried up to 3 times, then logged. */
  preload(urls: readonly string[]): Promise<void>;
  /** Loads the eight sound effects ahead of the first answer. */
  preloadEffects(): Promise<void>;
  /**
   * Plays one sound, stopping whatever plays (whose play() then resolves); marks it current (playing id,
   * is-playing) after 80 ms; resolves when it ends or is stopped, rejects (and stops audio) if it fails to
   * load or does not start in 60 s.
   */
  play(id: string, url: string): Promise<void>;
  /**
   * Plays a sound held in memory (the student's own recording, a WAV) as play() does, decoded from its
   * bytes: nothing is fetched, so no blob: address meets the page's CSP (connect-src 'self'; issue 32).
   */
  playBytes(id: string, bytes: ArrayBuffer): Promise<void>;
  playEffect(effect: SoundEffect): Promise<void>;
  stop(): void;
  state(): AudioState;
  subscribe(listener: (state: AudioState) => void): () => void;
  /** Webviews start audio suspended: the first tap resumes it. */
  resume(): Promise<void>;
  /** Muted while the page is hidden. */
  setMuted(muted: boolean): void;
}
