import { describe, expect, it } from 'vitest';
import { resolveHeadword, textbookIpa, writtenForm } from './dictionary';

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

  it('shows where the US voice differs: the flapped t as t̬ and the r of the NURSE vowel (issue 32, item 15)', () => {
    expect([textbookIpa('sˈɪɾi', 'us'), textbookIpa('sˈɪti', 'uk')]).toEqual(['ˈsɪt̬i', 'ˈsɪti']);
    expect([textbookIpa('wˈɔːɾɚ', 'us'), textbookIpa('wˈɔːtə', 'uk')]).toEqual(['ˈwɔːt̬ər', 'ˈwɔːtə']);
    expect([textbookIpa('bˈɜːd', 'us'), textbookIpa('bˈɜːd', 'uk')]).toEqual(['bɜːrd', 'bɜːd']);
    expect(textbookIpa('fˈɜːɹi', 'us')).toBe('ˈfɜːri');
    expect(textbookIpa('jˈʊɹɹəp', 'us')).toBe('ˈjʊrəp');
    expect([textbookIpa('kˈæt', 'us'), textbookIpa('kˈat', 'uk')]).toEqual(['kæt', 'kæt']);
  });

  it("prints RP's NEAR vowel as ɪə and a final happy vowel as i, as today's dictionaries do", () => {
    expect(textbookIpa('hˈiə', 'uk')).toBe('hɪə');
    expect(textbookIpa('hˈæpɪ', 'uk')).toBe('ˈhæpi');
    expect(textbookIpa('hˈæpɪnəs', 'uk')).toBe('ˈhæpɪnəs');
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

  it('resolves a contraction the lists do not hold to its first word, now that CMUdict no longer says what is a word', () => {
    expect(resolveHeadword("she's")).toEqual({ headword: 'she', curated: true });
    expect(resolveHeadword("wasn't")).toEqual({ headword: 'be', curated: true });
    expect(resolveHeadword("you'll")).toEqual({ headword: 'you', curated: true });
    expect(resolveHeadword("o'clock")).toEqual({ headword: "o'clock", curated: false });
  });
});

describe('written forms', () => {
  it('writes names and proper nouns with their capitals, and a prototype name as it is', () => {
    expect(['tom', 'beijing', 'i', 'china', 'monday', 'north', 'apple', 'constructor', 'tostring'].map((word) => writtenForm(word))).toEqual(['Tom', 'Beijing', 'I', 'China', 'Monday', 'north', 'apple', 'constructor', 'tostring']);
  });
});
