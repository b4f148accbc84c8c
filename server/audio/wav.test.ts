import { describe, expect, it } from 'vitest';
import { makeWav } from '../testing/wav-fixtures';
import { SPEECH_MARGIN_SECONDS, WavError, decodeWav, peakLoudnessDb, resample, toPcm16, trimSilence } from './wav';

const tone = (hz: number, rate: number, seconds: number, amplitude = 0.5) => Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));

describe('decodeWav', () => {
  it('reads 16-bit PCM and averages channels to mono', () => {
    const decoded = decodeWav(makeWav([0.5, -0.5, 0.25, 0.25], 22050, 2));
    expect([decoded.sampleRate, decoded.channels]).toEqual([22050, 2]);
    expect([...decoded.mono].map((x) => Math.round(x * 100) / 100)).toEqual([0, 0.25]);
  });

  it('reads 32-bit float', () => {
    expect([...decodeWav(makeWav([0.5, -1], 16000, 1, 'float32')).mono]).toEqual([0.5, -1]);
  });

  it.each([
    ['bytes that are not WAV', Buffer.from('hello, this is not audio')],
    ['an unsupported rate', makeWav([0, 0], 96000)],
    ['8-bit samples', (() => { const w = makeWav([0, 0], 16000); w.writeUInt16LE(8, 34); return w; })()],
    ['no data chunk', makeWav([0, 0], 16000).subarray(0, 36)],
  ])('refuses %s', (_label, bytes) => {
    expect(() => decodeWav(bytes)).toThrow(WavError);
  });
});

const zeroCrossings = (x: Float32Array) => x.slice(1).filter((v, i) => (x[i]! < 0) !== (v < 0)).length;

describe('resample', () => {
  it('keeps the pitch of a tone when going from 44.1 kHz to 16 kHz', () => {
    const input = Float32Array.from(tone(440, 44100, 1));
    const output = resample(input, 44100, 16000);
    expect(output.length).toBe(16000);
    expect(Math.abs(zeroCrossings(output) - 880)).toBeLessThanOrEqual(4);
  });

  it('removes what 16 kHz cannot carry (a 10 kHz tone) instead of folding it into speech', () => {
    const output = resample(Float32Array.from(tone(10000, 48000, 0.5)), 48000, 16000);
    expect(peakLoudnessDb(output, 16000)).toBeLessThan(-25);
  });

  it('leaves 16 kHz audio as it is', () => {
    const input = Float32Array.from([0.1, 0.2]);
    expect(resample(input, 16000)).toBe(input);
  });
});

describe('loudness and PCM', () => {
  it('tells silence from a tone', () => {
    expect(peakLoudnessDb(new Float32Array(16000), 16000)).toBe(-Infinity);
    expect(peakLoudnessDb(Float32Array.from(tone(200, 16000, 1, 0.3)), 16000)).toBeGreaterThan(-20);
  });

  it('clips to 16-bit range', () => {
    expect([...new Int16Array(toPcm16(Float32Array.from([2, -2, 0])).buffer.slice(0, 6))]).toEqual([32767, -32768, 0]);
  });
});

const silence = (seconds: number) => Array.from({ length: Math.round(16000 * seconds) }, () => 0);

describe('trimSilence', () => {
  it('drops a quiet lead-in and tail, keeping a quarter second each side of the speech', () => {
    const trimmed = trimSilence(Float32Array.from([...silence(1), ...tone(300, 16000, 0.5), ...silence(2)]), 16000);
    expect(trimmed.length / 16000).toBeCloseTo(0.5 + 2 * SPEECH_MARGIN_SECONDS, 1);
    expect(peakLoudnessDb(trimmed, 16000)).toBeGreaterThan(-20);
  });

  it('keeps quiet speech between loud parts, and a recording that is all speech', () => {
    const speech = [...tone(300, 16000, 0.3), ...tone(300, 16000, 0.4, 0.05), ...tone(300, 16000, 0.3)];
    expect(trimSilence(Float32Array.from(speech), 16000).length).toBe(speech.length);
  });

  it('leaves digital silence as it is (the engine refuses it as silent)', () => {
    expect(trimSilence(new Float32Array(16000), 16000).length).toBe(16000);
  });
});
