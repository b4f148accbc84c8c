import { describe, expect, it } from 'vitest';
import { ARPABET_IPA, ipaToArpabet, pronounce, wordsOf } from './lexicon';

describe('wordsOf', () => {
  it('lower-cases words, keeps apostrophes and marks bracketed fill words', () => {
    expect(wordsOf("My [name] is Amy. It's [ice cream]!")).toEqual([
      { word: 'my', fill: false }, { word: 'name', fill: true }, { word: 'is', fill: false }, { word: 'amy', fill: false },
      { word: "it's", fill: false }, { word: 'ice', fill: true }, { word: 'cream', fill: true },
    ]);
    expect(wordsOf('123 ... !!')).toEqual([]);
  });
});

describe('pronounce', () => {
  it('takes CMUdict first, without stress marks', async () => {
    expect(await pronounce('apples')).toEqual(['AE', 'P', 'AH', 'L', 'Z']);
  });

  it("asks eSpeak NG for a word CMUdict lacks", async () => {
    const phones = await pronounce('zorbliffy');
    expect(phones?.length).toBeGreaterThan(4);
    expect(phones?.every((p) => p in ARPABET_IPA)).toBe(true);
  });
});

describe('ipaToArpabet', () => {
  it.each([
    ['ɹˈɛd', ['R', 'EH', 'D']],
    ['tʃˈiːz', ['CH', 'IY', 'Z']],
    ['hˈaʊs', ['HH', 'AW', 'S']],
    ['ˈæpəl', ['AE', 'P', 'AH', 'L']],
  ])('%s -> %j', (ipa, phones) => expect(ipaToArpabet(ipa)).toEqual(phones));

  it('gives every ARPAbet phone an IPA symbol', () => {
    expect(Object.keys(ARPABET_IPA)).toHaveLength(39);
  });
});
