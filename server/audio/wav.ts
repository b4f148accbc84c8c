/**
 * WAV reading for the scoring engine: PCM 16-bit or 32-bit float, any channel count and sample rate
 * from 8 to 48 kHz. Channels are averaged to mono and the audio resampled to 16 kHz (the acoustic
 * model's rate), so the client may send what its browser records.
 */
export const ENGINE_SAMPLE_RATE = 16_000;

export class WavError extends Error {
  override readonly name = 'WavError';
}

export interface DecodedAudio { sampleRate: number; channels: number; mono: Float32Array }

export function decodeWav(bytes: Uint8Array): DecodedAudio {
  if (bytes.length < 12) throw new WavError('not a WAV file (too short for a RIFF header)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new WavError('not a WAV file (no RIFF/WAVE header)');
  let format: { code: number; channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = tag(at);
    const size = Math.min(view.getUint32(at + 4, true), bytes.length - at - 8);
    if (id === 'fmt ') {
      format = { code: view.getUint16(at + 8, true), channels: view.getUint16(at + 10, true), rate: view.getUint32(at + 12, true), bits: view.getUint16(at + 22, true) };
      // WAVE_FORMAT_EXTENSIBLE carries the real format code in its sub-format GUID.
      if (format.code === 0xfffe && size >= 26) format.code = view.getUint16(at + 32, true);
    } else if (id === 'data') {
      if (!format) throw new WavError('WAV data before its format chunk');
      return { sampleRate: format.rate, channels: format.channels, mono: toMono(view, at + 8, size, format) };
    }
    at += 8 + size + (size % 2);
  }
  throw new WavError('WAV file has no data chunk');
}

function toMono(view: DataView, start: number, size: number, f: { code: number; channels: number; rate: number; bits: number }): Float32Array {
  const pcm16 = f.code === 1 && f.bits === 16;
  const float32 = f.code === 3 && f.bits === 32;
  if (!pcm16 && !float32) throw new WavError(`unsupported WAV encoding (format ${f.code}, ${f.bits}-bit): send 16-bit PCM`);
  if (f.channels < 1 || f.channels > 8) throw new WavError(`unsupported channel count ${f.channels}`);
  if (f.rate < 8000 || f.rate > 48000) throw new WavError(`unsupported sample rate ${f.rate} Hz (8000-48000)`);
  const bytesPerSample = f.bits / 8;
  const frames = Math.floor(size / (bytesPerSample * f.channels));
  const mono = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < f.channels; c++) {
      const at = start + (i * f.channels + c) * bytesPerSample;
      sum += pcm16 ? view.getInt16(at, true) / 32768 : view.getFloat32(at, true);
    }
    mono[i] = sum / f.channels;
  }
  return mono;
}

/**
 * Resamples to `targetRate` by band-limited (windowed-sinc) interpolation, which keeps speech clean
 * where plain linear interpolation would alias when downsampling 44.1/48 kHz browser audio.
 */
export function resample(samples: Float32Array, fromRate: number, targetRate = ENGINE_SAMPLE_RATE): Float32Array {
  if (fromRate === targetRate) return samples;
  const ratio = targetRate / fromRate;
  const cutoff = Math.min(1, ratio); // low-pass at the lower Nyquist rate
  const halfWidth = 16;
  const out = new Float32Array(Math.floor(samples.length * ratio));
  for (let i = 0; i < out.length; i++) {
    const center = i / ratio;
    const first = Math.ceil(center - halfWidth / cutoff);
    const last = Math.floor(center + halfWidth / cutoff);
    let sum = 0;
    let weights = 0;
    for (let j = Math.max(0, first); j <= Math.min(samples.length - 1, last); j++) {
      const x = (j - center) * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth); // Hann
      const w = sinc * window;
      sum += samples[j]! * w;
      weights += w;
    }
    out[i] = weights ? sum / weights : 0;
  }
  return out;
}

export function toPcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767))), i * 2);
  return out;
}

/**
 * Adds a faint, fixed noise (±2 of 32768, about -80 dBFS) to 16-bit PCM. Pocketsphinx finds no path
 * through audio with stretches of exact digital silence (synthesised speech, a gated microphone):
 * their log energy is minus infinity. The noise is the same for the same audio (a fixed-seed
 * generator), so a recording always scores the same.
 */
export function dither(pcm: Buffer): Buffer {
  const out = Buffer.from(pcm);
  let state = 0x2545f491;
  for (let i = 0; i + 1 < out.length; i += 2) {
    // xorshift32: cheap, deterministic, good enough for noise.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 0) % 5) - 2;
    out.writeInt16LE(Math.max(-32768, Math.min(32767, out.readInt16LE(i) + noise)), i);
  }
  return out;
}

/** Quiet margin kept before the first and after the last loud 10 ms of a recording. */
export const SPEECH_MARGIN_SECONDS = 0.25;
/** A 10 ms frame is speech-loud when within this many dB of the loudest frame. */
const SPEECH_BELOW_PEAK_DB = 35;

/**
 * The recording without its quiet lead-in and tail (keeping SPEECH_MARGIN_SECONDS each side). The
 * recognizer normalises each utterance by its mean spectrum; a second of silence after a two-second
 * sentence (the student taps stop late) pulls that mean towards silence and the speech scores far worse.
 */
export function trimSilence(samples: Float32Array, sampleRate: number): Float32Array {
  const frame = Math.max(1, Math.floor(sampleRate / 100));
  const energies: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! * samples[i]!;
    energies.push(energy / frame);
  }
  const loudest = Math.max(0, ...energies);
  if (loudest === 0) return samples;
  const threshold = loudest * 10 ** (-SPEECH_BELOW_PEAK_DB / 10);
  const first = energies.findIndex((e) => e >= threshold);
  const last = energies.findLastIndex((e) => e >= threshold);
  const margin = Math.round(SPEECH_MARGIN_SECONDS * sampleRate);
  return samples.subarray(Math.max(0, first * frame - margin), Math.min(samples.length, (last + 1) * frame + margin));
}

/** Loudness of the loudest 100 ms, in dBFS: silence and room noise stay far below speech. */
export function peakLoudnessDb(samples: Float32Array, sampleRate: number): number {
  const window = Math.max(1, Math.floor(sampleRate / 10));
  let loudest = 0;
  for (let start = 0; start < samples.length; start += window) {
    let energy = 0;
    const end = Math.min(samples.length, start + window);
    for (let i = start; i < end; i++) energy += samples[i]! * samples[i]!;
    loudest = Math.max(loudest, energy / (end - start));
  }
  return loudest === 0 ? -Infinity : 10 * Math.log10(loudest);
}
