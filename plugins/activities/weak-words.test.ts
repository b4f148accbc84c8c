import { describe, expect, it } from 'vitest';
import { weakWordsOf } from './weak-words';

const sentences = ['My name is Amy.', 'Good morning, Miss Li.', 'I like my dog.', 'This is my friend Amy.'];

describe('weakWordsOf', () => {
  it('gives one chip per word, with its lowest score, matching case-insensitively', () => {
    const words = weakWordsOf([{ word: 'my', score: 40 }, { word: 'my', score: 20 }, { word: 'My', score: 55 }, { word: 'dog', score: 50 }], sentences);
    expect(words).toEqual([{ word: 'my', score: 20 }, { word: 'dog', score: 50 }]);
  });

  it('shows names and "I" as the sentence writes them, and a sentence-opening word in lower case', () => {
    const words = weakWordsOf([{ word: 'li', score: 10 }, { word: 'amy', score: 20 }, { word: 'i', score: 30 }, { word: 'good', score: 40 }], sentences);
    expect(words.map((w) => w.word)).toEqual(['Li', 'Amy', 'I', 'good']);
  });

  it('leaves out words of 60 and more, and empty words', () => {
    expect(weakWordsOf([{ word: 'name', score: 60 }, { word: ' ', score: 0 }, { word: 'miss', score: 59 }], sentences)).toEqual([{ word: 'Miss', score: 59 }]);
  });

  it('keeps a word the sentences do not hold in lower case', () => {
    expect(weakWordsOf([{ word: 'Apple', score: 5 }], sentences)).toEqual([{ word: 'apple', score: 5 }]);
  });
});
