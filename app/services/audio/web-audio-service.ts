/**
 * The audio service (spec 01 §4 "Loading and app state", "Recording and scoring flow", §9) on a
 * PlaybackEngine: one sound at a time, the playing id and is-playing flag, a sound unloaded once it
 * ends, preloading with 3 retries, the 60 s start time-out, the 80 ms delay before a sound is marked
 * current, muted while the page is hidden, and resumed on a tap (webviews start audio suspended).
 *
 * The engine (an AudioContext) is created on the first play, never when the service is made nor by a
 * preload, so sign-in, home and a question's first render neither load the audio library nor open an
 * AudioContext.
 */
import { AUDIO_CURRENT_DELAY_MS, AUDIO_LOAD_RETRIES, AUDIO_START_TIMEOUT_MS, type AudioService, type AudioState, type SoundEffect } from '@core/services/audio';
import type { DecodedSound, PlaybackEngine, SoundHandle } from './playback-engine';

/** Pause between load attempts, so a brief network drop does not use up every retry at once. */
export const AUDIO_LOAD_RETRY_DELAY_MS = 500;
/** How many sounds preload downloads and decodes at a time. */
export const PRELOAD_CONCURRENCY = 2;
/** A sound counts as ended this long after its length even if the engine never says so. */
export const AUDIO_END_GRACE_MS = 500;

export class AudioLoadError extends Error {
  override readonly name = 'AudioLoadError';
  constructor(readonly url: string, readonly attempts: number, options?: ErrorOptions) {
    super(`audio failed to load after ${attempts} attempts: ${url}`, options);
  }
}

export class AudioStartTimeoutError extends Error {
  override readonly name = 'AudioStartTimeoutError';
  constructor(readonly url: string) {
    super(`audio did not start within ${AUDIO_START_TIMEOUT_MS / 1000} s: ${url}`);
  }
}

/** What the service needs to know about the page (page-signals.ts has the browser's). */
export interface PageSignals {
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  /** A tap, click or key press: the moment a suspended AudioContext may be resumed. */
  onUserGesture(listener: () => void): () => void;
}

export interface WebAudioServiceOptions {
  /** Makes the engine; called once, on the first preload or play. */
  createEngine(): Promise<PlaybackEngine>;
  /** The address of each sound effect. */
  effects: Readonly<Record<SoundEffect, string>>;
  /** Downloads a sound; `fetch` by default. */
  fetchBytes?(url: string): Promise<ArrayBuffer>;
  page?: PageSignals;
  /** Where load failures and start time-outs are logged (the error reporter). */
  log?(error: unknown, context: Record<string, unknown>): void;
}

interface Playback {
  id: string;
  url: string;
  resolve(): void;
  reject(error: unknown): void;
  handle?: SoundHandle;
  timers: ReturnType<typeof setTimeout>[];
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.arrayBuffer();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The id a sound effect plays under, so it never looks like an activity's sound to a speaker control. */
export const effectSoundId = (effect: SoundEffect) => `effect:${effect}`;

export class WebAudioService implements AudioService {
  readonly #options: WebAudioServiceOptions;
  #state: AudioState = { playingId: undefined, isPlaying: false };
  readonly #listeners = new Set<(state: AudioState) => void>();
  #engine: Promise<PlaybackEngine> | undefined;
  #ready: PlaybackEngine | undefined;
  /** Decoded (or decoding) sounds by address; a sound leaves once it has played. */
  readonly #sounds = new Map<string, Promise<DecodedSound>>();
  /** Downloaded files by address, still compressed (a few KB each), kept for the visit. */
  readonly #files = new Map<string, Promise<ArrayBuffer>>();
  /** The effects stay decoded: they are tiny and play after every answer. */
  readonly #resident: ReadonlySet<string>;
  #current: Playback | undefined;
  /** How many sounds were played from memory (playBytes), naming each one's address. */
  #inMemory = 0;
  #mutedByCaller = false;
  #hidden = false;

  constructor(options: WebAudioServiceOptions) {
    this.#options = options;
    this.#resident = new Set(Object.values(options.effects));
  }

  state(): AudioState {
    return this.#state;
  }

