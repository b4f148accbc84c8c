/**
 * Speech synthesis with eSpeak NG (Debian's espeak-ng) and MP3 encoding with lamejs: used by the seed
 * for the demo audio and by the server for answer clips made on first request.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Mp3Encoder } from '@breezystack/lamejs';
import type { ClipVoice } from '@core/contract';
import { espeakSlot } from './espeak-slots';
import { decodeWav } from './wav';

const exec = promisify(execFile);

/** A WAV file as 16-bit mono samples, for the MP3 encoder (server/audio/wav.ts reads the file). */
export function readWav(bytes: Uint8Array): { sampleRate: number; samples: Int16Array } {
  const { sampleRate, mono } = decodeWav(bytes);
  return { sampleRate, samples: Int16Array.from(mono, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32768)))) };
}

export function encodeMp3(samples: Int16Array, sampleRate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, 48);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) chunks.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The eSpeak NG voice of each clip voice, for its audio and its IPA alike (issue 32, item 15): US
 * English, and British Received Pronunciation, the UK English of a textbook (/klɑːs/, /ˈɑːftə/; eSpeak's
 * en-gb says the short a of northern England in those words, as the US voice nearly does).
 */
export const ESPEAK_VOICES = { us: 'en-us', uk: 'en-gb-x-rp' } as const satisfies Record<ClipVoice, string>;

/**
 * Speaks `text` with eSpeak NG (US or UK English, a little slower than default for young learners);
 * a voice variant may follow the language ('en-us+f2').
 */
export async function synthesise(text: string, voice: `${'en-us' | 'en-gb' | 'en-gb-x-rp'}${'' | `+${string}`}` = 'en-us'): Promise<{ sampleRate: number; samples: Int16Array }> {
  const dir = await mkdtemp(join(tmpdir(), 'espeak-'));
  try {
    const file = join(dir, 'clip.wav');
    await espeakSlot(() => exec('espeak-ng', ['-v', voice, '-s', '135', '-w', file, '--', text]));
    return readWav(await readFile(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function speechEngineAvailable(): Promise<boolean> {
  try {
    await exec('espeak-ng', ['--version']);
    return true;
  } catch {
    return false;
  }
}
