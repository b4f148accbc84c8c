import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeMp3, readWav, synthesise } from '../audio/speech';
import { makeExplanationVideo } from './media';

/** A mono 16-bit PCM WAV of `samples` at `rate`. */
function wav(samples: Int16Array, rate: number, channels = 1): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2 * channels);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF'); view.setUint32(4, bytes.length - 8, true); ascii(8, 'WAVE');
  ascii(12, 'fmt '); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, channels, true);
  view.setUint32(24, rate, true); view.setUint32(28, rate * 2 * channels, true); view.setUint16(32, 2 * channels, true); view.setUint16(34, 16, true);
  ascii(36, 'data'); view.setUint32(40, samples.length * 2 * channels, true);
  samples.forEach((s, i) => { for (let c = 0; c < channels; c++) view.setInt16(44 + (i * channels + c) * 2, s, true); });
  return bytes;
}

describe('readWav', () => {
  it('reads the rate and the samples of 16-bit PCM, mixing identical channels to the same mono', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767]);
    expect(readWav(wav(samples, 16000))).toEqual({ sampleRate: 16000, samples });
    expect(readWav(wav(samples, 22050, 2)).samples).toEqual(samples);
  });

  it('reads a stream whose data size is unknown (0xffffffff), as eSpeak writes it', () => {
    const bytes = wav(Int16Array.from([5, 6, 7]), 22050);
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(readWav(bytes).samples).toEqual(Int16Array.from([5, 6, 7]));
  });

  it.each([
    ['not RIFF', new TextEncoder().encode('hello world, not a wave file at all')],
    ['no data chunk', wav(new Int16Array(0), 8000).slice(0, 36)],
  ])('refuses a file with %s', (_label, bytes) => {
    expect(() => readWav(bytes)).toThrow(/RIFF|data chunk/);
  });
});

describe('encodeMp3', () => {
  it('produces MPEG audio frames for a second of tone', () => {
    const tone = Int16Array.from({ length: 22050 }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050)));
    const mp3 = encodeMp3(tone, 22050);
    expect(mp3.length).toBeGreaterThan(2000);
    expect([mp3[0], (mp3[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
  });
});

// The setup script installs espeak-ng and ffmpeg; these run the real tools.
describe('speech and video', () => {
  it('speaks a sentence for about as long as it takes to say it', async () => {
    const { sampleRate, samples } = await synthesise('Good morning, Miss Li.');
    const seconds = samples.length / sampleRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
  });

  it('makes a WebM explanation video', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'video-test-'));
    const made = await makeExplanationVideo({ file: 'x.webm', title: 'Title', lines: ['one', 'two'], narration: 'One. Two.' }, dir);
    const bytes = await readFile(join(dir, 'media', 'x.webm'));
    expect([made, [...bytes.subarray(0, 4)]]).toEqual([true, [0x1a, 0x45, 0xdf, 0xa3]]);
  }, 30_000);
});
