/**
 * The audio service's rules (spec 01 §4, §9) with msw at the network edge and a double of the Web
 * Audio engine (the browser's edge). Timers are Vitest's fake timers, so 80 ms, 500 ms and 60 s pass
 * on demand.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_CURRENT_DELAY_MS, AUDIO_START_TIMEOUT_MS, SOUND_EFFECTS, type AudioState, type SoundEffect } from '@core/services/audio';
import { soundDurationMs, type DecodedSound, type PlaybackEngine } from './playback-engine';
import { AUDIO_END_GRACE_MS, AUDIO_LOAD_RETRY_DELAY_MS, PRELOAD_CONCURRENCY, AudioLoadError, AudioStartTimeoutError, WebAudioService, type PageSignals } from './web-audio-service';

const BASE = 'http://media.test';
const url = (name: string) => `${BASE}/${name}.mp3`;

/** Served sounds are "sound:<ms>"; anything else fails to decode. */
const server = setupServer(
  http.get(`${BASE}/:name`, ({ params }) => {
    const name = String(params.name).replace('.mp3', '');
    if (name === 'missing') return new HttpResponse(null, { status: 404 });
    if (name === 'garbage') return HttpResponse.arrayBuffer(new TextEncoder().encode('not audio').buffer as ArrayBuffer);
    const ms = /-(\d+)$/.exec(name)?.[1] ?? '1200';
    return HttpResponse.arrayBuffer(new TextEncoder().encode(`sound:${ms}`).buffer as ArrayBuffer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface FakeSound extends DecodedSound { text: string }
interface Started { sound: FakeSound; onEnded: () => void; stopped: boolean }

class FakeEngine implements PlaybackEngine {
  current = 'running';
  volume = 1;
  started: Started[] = [];
  decodedCount = 0;
  resumeCalls = 0;
  resumeHangs = false;
  state() {
    return this.current;
  }
  resume() {
    this.resumeCalls++;
    if (this.resumeHangs) return new Promise<void>(() => undefined);
    this.current = 'running';
    return Promise.resolve();
  }
  decode(bytes: ArrayBuffer): Promise<DecodedSound> {
    const text = new TextDecoder().decode(bytes);
    if (!text.startsWith('sound:')) return Promise.reject(new Error('EncodingError: unable to decode audio data'));
    this.decodedCount++;
    return Promise.resolve({ durationMs: Number(text.slice('sound:'.length)), text } satisfies FakeSound);
  }
  start(sound: DecodedSound, onEnded: () => void) {
    const started: Started = { sound: sound as FakeSound, onEnded, stopped: false };
    this.started.push(started);
    return { stop: () => void (started.stopped = true) };
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  /** The sound playing now (started and not stopped). */
  playing(): Started | undefined {
    return this.started.findLast((s) => !s.stopped);
  }
}

class FakePage implements PageSignals {
  hidden = false;
  #visibility = new Set<() => void>();
  #gestures = new Set<() => void>();
  isHidden() {
    return this.hidden;
  }
  onVisibilityChange(listener: () => void) {
    this.#visibility.add(listener);
    return () => void this.#visibility.delete(listener);
  }
  onUserGesture(listener: () => void) {
    this.#gestures.add(listener);
    return () => void this.#gestures.delete(listener);
  }
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.#visibility.forEach((l) => l());
  }
  tap() {
    this.#gestures.forEach((l) => l());
  }
}

const EFFECTS = Object.fromEntries(SOUND_EFFECTS.map((effect) => [effect, url(`effect-${effect}-300`)])) as Record<SoundEffect, string>;

function setup(options: { engineState?: string; hidden?: boolean } = {}) {
  const engine = new FakeEngine();
  engine.current = options.engineState ?? 'running';
  const page = new FakePage();
  page.hidden = options.hidden ?? false;
  const logged: { error: unknown; context: Record<string, unknown> }[] = [];
  const createEngine = vi.fn<() => Promise<PlaybackEngine>>(() => Promise.resolve(engine));
  const audio = new WebAudioService({ createEngine, effects: EFFECTS, page, log: (error, context) => logged.push({ error, context }) });
  const states: AudioState[] = [];
  audio.subscribe((state) => states.push(state));
  return { audio, engine, page, logged, createEngine, states };
}

/** Lets fetch (msw) and decoding finish, and moves fake time on by `ms`. */
async function advance(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
  // msw answers on real microtasks/macrotasks: give them a few turns.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  await vi.advanceTimersByTimeAsync(0);
}

/** Waits until `check` holds, advancing fake time by `step` ms at a time (bounded). */
async function until(check: () => boolean, step = 10) {
  for (let i = 0; i < 200 && !check(); i++) await advance(step);
  expect(check()).toBe(true);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('soundDurationMs', () => {
  it.each([
    [1.5, 1500],
    [0.0004, 0],
    [0, 1000],
    [Number.NaN, 1000],
    [Number.POSITIVE_INFINITY, 1000],
    [undefined, 1000],
  ])('%s s is %s ms (1000 ms when unknown)', (seconds, ms) => {
    expect(soundDurationMs(seconds)).toBe(ms);
  });
});

describe('WebAudioService', () => {
  it('makes no engine until a sound is played: preloading only downloads', async () => {
    const { audio, createEngine } = setup();
    audio.setMuted(false);
    await audio.resume();
    expect(audio.state()).toEqual({ playingId: undefined, isPlaying: false });
    expect(createEngine).not.toHaveBeenCalled();
    await Promise.all([audio.preload([url('a')]), advance()]);
    expect(createEngine).not.toHaveBeenCalled();
    void audio.play('a', url('a')).catch(() => undefined);
    await advance();
    expect(createEngine).toHaveBeenCalledTimes(1);
    audio.stop();
  });

  it('marks the sound current after 80 ms, plays it, and on its end clears the flag and resolves', async () => {
    const { audio, engine, states } = setup();
    let ended = false;
    const playing = audio.play('stem-1', url('stem-2000')).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(AUDIO_CURRENT_DELAY_MS - 1);
    expect(audio.state()).toEqual({ playingId: undefined, isPlaying: false });
    await advance(1);
    expect(audio.state()).toEqual({ playingId: 'stem-1', isPlaying: true });
    await until(() => engine.started.length === 1);
    expect(engine.started[0]!.sound.text).toBe('sound:2000');
    expect(ended).toBe(false);
    engine.started[0]!.onEnded();
    await playing;
    expect(ended).toBe(true);
    expect(audio.state()).toEqual({ playingId: 'stem-1', isPlaying: false });
    expect(states).toEqual([{ playingId: 'stem-1', isPlaying: true }, { playingId: 'stem-1', isPlaying: false }]);
  });

  it('plays a sound from its bytes (the student\'s own recording) without fetching anything, and unloads it after (issue 32)', async () => {
    const { audio, engine } = setup();
    const fetched: string[] = [];
    server.events.on('request:start', ({ request }) => void fetched.push(request.url));
    try {
      const playing = audio.playBytes('own-recording', new TextEncoder().encode('sound:1500').buffer as ArrayBuffer);
      await advance(AUDIO_CURRENT_DELAY_MS);
      expect(audio.state()).toEqual({ playingId: 'own-recording', isPlaying: true });
      await until(() => engine.started.length === 1);
      expect(engine.started[0]!.sound.text).toBe('sound:1500');
      engine.started[0]!.onEnded();
      await playing;
      expect(fetched).toEqual([]);
      // Bytes that are no sound reject the play.
      const broken = audio.playBytes('own-recording', new TextEncoder().encode('noise').buffer as ArrayBuffer).catch((error: unknown) => error);
      await advance(AUDIO_CURRENT_DELAY_MS);
      expect(await broken).toBeInstanceOf(Error);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('plays one sound at a time: starting another stops the current, whose play resolves', async () => {
    const { audio, engine } = setup();
    const first = audio.play('a', url('a-5000'));
    await until(() => engine.started.length === 1);
    const second = audio.play('b', url('b-5000'));
    await expect(first).resolves.toBeUndefined();
    expect(engine.started[0]!.stopped).toBe(true);
    expect(audio.state().isPlaying).toBe(false);
    await until(() => engine.started.length === 2);
    expect(audio.state()).toEqual({ playingId: 'b', isPlaying: true });
    expect(engine.playing()?.sound.text).toBe('sound:5000');
    engine.started[1]!.onEnded();
    await second;
  });

  it('stop() stops the sound, clears is-playing and keeps the playing id', async () => {
    const { audio, engine } = setup();
    const playing = audio.play('a', url('a'));
    await until(() => engine.started.length === 1);
    audio.stop();
    await playing;
    expect(engine.started[0]!.stopped).toBe(true);
    expect(audio.state()).toEqual({ playingId: 'a', isPlaying: false });
  });

  it('a sound stopped before its 80 ms never becomes current', async () => {
    const { audio, engine, states } = setup();
    const playing = audio.play('a', url('a'));
    await vi.advanceTimersByTimeAsync(40);
    audio.stop();
    await playing;
    await advance(200);
    expect(states).toEqual([]);
    expect(engine.started).toEqual([]);
  });

  it('unloads a sound once it ends: playing it again decodes it again, from the file downloaded the first time', async () => {
    const { audio, engine } = setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const first = audio.play('a', url('a'));
    await until(() => engine.started.length === 1);
    engine.started[0]!.onEnded();
    await first;
    const second = audio.play('a', url('a'));
    await until(() => engine.started.length === 2);
    engine.started[1]!.onEnded();
    await second;
    server.events.removeAllListeners();
    expect(requests).toEqual([url('a')]);
    expect(engine.decodedCount).toBe(2);
  });

  it('preload downloads in the order given, a few at a time, and a sound played meanwhile loads at once', async () => {
    const { audio } = setup();
    const started: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const held: (() => void)[] = [];
    server.use(
      http.get(`${BASE}/:name`, async ({ params }) => {
        started.push(String(params.name));
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
        await new Promise<void>((release) => held.push(release));
        inFlight--;
        return HttpResponse.arrayBuffer(new TextEncoder().encode('sound:500').buffer as ArrayBuffer);
      }),
    );
    const names = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
    const progress = { done: false };
    const preloading = audio.preload(names.map(url)).then(() => (progress.done = true));
    await until(() => started.length === PRELOAD_CONCURRENCY);
    expect(started).toEqual(['q1.mp3', 'q2.mp3']);
    void audio.play('late', url('late')).catch(() => undefined);
    await until(() => started.includes('late.mp3'));
    while (!progress.done) {
      held.splice(0).forEach((release) => release());
      await advance(10);
    }
    await preloading;
    expect(started.filter((name) => name !== 'late.mp3')).toEqual(names.map((name) => `${name}.mp3`));
    expect(mostAtOnce).toBeLessThanOrEqual(PRELOAD_CONCURRENCY + 1);
    audio.stop();
  });

  it('preload downloads ahead, so the play needs no download; a sound is decoded when it plays; the effects stay decoded', async () => {
    const { audio, engine } = setup();
    await Promise.all([audio.preload([url('a'), url('a'), url('b')]), advance(), advance()]);
    expect(engine.decodedCount).toBe(0);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const playing = audio.play('a', url('a'));
    await until(() => engine.started.length === 1);
    expect(engine.decodedCount).toBe(1);
    engine.started[0]!.onEnded();
    await playing;

    await Promise.all([audio.preloadEffects(), advance(), advance()]);
    expect(requests.filter((r) => r.includes('effect-'))).toHaveLength(8);
    for (const effect of ['right', 'right'] as const) {
      const sound = audio.playEffect(effect);
      await until(() => engine.playing() !== undefined);
      expect(audio.state()).toEqual({ playingId: `effect:${effect}`, isPlaying: true });
      engine.playing()!.onEnded();
      await sound;
    }
    server.events.removeAllListeners();
    expect(requests.filter((r) => !r.includes('effect-'))).toEqual([]);
    expect(requests.filter((r) => r.includes('effect-right'))).toHaveLength(1);
  });

  it.each(SOUND_EFFECTS)('plays the %s effect from its address', async (effect) => {
    const { audio, engine } = setup();
    const sound = audio.playEffect(effect);
    await until(() => engine.started.length === 1);
    expect(audio.state().playingId).toBe(`effect:${effect}`);
    engine.started[0]!.onEnded();
    await sound;
  });

  it('retries a failed load 3 times, then logs it; preload still resolves and play rejects', async () => {
    const { audio, logged } = setup();
    let attempts = 0;
    server.events.on('request:start', ({ request }) => void (request.url.includes('missing') && attempts++));
    let preloaded = false;
    const preload = audio.preload([url('missing')]).then(() => (preloaded = true));
    await until(() => attempts === 1);
    await advance(AUDIO_LOAD_RETRY_DELAY_MS);
    await until(() => attempts === 2);
    await until(() => preloaded, AUDIO_LOAD_RETRY_DELAY_MS);
    await preload;
    expect(attempts).toBe(4);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.error).toBeInstanceOf(AudioLoadError);
    expect(logged[0]!.context).toEqual({ url: url('missing') });

    const playing = audio.play('m', url('missing'));
    const outcome = playing.then(() => 'resolved', (error: unknown) => error);
    await advance(AUDIO_CURRENT_DELAY_MS);
    expect(audio.state()).toEqual({ playingId: 'm', isPlaying: true });
    for (let i = 0; i < 4; i++) await advance(AUDIO_LOAD_RETRY_DELAY_MS);
    expect(await outcome).toBeInstanceOf(AudioLoadError);
    expect(audio.state()).toEqual({ playingId: 'm', isPlaying: false });
    expect(attempts).toBe(8);
    server.events.removeAllListeners();
  });

  it('a sound that fails once and loads on a retry plays', async () => {
    const { audio, engine, logged } = setup();
    server.use(http.get(`${BASE}/flaky.mp3`, () => new HttpResponse(null, { status: 503 }), { once: true }));
    const playing = audio.play('f', url('flaky'));
    await until(() => engine.started.length === 1, 100);
    engine.started[0]!.onEnded();
    await playing;
    expect(logged).toEqual([]);
  });

  it('a file that does not decode counts as a failed load', async () => {
    const { audio, logged } = setup();
    const outcome = audio.play('g', url('garbage')).catch((error: unknown) => error);
    for (let i = 0; i < 5; i++) await advance(AUDIO_LOAD_RETRY_DELAY_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(AudioLoadError);
    expect(((error as Error).cause as Error).message).toContain('decode');
    expect(logged).toHaveLength(1);
  });

  it('a play that has not started after 60 s is an error: audio stops, the play rejects, it is logged', async () => {
    // A webview that never gets its tap: the engine stays suspended.
    const { audio, engine, logged } = setup({ engineState: 'suspended' });
    engine.resumeHangs = true;
    const outcome = audio.play('late', url('late')).then(() => 'resolved', (error: unknown) => error);
    await advance(AUDIO_CURRENT_DELAY_MS);
    expect(audio.state()).toEqual({ playingId: 'late', isPlaying: true });
    await advance(AUDIO_START_TIMEOUT_MS - AUDIO_CURRENT_DELAY_MS - 1);
    expect(audio.state().isPlaying).toBe(true);
    await advance(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(AudioStartTimeoutError);
    expect(audio.state()).toEqual({ playingId: 'late', isPlaying: false });
    expect(engine.started).toEqual([]);
    expect(logged.map((entry) => entry.error)).toEqual([error]);
  });

  it('the start time-out ends once the sound starts: a 90 s sound plays past 60 s', async () => {
    const { audio, engine, logged } = setup();
    let ended = false;
    const playing = audio.play('long', url('long-90000')).then(() => (ended = true));
    await until(() => engine.started.length === 1);
    await advance(AUDIO_START_TIMEOUT_MS + 1000);
    expect(audio.state()).toEqual({ playingId: 'long', isPlaying: true });
    expect(engine.started[0]!.stopped).toBe(false);
    engine.started[0]!.onEnded();
    await playing;
    expect(ended).toBe(true);
    expect(logged).toEqual([]);
  });

  it('a suspended engine is resumed by play, and by the first tap on the page', async () => {
    const { audio, engine, page } = setup({ engineState: 'suspended' });
    const playing = audio.play('a', url('a'));
    await until(() => engine.started.length === 1);
    expect(engine.resumeCalls).toBe(1);
    engine.started[0]!.onEnded();
    await playing;

    engine.current = 'suspended';
    page.tap();
    expect(engine.state()).toBe('running');
    expect(engine.resumeCalls).toBe(2);
    page.tap();
    expect(engine.resumeCalls).toBe(2);
    engine.current = 'suspended';
    await audio.resume();
    expect(engine.resumeCalls).toBe(3);
  });

  it('is muted while the page is hidden, and by setMuted', async () => {
    const { audio, engine, page } = setup({ hidden: true });
    void audio.play('a', url('a')).catch(() => undefined);
    await until(() => engine.started.length === 1);
    audio.stop();
    expect(engine.volume).toBe(0);
    page.setHidden(false);
    expect(engine.volume).toBe(1);
    page.setHidden(true);
    expect(engine.volume).toBe(0);
    page.setHidden(false);
    audio.setMuted(true);
    expect(engine.volume).toBe(0);
    audio.setMuted(false);
    expect(engine.volume).toBe(1);
  });

  it('a sound whose end the engine never reports ends after its length plus a grace', async () => {
    const { audio, engine } = setup();
    let ended = false;
    const playing = audio.play('a', url('a-1500')).then(() => (ended = true));
    await until(() => engine.started.length === 1);
    await advance(1500 + AUDIO_END_GRACE_MS - 20);
    expect(ended).toBe(false);
    await advance(20);
    await playing;
    expect(audio.state().isPlaying).toBe(false);
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const { audio, engine } = setup();
    const heard: AudioState[] = [];
    const unsubscribe = audio.subscribe((state) => heard.push(state));
    const first = audio.play('a', url('a'));
    await until(() => engine.started.length === 1);
    unsubscribe();
    engine.started[0]!.onEnded();
    await first;
    expect(heard).toEqual([{ playingId: 'a', isPlaying: true }]);
  });
});
