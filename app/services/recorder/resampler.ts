/**
 * A streaming windowed-sinc resampler (band-limited interpolation), for microphones whose
 * AudioContext does not run at 16 kHz. Plain TypeScript with no browser dependency.
 *
 * Each output sample n sits at input position n * from / to, kept exact as an integer plus a phase
 * (a fraction with denominator to / gcd), so rounding never drifts. The kernel is a sinc low-pass at
 * `rolloff` × the lower Nyquist frequency (the anti-aliasing filter when downsampling), under a
 * Blackman window `zeroCrossings` lobes wide on each side; each phase's taps are normalised to sum 1,
 * so a constant signal passes unchanged. The samples a block's last outputs still need are carried to
 * the next block, so the output does not depend on how the input was cut into blocks (no clicks at
 * block boundaries); samples before the start and after the end count as silence.
 */

export interface ResamplerOptions {
  /** Lobes of the sinc on each side of the centre (default 16: ~-74 dB stopband with the window). */
  zeroCrossings?: number;
  /** Cut-off as a fraction of the lower Nyquist frequency (default 0.9). */
  rolloff?: number;
}

export interface Resampler {
  readonly fromRate: number;
  readonly toRate: number;
  /** Takes the next block of input and returns every output sample it completes. */
  process(block: Float32Array): Float32Array;
  /** Ends the stream: returns the remaining output (the input's tail, padded with silence). */
  flush(): Float32Array;
}

/** Phases whose taps are cached; rarer rate pairs compute taps per sample. */
const MAX_CACHED_PHASES = 2048;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function blackman(x: number): number {
  // x in [-1, 1]; 0 at the edges, 1 in the middle.
  const t = (x + 1) / 2;
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * t) + 0.08 * Math.cos(4 * Math.PI * t);
}

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));

export function createResampler(fromRate: number, toRate: number, options: ResamplerOptions = {}): Resampler {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
    throw new RangeError(`sample rates must be positive integers (got ${fromRate} -> ${toRate})`);
  }
  const divisor = gcd(fromRate, toRate);
  /** Output position n is at input (n * step) / phases. */
  const step = fromRate / divisor;
  const phases = toRate / divisor;
  const zeroCrossings = options.zeroCrossings ?? 16;
  const rolloff = options.rolloff ?? 0.9;
  /** Cut-off in cycles per input sample, times 2 (so the sinc's zeros fall every 1 / band samples). */
  const band = (rolloff * Math.min(fromRate, toRate)) / fromRate;
  const halfWidth = zeroCrossings / band;
  const reach = Math.ceil(halfWidth);
  const tapCount = 2 * reach + 1;

  /** Taps for the input samples base - reach ... base + reach around position base + phase / phases. */
  function computeTaps(phase: number): Float64Array {
    const fraction = phase / phases;
    const weights = new Float64Array(tapCount);
    let sum = 0;
    for (let j = 0; j < tapCount; j++) {
      const distance = j - reach - fraction;
      const weight = Math.abs(distance) >= halfWidth ? 0 : band * sinc(band * distance) * blackman(distance / halfWidth);
      weights[j] = weight;
      sum += weight;
    }
    for (let j = 0; j < tapCount; j++) weights[j]! /= sum;
    return weights;
  }
  const cache = phases <= MAX_CACHED_PHASES ? new Map<number, Float64Array>() : undefined;
  function taps(phase: number): Float64Array {
    if (!cache) return computeTaps(phase);
    let known = cache.get(phase);
    if (!known) {
      known = computeTaps(phase);
      cache.set(phase, known);
    }
    return known;
  }

  /** Input samples kept, starting at absolute input index `bufferStart` (negative: leading silence). */
  let buffer = new Float32Array(reach);
  let bufferStart = -reach;
  /** Input samples received so far. */
  let received = 0;
  /** The next output's position: input index `base` plus `phase / phases`. */
  let base = 0;
  let phase = 0;
  let flushed = false;

  function append(block: Float32Array): void {
    const joined = new Float32Array(buffer.length + block.length);
    joined.set(buffer);
    joined.set(block, buffer.length);
    buffer = joined;
  }

  /** Outputs every sample whose taps are all in the buffer and whose position is before `limit`. */
  function drain(limit: number): Float32Array {
    const end = bufferStart + buffer.length;
    const out: number[] = [];
    while (base + reach < end && base < limit) {
      const weights = taps(phase);
      const offset = base - reach - bufferStart;
      let acc = 0;
      for (let j = 0; j < tapCount; j++) acc += weights[j]! * buffer[offset + j]!;
      out.push(acc);
      phase += step;
      base += Math.floor(phase / phases);
      phase %= phases;
    }
    // Keep only what the next output needs.
    const keepFrom = Math.min(base - reach, end) - bufferStart;
    if (keepFrom > 0) {
      buffer = buffer.slice(keepFrom);
      bufferStart += keepFrom;
    }
    return Float32Array.from(out);
  }

  if (fromRate === toRate) {
    return { fromRate, toRate, process: (block) => block.slice(), flush: () => new Float32Array(0) };
  }

  return {
    fromRate,
    toRate,
    process(block) {
      if (flushed) throw new Error('the resampler was flushed');
      append(block);
      received += block.length;
      return drain(Number.POSITIVE_INFINITY);
    },
    flush() {
      if (flushed) return new Float32Array(0);
      flushed = true;
      append(new Float32Array(reach + 1));
      return drain(received);
    },
  };
}

/** Resamples a whole signal at once (the same as one process() and flush()). */
export function resample(samples: Float32Array, fromRate: number, toRate: number, options?: ResamplerOptions): Float32Array {
  const resampler = createResampler(fromRate, toRate, options);
  const head = resampler.process(samples);
  const tail = resampler.flush();
  const out = new Float32Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}
