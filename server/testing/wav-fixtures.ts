/** WAV files made in tests. */

/** A WAV file from interleaved samples in [-1, 1]. */
export function makeWav(samples: number[], rate: number, channels = 1, format: 'pcm16' | 'float32' = 'pcm16'): Buffer {
  const bytesPerSample = format === 'pcm16' ? 2 : 4;
  const data = Buffer.alloc(samples.length * bytesPerSample);
  samples.forEach((s, i) => (format === 'pcm16' ? data.writeInt16LE(Math.round(s * 32767), i * 2) : data.writeFloatLE(s, i * 4)));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + data.length, 4); header.write('WAVE', 8);
  header.write('fmt ', 12); header.writeUInt32LE(16, 16); header.writeUInt16LE(format === 'pcm16' ? 1 : 3, 20); header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24); header.writeUInt32LE(rate * channels * bytesPerSample, 28); header.writeUInt16LE(channels * bytesPerSample, 32); header.writeUInt16LE(bytesPerSample * 8, 34);
  header.write('data', 36); header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
