/**
 * The WAV writer: float samples in [-1, 1] to a mono 16-bit PCM WAV file (RIFF, a 16-byte `fmt `
 * chunk, then `data`). Plain TypeScript, no browser dependency.
 */

export const WAV_HEADER_BYTES = 44;

/** One float sample as 16-bit PCM: clipped to [-1, 1], -1 -> -32768, 1 -> 32767, NaN -> 0. */
export function toPcm16(sample: number): number {
  if (Number.isNaN(sample)) return 0;
  const clipped = Math.max(-1, Math.min(1, sample));
  return Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
}

export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const channels = 1;
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true); // byte rate
  view.setUint16(32, channels * bytesPerSample, true); // block align
  view.setUint16(34, 8 * bytesPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(WAV_HEADER_BYTES + i * bytesPerSample, toPcm16(samples[i]!), true);
  return buffer;
}
