import { describe, expect, it } from 'vitest';
import { createResampler, resample } from './resampler';

const sine = (frequency: number, rate: number, seconds: number, amplitude: number, phase = 0) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate + phase));

/** The samples away from the edges (where the input's start and end are padded with silence). */
const interior = (samples: Float32Array, margin = 200) => samples.subarray(margin, samples.length - margin);

/**
 * Least-squares fit of a sinusoid at `frequency`: its amplitude, and what is left once it is
 * removed. A wrong frequency or a distorted waveform leaves a large residual.
 */
function fitSine(samples: Float32Array, frequency: number, rate: number, offset = 0) {
  let ss = 0, sc = 0, cc = 0, ys = 0, yc = 0;
  for (let i = 0; i < samples.length; i++) {
    const angle = (2 * Math.PI * frequency * (i + offset)) / rate;
    const s = Math.sin(angle), c = Math.cos(angle), y = samples[i]!;
    ss += s * s; sc += s * c; cc += c * c; ys += y * s; yc += y * c;
  }
  const det = ss * cc - sc * sc;
  const a = (ys * cc - yc * sc) / det;
  const b = (yc * ss - ys * sc) / det;
  let residual = 0;
  for (let i = 0; i < samples.length; i++) {
    const angle = (2 * Math.PI * frequency * (i + offset)) / rate;
    residual += (samples[i]! - a * Math.sin(angle) - b * Math.cos(angle)) ** 2;
  }
  return { amplitude: Math.hypot(a, b), residualRms: Math.sqrt(residual / samples.length) };
}

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);

/** Rising zero crossings per second. */
function frequencyByCrossings(samples: Float32Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings++;
  return (crossings * rate) / samples.length;
}

/** Feeds the input in blocks of the given sizes (cycling), then flushes. */
function inBlocks(input: Float32Array, from: number, to: number, sizes: readonly number[]): Float32Array {
  const resampler = createResampler(from, to);
  const parts: Float32Array[] = [];
  for (let at = 0, k = 0; at < input.length; k++) {
    const size = sizes[k % sizes.length]!;
    parts.push(resampler.process(input.subarray(at, at + size)));
    at += size;
  }
  parts.push(resampler.flush());
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('createResampler', () => {
  it.each([
    [48_000, 440, 0.8],
    [44_100, 1000, 0.5],
    [96_000, 2500, 0.3],
    [22_050, 300, 0.9],
    [8000, 440, 0.7],
    [11_025, 3000, 0.5],
    // 44 101 and 16 000 share no factor: 16 000 phases, taps computed per sample rather than cached.
    [44_101, 700, 0.6],
  ])('%s Hz -> 16 kHz keeps a %s Hz sine at amplitude %s', (from, frequency, amplitude) => {
    const out = resample(sine(frequency, from, 1, amplitude), from, 16_000);
    expect(out.length).toBe(16_000);
    const fit = fitSine(interior(out), frequency, 16_000, 200);
    expect(fit.amplitude).toBeCloseTo(amplitude, 3);
    expect(fit.residualRms).toBeLessThan(amplitude * 1e-3);
    expect(Math.abs(frequencyByCrossings(interior(out), 16_000) - frequency)).toBeLessThan(2);
  });

  it('gives ceil(n × to / from) samples', () => {
    for (const [n, from] of [[1, 48_000], [2, 48_000], [3, 48_000], [4, 48_000], [441, 44_100], [1000, 44_100], [12_345, 44_100], [5, 8000]] as const) {
      expect(resample(new Float32Array(n), from, 16_000).length).toBe(Math.ceil((n * 16_000) / from));
    }
  });

  it('does not depend on how the input is cut into blocks', () => {
    const input = sine(523.25, 44_100, 0.5, 0.7, 0.3);
    const whole = resample(input, 44_100, 16_000);
    for (const sizes of [[128], [1], [127, 3, 1024], [2048], [441, 1, 7], [50_000]]) {
      expect(inBlocks(input, 44_100, 16_000, sizes)).toEqual(whole);
    }
    const input48 = sine(440, 48_000, 0.5, 0.7);
    expect(inBlocks(input48, 48_000, 16_000, [128, 5, 2])).toEqual(resample(input48, 48_000, 16_000));
  });

  it('has no clicks at block boundaries: no step larger than the sine itself makes', () => {
    const amplitude = 0.9;
    const frequency = 440;
    const out = inBlocks(sine(frequency, 48_000, 1, amplitude), 48_000, 16_000, [128, 77, 1, 300]);
    const steepest = (2 * Math.PI * frequency * amplitude) / 16_000;
    let largest = 0;
    const body = interior(out);
    for (let i = 1; i < body.length; i++) largest = Math.max(largest, Math.abs(body[i]! - body[i - 1]!));
    expect(largest).toBeLessThan(steepest * 1.01);
    expect(largest).toBeGreaterThan(steepest * 0.95);
  });

  it('filters out what 16 kHz cannot hold instead of folding it back (12 kHz at 48 kHz)', () => {
    const out = resample(sine(12_000, 48_000, 0.5, 0.8), 48_000, 16_000);
    // Taking every third sample would fold it to 4 kHz at full strength; the low-pass removes it,
    expect(rms(interior(out))).toBeLessThan(0.8 * 1e-3);
    // while a 4 kHz tone, inside the band, passes.
    expect(rms(interior(resample(sine(4000, 48_000, 0.5, 0.8), 48_000, 16_000)))).toBeCloseTo(0.8 / Math.SQRT2, 2);
  });

  it('passes a constant through unchanged', () => {
    const out = resample(new Float32Array(4800).fill(0.5), 48_000, 16_000);
    for (const x of interior(out, 40)) expect(x).toBeCloseTo(0.5, 6);
  });

  it('copies blocks unchanged when the rates match', () => {
    const resampler = createResampler(16_000, 16_000);
    const block = Float32Array.from([0.1, -0.2, 0.3]);
    const out = resampler.process(block);
    expect(out).toEqual(block);
    expect(out).not.toBe(block);
    expect(resampler.flush()).toEqual(new Float32Array(0));
  });

  it('refuses rates that are not positive integers, and input after the flush', () => {
    expect(() => createResampler(0, 16_000)).toThrow(RangeError);
    expect(() => createResampler(44_100.5, 16_000)).toThrow(RangeError);
    const resampler = createResampler(48_000, 16_000);
    resampler.flush();
    expect(() => resampler.process(new Float32Array(3))).toThrow('flushed');
  });
});