  subscribe(listener: (state: AudioState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /**
   * Downloads the sounds PRELOAD_CONCURRENCY at a time, in the order given (the first question's first),
   * and keeps the files; each is decoded when it is first played (issue 18). So a phone hears the first
   * clip soon, its bandwidth is not split thirty ways, preloading makes no audio engine and holds no
   * decoded audio (decoding every clip of a homework ahead cost a cheap phone's main thread about a
   * quarter of a second, and megabytes of memory). A sound played before its turn loads at once.
   */
  async preload(urls: readonly string[]): Promise<void> {
    const queue = [...new Set(urls)];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await this.#downloadWithRetries(url).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: PRELOAD_CONCURRENCY }, worker));
  }

  /** Downloads the eight effects ahead of the first answer. */
  preloadEffects(): Promise<void> {
    return this.preload(Object.values(this.#options.effects));
  }

  play(id: string, url: string): Promise<void> {
    this.stop();
    return new Promise<void>((resolve, reject) => {
      const playback: Playback = { id, url, resolve, reject, timers: [] };
      this.#current = playback;
      playback.timers.push(setTimeout(() => this.#fail(playback, new AudioStartTimeoutError(url)), AUDIO_START_TIMEOUT_MS));
      const marked = new Promise<void>((done) => {
        playback.timers.push(
          setTimeout(() => {
            if (this.#current === playback) this.#setState({ playingId: id, isPlaying: true });
            done();
          }, AUDIO_CURRENT_DELAY_MS),
        );
      });
      this.#start(playback, marked).catch((error: unknown) => this.#fail(playback, error));
    });
  }

  playBytes(id: string, bytes: ArrayBuffer): Promise<void> {
    // The sound goes in under an address of its own that nothing fetches; it leaves once it has played.
    const address = `memory:${++this.#inMemory}`;
    const decoding = this.#engineOnce().then((engine) => engine.decode(bytes.slice(0)));
    decoding.catch(() => undefined); // failures reach the caller through play()
    this.#sounds.set(address, decoding);
    return this.play(id, address);
  }

  playEffect(effect: SoundEffect): Promise<void> {
    return this.play(effectSoundId(effect), this.#options.effects[effect]);
  }

  /** Stops the sound playing; its play() resolves (a stopped sound has ended for its caller). */
  stop(): void {
    const playback = this.#current;
    if (!playback) return;
    this.#finish(playback);
    playback.resolve();
  }

  async resume(): Promise<void> {
    const engine = this.#ready;
    if (engine && engine.state() !== 'running') await engine.resume();
  }

  setMuted(muted: boolean): void {
    this.#mutedByCaller = muted;
    this.#applyVolume();
  }

  async #start(playback: Playback, marked: Promise<void>): Promise<void> {
    const engine = await this.#engineOnce();
    const sound = await this.#sound(playback.url);
    await marked;
    if (this.#current !== playback) return;
    if (engine.state() !== 'running') await engine.resume();
    if (this.#current !== playback) return;
    const [startTimer] = playback.timers;
    clearTimeout(startTimer);
    playback.handle = engine.start(sound, () => this.#ended(playback));
    playback.timers.push(setTimeout(() => this.#ended(playback), sound.durationMs + AUDIO_END_GRACE_MS));
  }

  #ended(playback: Playback): void {
    if (this.#current !== playback) return;
    this.#finish(playback);
    playback.resolve();
  }

  /** A play that fails (load, decode, start time-out) stops audio and rejects. */
  #fail(playback: Playback, error: unknown): void {
    if (this.#current !== playback) return;
    this.#finish(playback);
    // Load failures were logged where they happened; the rest (time-out, engine) are logged here.
    if (!(error instanceof AudioLoadError)) this.#log(error, { id: playback.id, url: playback.url });
    playback.reject(error);
  }

  /** Stops the sound, clears its timers, unloads it and clears the is-playing flag. */
  #finish(playback: Playback): void {
    this.#current = undefined;
    playback.timers.forEach(clearTimeout);
    playback.handle?.stop();
    if (!this.#resident.has(playback.url)) this.#sounds.delete(playback.url);
    if (this.#state.isPlaying) this.#setState({ playingId: this.#state.playingId, isPlaying: false });
  }

  #sound(url: string): Promise<DecodedSound> {
    const known = this.#sounds.get(url);
    if (known) return known;
    const loading = this.#load(url);
    this.#sounds.set(url, loading);
    loading.catch(() => {
      if (this.#sounds.get(url) === loading) this.#sounds.delete(url);
    });
    return loading;
  }

  /** Decodes a sound for playing: from its downloaded file, downloaded again on a retry. */
  async #load(url: string): Promise<DecodedSound> {
    const engine = await this.#engineOnce();
    return this.#withRetries(url, async (attempt) => {
      if (attempt > 0) this.#files.delete(url);
      // A copy: decoding takes the buffer over, and the file stays for the next time it plays.
      return engine.decode((await this.#download(url)).slice(0));
    });
  }

  #downloadWithRetries(url: string): Promise<ArrayBuffer> {
    return this.#withRetries(url, () => this.#download(url));
  }

  /** One download of a file, shared by whoever asks meanwhile; a failed one is forgotten. */
  #download(url: string): Promise<ArrayBuffer> {
    const known = this.#files.get(url);
    if (known) return known;
    const downloading = (this.#options.fetchBytes ?? fetchBytes)(url);
    this.#files.set(url, downloading);
    downloading.catch(() => {
      if (this.#files.get(url) === downloading) this.#files.delete(url);
    });
    return downloading;
  }

  /** Runs `step` up to AUDIO_LOAD_RETRIES + 1 times, a pause between; the last failure is logged. */
  async #withRetries<T>(url: string, step: (attempt: number) => Promise<T>): Promise<T> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= AUDIO_LOAD_RETRIES; attempt++) {
      if (attempt > 0) await wait(AUDIO_LOAD_RETRY_DELAY_MS);
      try {
        return await step(attempt);
      } catch (error) {
        lastError = error;
      }
    }
    const error = new AudioLoadError(url, AUDIO_LOAD_RETRIES + 1, { cause: lastError });
    this.#log(error, { url });
    throw error;
  }

  #engineOnce(): Promise<PlaybackEngine> {
    this.#engine ??= this.#options.createEngine().then(
      (engine) => {
        this.#ready = engine;
        this.#watchPage(engine);
        this.#applyVolume();
        return engine;
      },
      (error: unknown) => {
        this.#log(error, { stage: 'create audio engine' });
        throw error;
      },
    );
    return this.#engine;
  }

  #watchPage(engine: PlaybackEngine): void {
    const page = this.#options.page;
    if (!page) return;
    this.#hidden = page.isHidden();
    page.onVisibilityChange(() => {
      this.#hidden = page.isHidden();
      this.#applyVolume();
    });
    page.onUserGesture(() => {
      if (engine.state() !== 'running') engine.resume().catch(() => undefined);
    });
  }

  #applyVolume(): void {
    this.#ready?.setVolume(this.#mutedByCaller || this.#hidden ? 0 : 1);
  }

  #setState(state: AudioState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }

  #log(error: unknown, context: Record<string, unknown>): void {
    this.#options.log?.(error, context);
  }
}
