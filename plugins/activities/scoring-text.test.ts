import { describe, expect, it } from 'vitest';
import { scoringTextFor } from './scoring-text';

describe('scoringTextFor', () => {
  it('sends the text to read with scorer type 1 for oral reading', () => {
    expect(scoringTextFor({ type: 11, spokenText: ' I like apples. ' })).toEqual({ text: 'I like apples.', scorerType: 1 });
  });

  it('sends the whole sentence with the fill words bracketed, scorer type 4, for sentence completion', () => {
    expect(scoringTextFor({ type: 30, refText: 'My name is Amy.', stem: { text: 'My ____ is Amy.', hint: 'name' } })).toEqual({
      text: 'My [name] is Amy.',
      scorerType: 4,
    });
  });

  it.each([
    ['oral reading', { type: 11 as const, spokenText: '  ' }],
    ['sentence completion', { type: 30 as const, refText: '', stem: {} }],
  ])('refuses an empty %s text with 录音文本为空', (_label, activity) => {
    expect(() => scoringTextFor(activity)).toThrow('录音文本为空');
  });
});
