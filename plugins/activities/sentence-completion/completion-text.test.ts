import { describe, expect, it } from 'vitest';
import { completionScoringText } from './completion-text';

describe('completionScoringText', () => {
  it.each([
    // Every sentence-completion activity of the demo unit M1U1 (server/seed/unit-m1u1.ts).
    ['My name is Amy.', 'My ____ is Amy.', 'name', 'My [name] is Amy.'],
    ['I am nine years old.', 'I am ____ years old.', 'nine', 'I am [nine] years old.'],
    ['She has a blue kite.', 'She has a blue ____.', 'kite', 'She has a blue [kite].'],
    ['We go to school by bus.', 'We go to school ____ bus.', 'by', 'We go to school [by] bus.'],
    ['Nice to meet you.', 'Nice to ____ you.', 'meet', 'Nice to [meet] you.'],
  ])('brackets the gap of %s', (refText, gapped, hint, expected) => {
    expect(completionScoringText(refText, gapped, hint)).toBe(expected);
  });

  it('brackets several gaps and gaps of several words, whatever the case and spacing', () => {
    expect(completionScoringText('It is an ice cream. I like it.', 'it is an ____ . I ___ it.')).toBe('It is an [ice cream]. I [like] it.');
    expect(completionScoringText('Good morning, Miss Fang.', '____ morning, Miss Fang.')).toBe('[Good] morning, Miss Fang.');
  });

  it('falls back to the hint when the gapped sentence does not line up', () => {
    expect(completionScoringText('My name is Amy.', 'Complete the sentence.', 'name')).toBe('My [name] is Amy.');
    expect(completionScoringText('I like ice cream and cake.', undefined, 'ice cream / cake')).toBe('I like [ice cream] and [cake].');
    expect(completionScoringText('The cat sat on the mat.', undefined, 'Cat')).toBe('The [cat] sat on the mat.');
  });

  it('matches the hint as a whole word only', () => {
    expect(completionScoringText('This is his bag.', undefined, 'is')).toBe('This [is] his bag.');
  });

  it('keeps a sentence that is already bracketed, and one with nothing to bracket', () => {
    expect(completionScoringText('My [name] is Amy.', 'My ____ is Amy.', 'name')).toBe('My [name] is Amy.');
    expect(completionScoringText('My name is Amy.', undefined, 'dog')).toBe('My name is Amy.');
    expect(completionScoringText('My name is Amy.')).toBe('My name is Amy.');
  });
});
