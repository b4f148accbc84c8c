/**
 * The pronunciations made at setup (issue 16): eSpeak NG's US and UK IPA (speech.ts's voices) of the curated words and the
 * 20,000 most frequent headwords, made by scripts/build-pronunciations.ts in one eSpeak process per voice
 * (a word in a batch costs under a millisecond; a process per word costs about forty). A lookup reads
 * them here; a word not among them is spoken on demand (dictionary.ts). Without the file (no eSpeak at
 * setup) everything is on demand.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ClipVoice } from '@core/contract';
import { ESPEAK_VOICES } from '../audio/speech';

/**
 * Version 2: UK English in eSpeak's RP voice, and the textbook's names (school-vocabulary-names.ts); a
 * new version is written beside the old, which other checkouts may still read.
 */
export const PRONUNCIATION_FILE = join(process.cwd(), '.cache', 'dictionary', 'pronunciations-v2.json.gz');

/** The file's content: eSpeak NG's raw IPA by word, US then UK. */
export interface PrebuiltPronunciations { espeak: string; words: Record<string, [us: string, uk: string]> }

let loaded: Map<string, [string, string]> | undefined;

/** eSpeak NG's raw IPA of a word made at setup, or undefined. */
export function prebuiltIpa(word: string, voice: ClipVoice): string | undefined {
  if (!loaded) {
    loaded = new Map();
    if (existsSync(PRONUNCIATION_FILE)) {
      const file = JSON.parse(gunzipSync(readFileSync(PRONUNCIATION_FILE)).toString('utf8')) as PrebuiltPronunciations;
      for (const [key, ipa] of Object.entries(file.words)) loaded.set(key, ipa);
    }
  }
  return loaded.get(word)?.[voice === 'us' ? 0 : 1];
}

/**
 * Many words' IPA from one eSpeak NG process: one word per paragraph (a blank line between), so each is
 * spoken alone and answers on a line of its own, exactly as a process per word would.
 */
export function batchIpa(words: string[], voice: ClipVoice): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile('espeak-ng', ['-q', '--ipa', '-v', ESPEAK_VOICES[voice]], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const lines = stdout.split('\n').map((line) => line.trim()).filter(Boolean);
      if (lines.length !== words.length) return reject(new Error(`eSpeak NG gave ${lines.length} lines for ${words.length} words`));
      resolve(lines);
    });
    child.stdin!.end(words.join('\n\n'));
  });
}
