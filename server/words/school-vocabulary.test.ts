/**
 * The curated school vocabulary's data (issue 16): about 2,000 words, each sense with a part of speech
 * of the spec's enum, a Chinese meaning, an English definition and an example that uses the word, with
 * its Chinese translation. These are what the word page shows and reads aloud, so a slip here is a
 * slip a student sees.
 */
import { describe, expect, it } from 'vitest';
import { ecdict } from './ecdict';
import { IRREGULAR_FORMS, SCHOOL_VOCABULARY } from './school-vocabulary';
import { NAME_VOCABULARY } from './school-vocabulary-names';

const CHINESE = /[\u4e00-\u9fff]/;
const SPEC_POS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13]);

/** The word and its forms an example may use (irregular forms, ECDICT's form list, a stem). */
function formsOf(word: string): string[] {
  const irregular = Object.entries(IRREGULAR_FORMS).filter(([, head]) => head === word).map(([form]) => form);
  const packaged = [...(ecdict().get(word)?.[4] ?? '').matchAll(/[pdi3srt]:([^/]+)/g)].map((match) => match[1]!.toLowerCase());
  const stem = word.length > 4 && /[ey]$/.test(word) ? word.slice(0, -1) : word;
  return [word, stem, ...irregular, ...packaged];
}

describe('the curated school vocabulary', () => {
  const entries = Object.entries(SCHOOL_VOCABULARY);

  it('holds the school word list: about 2,000 words, keyed by the word in lower case', () => {
    expect(entries.length).toBeGreaterThanOrEqual(2000);
    expect(entries.filter(([word]) => !/^[a-z][a-z'-]*$/.test(word)).map(([word]) => word)).toEqual([]);
  });

  it("answers each textbook name with the name's entry (no other part of the list holds the word; issue 32, item 3)", () => {
    expect(Object.keys(NAME_VOCABULARY).filter((name) => SCHOOL_VOCABULARY[name] !== NAME_VOCABULARY[name])).toEqual([]);
  });

  it('gives every sense a part of speech of the spec, a Chinese meaning and an English definition', () => {
    const wrong = entries.flatMap(([word, entry]) => (entry.senses.length === 0 ? [word] : entry.senses.filter((sense) => !SPEC_POS.has(sense.pos) || !CHINESE.test(sense.cn) || !sense.en.trim()).map(() => word)));
    expect(wrong).toEqual([]);
  });

  it('gives every sense a sentence that uses the word, with a Chinese translation', () => {
    const wrong = entries.flatMap(([word, entry]) =>
      entry.senses
        .filter(({ example: [english, chinese] }) => {
          const sentence = english.toLowerCase();
          const usesWord = formsOf(word).some((form) => sentence.includes(form));
          return !usesWord || !/^[A-Z0-9"'“]/.test(english) || !/[.?!"”']$/.test(english) || !CHINESE.test(chinese) || !/[。？！”…]$/.test(chinese);
        })
        .map(({ example }) => `${word}: ${example[0]} / ${example[1]}`),
    );
    expect(wrong).toEqual([]);
  });
});
