/** Pronunciations made in one eSpeak NG process (issue 16) are the ones a process per word makes. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES } from '../audio/speech';
import { batchIpa } from './pronunciations';

const alone = (word: string, voice: string) => execFileSync('espeak-ng', ['-q', '--ipa', '-v', voice, '--', word], { encoding: 'utf8' }).trim();

describe('pronunciations made in a batch', () => {
  it('gives each word, one per line, what eSpeak NG says of it alone, in both voices', async () => {
    const words = ['the', 'reading', "don't", 'long-lasting', 'a', 'children', 'photograph'];
    expect(await batchIpa(words, 'us')).toEqual(words.map((word) => alone(word, ESPEAK_VOICES.us)));
    expect(await batchIpa(words, 'uk')).toEqual(words.map((word) => alone(word, ESPEAK_VOICES.uk)));
  });
});
