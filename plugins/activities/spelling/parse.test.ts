import { describe, expect, it } from 'vitest';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { apple, petsSentence } from './fixtures';
import { parseSpelling } from './parse';

describe('parseSpelling', () => {
  it('merges given segments around the blank and indexes the blank', () => {
    const model = parseSpelling(apple);
    expect(model.stem.stems).toEqual([
      { index: 0, text: 'a', checked: false },
      { index: 0, text: 'pp', checked: true },
      { index: 1, text: 'le', checked: false },
    ]);
    expect(model.blankCount).toBe(1);
    expect(model.stem).toMatchObject({ audioUrl: '/media/apple.mp3', duration: 900 });
    expect(model.resList.audios).toEqual(['/media/apple.mp3']);
  });

  it('numbers several blanks in order', () => {
    const model = parseSpelling(petsSentence);
    expect(model.stem.stems.filter((s) => s.checked)).toEqual([
      { index: 0, text: 'cat', checked: true },
      { index: 1, text: 'dog', checked: true },
    ]);
    expect(model.stem.stems.find((s) => s.text === ' and a ')).toBeDefined();
    expect(model.stem.text).toBe('我有一只猫和一只狗。');
    expect(model.skin).toBe('LIVING_ROOM');
  });

  it.each([
    ['no blanks at all', (a: typeof apple) => { a.content.comprehension.spelling!.stems.forEach((s) => { s.checked = false; }); }, '$.content.comprehension.spelling.stems'],
    ['stems not a list', (a: typeof apple) => { (a.content.comprehension.spelling as unknown as { stems: string }).stems = 'a_pp_le'; }, '$.content.comprehension.spelling.stems'],
    ['a segment without text', (a: typeof apple) => { delete (a.content.comprehension.spelling!.stems[2] as Partial<{ text: string }>).text; }, '$.content.comprehension.spelling.stems[2].text'],
    ['a missing variant', (a: typeof apple) => { delete a.content.comprehension.spelling; }, '$.content.comprehension.spelling'],
    ['a dangling audio id', (a: typeof apple) => { a.content.comprehension.spelling!.audioId = 'gone'; }, '$.content.comprehension.spelling.audioId'],
  ])('refuses %s', (_label, mutate, path) => {
    const broken = structuredClone(apple);
    mutate(broken);
    expect(catchParseError(() => parseSpelling(broken)).path).toBe(path);
  });
});
