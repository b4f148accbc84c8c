/**
 * Nothing in the built dictionary a child should not read (issue 32, item 3): every entry of ECDICT
 * and WordNet that setup wrote (scripts/build-dictionary.ts) against child-safe.ts's lists.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isUnsafeChinese, isUnsafeEnglish, safeMeaningLine, UNSAFE_WORDS, usesUnsafeWord } from './child-safe';
import { ECDICT_FILE, ecdict } from './ecdict';

describe('the built dictionary', () => {
  it('is there, whole', () => {
    expect(existsSync(ECDICT_FILE), `no ${ECDICT_FILE}: \`npm run setup\` builds it`).toBe(true);
    expect(ecdict().size).toBeGreaterThan(50_000);
  });

  it('has no swear word or slur, nor a form of one', () => {
    const found = [...ecdict().values()].filter(([word, , , lemma]) => UNSAFE_WORDS.has(word) || UNSAFE_WORDS.has(lemma)).map(([word]) => word);
    expect(found).toEqual([]);
  });

  it('has no meaning, definition or example labelled offensive, derogatory, a slur, vulgar, obscene or slang', () => {
    const found = [...ecdict().values()].flatMap(([word, meanings, english, , , , example]) => [
      ...meanings.split('\n').flatMap((line) => line.replace(/^[a-z]+\.\s*/, '').split(/[,，;；]\s*/)).filter(isUnsafeChinese).map((meaning) => `${word}: ${meaning}`),
      ...(isUnsafeEnglish(english) ? [`${word}: ${english}`] : []),
      ...(usesUnsafeWord(example) ? [`${word}: ${example}`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it("keeps a word's other meanings: tom is still a male cat, cock a cockerel, john a washroom", () => {
    expect(ecdict().get('tom')?.slice(1, 3)).toEqual(['n. 雄性动物, 雄猫', 'n. male cat']);
    expect(ecdict().get('cock')?.[2]).toBe('n. adult male chicken');
    expect(ecdict().get('john')?.[1]).toBe('n. 盥洗室, 厕所');
  });
});

describe('the lists', () => {
  it("drop a labelled or listed meaning from ECDICT's line and keep the rest", () => {
    expect(safeMeaningLine('n. 百吉饼（先蒸后烤的发面圈）；[俚]（体育比赛中）零蛋')).toBe('n. 百吉饼（先蒸后烤的发面圈）');
    expect(safeMeaningLine('adv. (贬)侵略, 侵犯, 寻衅')).toBe('adv. 侵犯, 寻衅');
    expect(safeMeaningLine('interj. 他妈的, 混帐')).toBe('');
  });

  it("know WordNet's labels and leave an ordinary 'offensive' alone", () => {
    expect(isUnsafeEnglish('n. (ethnic slur) offensive and derogatory name for a Black man')).toBe(true);
    expect(isUnsafeEnglish('n. obscene terms for penis')).toBe(true);
    expect(isUnsafeEnglish('n. slang for sexual intercourse')).toBe(true);
    expect(isUnsafeEnglish('n. the action of attacking an enemy; an offensive')).toBe(false);
  });
});
