import { describe, expect, it } from 'vitest';
import { decodeWav } from '@server/audio/wav';
import { encodeWav, toPcm16, WAV_HEADER_BYTES } from './wav';

const ascii = (view: DataView, at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));

describe('encodeWav', () => {
  it('writes the RIFF header of mono 16 kHz 16-bit PCM', () => {
    const wav = encodeWav(new Float32Array(1000), 16_000);
    const view = new DataView(wav);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 2000);
    expect(ascii(view, 0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 2000);
    expect(ascii(view, 8)).toBe('WAVE');
    expect(ascii(view, 12)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000); // bytes per second
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16); // bits per sample
    expect(ascii(view, 36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('writes an empty recording as a valid header with no data', () => {
    const view = new DataView(encodeWav(new Float32Array(0), 16_000));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(4, true)).toBe(36);
    expect(view.getUint32(40, true)).toBe(0);
  });

  it('writes the samples as little-endian 16-bit integers, clipped', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 1.7, -3, Number.NaN, 1e-6]);
    const view = new DataView(encodeWav(samples, 8000));
    const written = Array.from({ length: samples.length }, (_, i) => view.getInt16(44 + 2 * i, true));
    expect(written).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768, 0, 0]);
    expect(view.getUint8(44 + 2 * 3)).toBe(0xff);
    expect(view.getUint8(44 + 2 * 3 + 1)).toBe(0x7f);
  });

  it("is read back by the scoring engine's own WAV reader", () => {
    const samples = Float32Array.from({ length: 1600 }, (_, i) => 0.6 * Math.sin((2 * Math.PI * 440 * i) / 16_000));
    const decoded = decodeWav(new Uint8Array(encodeWav(samples, 16_000)));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.channels).toBe(1);
    expect(decoded.mono.length).toBe(1600);
    for (let i = 0; i < samples.length; i++) expect(Math.abs(decoded.mono[i]! - samples[i]!)).toBeLessThan(1 / 16_000);
  });
});

describe('toPcm16', () => {
  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.25, 8192],
    [-0.25, -8192],
    [2, 32767],
    [-2, -32768],
    [Number.POSITIVE_INFINITY, 32767],
    [Number.NEGATIVE_INFINITY, -32768],
    [Number.NaN, 0],
  ])('%s -> %s', (sample, pcm) => {
    expect(toPcm16(sample)).toBe(pcm);
  });
});
