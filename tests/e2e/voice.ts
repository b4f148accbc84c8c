/**
 * The voice of the player's end-to-end tests: English sentences spoken by the server's own speech
 * synthesis (eSpeak NG, server/audio/speech.ts) into the WAV file Chromium's fake microphone plays.
 *
 * Each sentence is preceded by VOICE_LEAD_IN_MS of silence: Chromium starts the file over at every
 * getUserMedia, and the recorder keeps only what it hears from 500 ms after the tap (spec 01 §9), so
 * the sentence must begin after that. The file is replaced whole (written aside, then renamed), so a
 * capture never reads half of it.
 *
 * The voice is eSpeak's US English with its f2 variant. With the default en-us voice the engine scores
 * the fill words "name" and "nine" 15-55 wherever the recording starts (eSpeak's nasals sound like
 * silence to the en-us acoustic model, which swallows them into pauses); f2's five fill words score
 * 69-97. The engine's accuracy is measured on real readers and three eSpeak voices by
 * `npm run bench:scorer`, not here: this test is about the player's flow.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav } from '../../app/services/recorder/wav';
import { synthesise } from '../../server/audio/speech';

export const VOICE_LEAD_IN_MS = 800;
const VOICE = 'en-us+f2';

interface Spoken { wav: Uint8Array; speechMs: number }

/** A sentence as a mono 16-bit WAV: the lead-in silence, then the sentence; and the sentence's length. */
export async function spokenSentence(text: string): Promise<Spoken> {
  const { sampleRate, samples } = await synthesise(text, VOICE);
  const lead = Math.round((sampleRate * VOICE_LEAD_IN_MS) / 1000);
  const mono = new Float32Array(lead + samples.length);
  for (let i = 0; i < samples.length; i++) mono[lead + i] = samples[i]! / 32768;
  return { wav: new Uint8Array(encodeWav(mono, sampleRate)), speechMs: Math.round((samples.length / sampleRate) * 1000) };
}

/** The fake microphone's file: says one sentence after another, each made once. */
export class FakeMicrophoneVoice {
  readonly dir = mkdtempSync(join(tmpdir(), 'e2e-voice-'));
  readonly file = join(this.dir, 'voice.wav');
  readonly #made = new Map<string, Promise<Spoken>>();
  /** The sentence the file says to the captures being opened, how many, and who waits to say another. */
  #saying: string | undefined;
  #opening = 0;
  readonly #waiting: (() => void)[] = [];

  /** Synthesises the sentences ahead (a few tenths of a second each). */
  async prepare(texts: readonly string[]): Promise<void> {
    await Promise.all(texts.map((text) => this.#sentence(text)));
  }

  /** The next recording hears `text`; resolves with how long the sentence itself lasts, in ms. */
  async say(text: string): Promise<number> {
    const { wav, speechMs } = await this.#sentence(text);
    const aside = `${this.file}.next`;
    writeFileSync(aside, wav);
    renameSync(aside, this.file);
    return speechMs;
  }

  /**
   * Says `text` to the capture that `open` starts, and resolves with the sentence's length (ms) once
   * `open` has. Phones recording at the same time take turns at the file: those saying the same sentence
   * share it, another sentence waits until their captures are open (Chromium reads the file whole as a
   * capture starts, so it may change while they record).
   */
  async sayInto(text: string, open: () => Promise<void>): Promise<number> {
    while (this.#opening > 0 && this.#saying !== text) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#saying = text;
    this.#opening += 1;
    try {
      const speechMs = await this.say(text);
      await open();
      return speechMs;
    } finally {
      this.#opening -= 1;
      if (this.#opening === 0) for (const wake of this.#waiting.splice(0)) wake();
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  #sentence(text: string): Promise<Spoken> {
    let made = this.#made.get(text);
    if (!made) {
      made = spokenSentence(text);
      this.#made.set(text, made);
    }
    return made;
  }
}
