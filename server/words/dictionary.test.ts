import { describe, expect, it } from 'vitest';
import { resolveHeadword, textbookIpa } from './dictionary';

describe('textbook IPA', () => {
  it('writes r, g and ə as a textbook does, and no stress mark on one syllable', () => {
    expect(textbookIpa('kˈæt\n', 'us')).toBe('kæt');
    expect(textbookIpa('ɡˈɜːl', 'uk')).toBe('gɜːl');
    expect(textbookIpa('ɹˈɛd', 'us')).toBe('red');
  });

  it('puts the stress mark before the syllable, not its vowel', () => {
    expect(textbookIpa('ɐbˈaʊt', 'uk')).toBe('əˈbaʊt');
    expect(textbookIpa('bjˈuːtifəl', 'uk')).toBe('ˈbjuːtifəl');
    expect(textbookIpa('tʃˈɪldɹən', 'us')).toBe('ˈtʃɪldrən');
  });

  it('prints the UK short a as æ', () => {
    expect(textbookIpa('ˈapəl', 'uk')).toBe('ˈæpəl');
    expect(textbookIpa('nˈaɪn', 'uk')).toBe('naɪn');
  });
});

describe('headwords', () => {
  it('resolves irregular, regular and contracted forms to their headwords', () => {
    expect(resolveHeadword('went')).toEqual({ headword: 'go', curated: true });
    expect(resolveHeadword('bananas')).toEqual({ headword: 'banana', curated: true });
    expect(resolveHeadword('running')).toEqual({ headword: 'run', curated: true });
    expect(resolveHeadword("don't")).toEqual({ headword: 'do', curated: true });
    expect(resolveHeadword('kangaroos')).toEqual({ headword: 'kangaroo', curated: false });
    expect(resolveHeadword('elephants')).toEqual({ headword: 'elephant', curated: true });
    expect(resolveHeadword('qzxvbn')).toBeUndefined();
  });
});
