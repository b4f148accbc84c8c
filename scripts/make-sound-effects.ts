/**
 * Makes the player's eight sound effects (spec 01 §4: wrong, right, try again, one, two and three
 * stars, record start, record end) from sine tones with soft envelopes, encoded to small MP3 files
 * in app/assets/sounds/. Original sounds, made here; run `npx tsx scripts/make-sound-effects.ts` to
 * remake them (the files are committed, so the build does not need this).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SOUND_EFFECTS, type SoundEffect } from '@core/services/audio';
import { encodeMp3 } from '../server/audio/speech';

const RATE = 22_050;
const OUT_DIR = fileURLToPath(new URL('../app/assets/sounds/', import.meta.url));

/** One tone: start (s), length (s), frequency (Hz, or a glide from..to), level, and overtone mix. */
interface Tone { at: number; length: number; from: number; to?: number; level: number; overtone?: number }

const chime = (at: number, frequency: number, length = 0.35): Tone => ({ at, length, from: frequency, level: 0.5, overtone: 0.25 });

const DESIGNS: Record<SoundEffect, Tone[]> = {
  right: [chime(0, 880, 0.16), chime(0.12, 1318.5, 0.32)],
  wrong: [{ at: 0, length: 0.18, from: 330, to: 300, level: 0.45, overtone: 0.5 }, { at: 0.16, length: 0.3, from: 262, to: 220, level: 0.45, overtone: 0.5 }],
  tryAgain: [chime(0, 659.3, 0.2), chime(0.18, 587.3, 0.2), chime(0.36, 659.3, 0.3)],
  oneStar: [chime(0, 1046.5, 0.45)],
  twoStars: [chime(0, 1046.5, 0.25), chime(0.18, 1318.5, 0.45)],
  threeStars: [chime(0, 1046.5, 0.22), chime(0.15, 1318.5, 0.22), chime(0.3, 1568, 0.55)],
  recordStart: [{ at: 0, length: 0.14, from: 600, to: 950, level: 0.45 }],
  recordEnd: [{ at: 0, length: 0.14, from: 950, to: 600, level: 0.45 }],
};

/** Renders tones into 16-bit samples: 5 ms attack, exponential decay, so no clicks at the edges. */
function render(tones: readonly Tone[]): Int16Array {
  const end = Math.max(...tones.map((tone) => tone.at + tone.length));
  const mix = new Float32Array(Math.ceil(end * RATE));
  for (const tone of tones) {
    const start = Math.round(tone.at * RATE);
    const count = Math.round(tone.length * RATE);
    let phase = 0;
    for (let i = 0; i < count && start + i < mix.length; i++) {
      const progress = i / count;
      const frequency = tone.from + ((tone.to ?? tone.from) - tone.from) * progress;
      phase += (2 * Math.PI * frequency) / RATE;
      const attack = Math.min(1, i / (0.005 * RATE));
      const release = Math.min(1, (count - i) / (0.01 * RATE));
      const envelope = attack * release * Math.exp(-3 * progress);
      const overtone = tone.overtone ?? 0;
      mix[start + i]! += tone.level * envelope * ((1 - overtone) * Math.sin(phase) + overtone * Math.sin(2 * phase));
    }
  }
  return Int16Array.from(mix, (x) => Math.round(Math.max(-1, Math.min(1, x)) * 32767));
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const effect of SOUND_EFFECTS) {
    const mp3 = encodeMp3(render(DESIGNS[effect]), RATE);
    writeFileSync(`${OUT_DIR}${effect}.mp3`, mp3);
    console.log(`${effect}.mp3  ${mp3.length} bytes`);
  }
}

main();
