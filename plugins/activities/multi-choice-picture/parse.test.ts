import { describe, expect, it } from 'vitest';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { pickFruits, whichIsCat } from './fixtures';
import { parseMultiChoicePicture } from './parse';

describe('parseMultiChoicePicture', () => {
  it('resolves every choice picture and collects them for preloading', () => {
    const model = parseMultiChoicePicture(whichIsCat, { random: () => 0.999 });
    expect(model.choice).toEqual([
      { key: 'A', checked: true, pictureId: 'p-cat', pictureUrl: '/media/cat.svg', text: 'cat', richText: [[{ text: 'cat', highlight: false }]] },
      { key: 'B', checked: false, pictureId: 'p-dog', pictureUrl: '/media/dog.svg' },
      { key: 'C', checked: false, pictureId: 'p-fish', pictureUrl: '/media/fish.svg' },
    ]);
    expect(model.multiSelect).toBe(false);
    expect(model.skin).toBe('ZOO');
    expect(model.stem).toMatchObject({ text: 'Which one is a cat?', audioUrl: '/media/which-cat.mp3', duration: 1800 });
    expect(model.resList.pictures).toEqual(['/media/cat.svg', '/media/dog.svg', '/media/fish.svg']);
  });

  it('flags multi select when more than one picture is checked', () => {
    expect(parseMultiChoicePicture(pickFruits).multiSelect).toBe(true);
  });

  it('refuses a choice whose picture is not among the assets, naming the choice', () => {
    const broken = structuredClone(whichIsCat);
    broken.content.comprehension.multiChoicePicture!.choice.B!.pictureId = 'p-unicorn';
    expect(catchParseError(() => parseMultiChoicePicture(broken))).toMatchObject({
      path: '$.content.comprehension.multiChoicePicture.choice.B.pictureId',
      reason: expect.stringContaining('dangling resource id "p-unicorn"'),
    });
  });

  it('refuses a choice without a picture id', () => {
    const broken = structuredClone(whichIsCat);
    delete (broken.content.comprehension.multiChoicePicture!.choice.C as Partial<{ pictureId: string }>).pictureId;
    expect(() => parseMultiChoicePicture(broken)).toThrowError(/^\$\.content\.comprehension\.multiChoicePicture\.choice\.C\.pictureId/);
  });
});
