import { describe, expect, it } from 'vitest';
import { seededRandom } from '@core/content';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { fruitColour, thingsThatFly } from './fixtures';
import { parseMultiChoiceText } from './parse';

const withChange = (mutate: (a: typeof fruitColour) => void) => {
  const copy = structuredClone(fruitColour);
  mutate(copy);
  return copy;
};

describe('parseMultiChoiceText', () => {
  it('normalises stem, choices, explanation, translation and resources', () => {
    const model = parseMultiChoiceText(fruitColour, { random: () => 0.999 });
    expect(model).toMatchObject({
      id: 'mct-fruit-colour',
      type: 68,
      skin: 'GENERAL',
      multiSelect: false,
      episodeWithChild: false,
      stem: {
        text: 'What colour is a **banana**?\\nChoose one.',
        pictureUrl: '/media/banana.svg',
        audioUrl: '/media/fruit.mp3',
        duration: 2400,
      },
      explanation: { audioUrl: '/media/fruit-why.mp3', texts: ['Ripe bananas are yellow.'] },
      tr: { audioUrl: '/media/fruit-tr.mp3', text: '香蕉是什么颜色的？' },
      resList: { audios: ['/media/fruit.mp3', '/media/fruit-tr.mp3', '/media/fruit-why.mp3'], pictures: ['/media/banana.svg'] },
    });
    expect(model.stem.richText).toEqual([
      [{ text: 'What colour is a ', highlight: false }, { text: 'banana', highlight: true }, { text: '?', highlight: false }],
      [{ text: 'Choose one.', highlight: false }],
    ]);
    expect(model.choice.map((c) => [c.key, c.text, c.checked])).toEqual([
      ['A', 'Yellow', true],
      ['B', 'Blue', false],
      ['C', 'Purple', false],
    ]);
  });

  it('shuffles the choices with the injected random source', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      orders.add(parseMultiChoiceText(fruitColour, { random: seededRandom(seed) }).choice.map((c) => c.key).join(''));
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(parseMultiChoiceText(fruitColour, { random: seededRandom(3) }).choice).toEqual(
      parseMultiChoiceText(fruitColour, { random: seededRandom(3) }).choice,
    );
  });

  it('joins stemTexts into lines, keeps skin and instruction, flags multi select', () => {
    const model = parseMultiChoiceText(thingsThatFly);
    expect(model.multiSelect).toBe(true);
    expect(model.skin).toBe('SKY');
    expect(model.instruction).toBe('Look and choose');
    expect(model.stem.richText?.length).toBe(2);
    expect(model.stem.duration).toBe(1000);
    expect(model.resList).toEqual({ audios: [], pictures: [] });
    expect(model.explanation).toEqual({ texts: [], instruction: 'Look and choose' });
  });

  it('parses highlight markup inside choice texts', () => {
    const model = parseMultiChoiceText(withChange((a) => {
      a.content.comprehension.multiChoiceText!.choice.A!.text = 'a **big** cat';
    }), { random: () => 0.999 });
    expect(model.choice[0]?.richText).toEqual([[
      { text: 'a ', highlight: false }, { text: 'big', highlight: true }, { text: ' cat', highlight: false },
    ]]);
  });

  it.each([
    ['a missing variant', (a: typeof fruitColour) => { delete a.content.comprehension.multiChoiceText; }, '$.content.comprehension.multiChoiceText'],
    ['a dangling audio id', (a: typeof fruitColour) => { a.content.comprehension.multiChoiceText!.audioId = 'nope'; }, '$.content.comprehension.multiChoiceText.audioId'],
    ['a dangling picture id', (a: typeof fruitColour) => { a.content.comprehension.multiChoiceText!.pictureId = 'nope'; }, '$.content.comprehension.multiChoiceText.pictureId'],
    ['a dangling translation audio id', (a: typeof fruitColour) => { a.content.comprehension.trAudioId = 'nope'; }, '$.content.comprehension.trAudioId'],
    ['a checked flag of the wrong type', (a: typeof fruitColour) => {
      (a.content.comprehension.multiChoiceText!.choice.B as unknown as { checked: string }).checked = 'yes';
    }, '$.content.comprehension.multiChoiceText.choice.B.checked'],
    ['an id of the wrong type', (a: typeof fruitColour) => { (a as unknown as { id: number }).id = 5; }, '$.id'],
    ['missing metadata', (a: typeof fruitColour) => { delete (a as Partial<typeof a>).metadata; }, '$.metadata'],
    ['an audio asset without url', (a: typeof fruitColour) => { delete (a.content.assets.audios![0] as Partial<{ url: string }>).url; }, '$.content.assets.audios[0].url'],
  ])('refuses %s with a ParseError naming the path', (_label, mutate, path) => {
    const broken = withChange(mutate);
    const error = catchParseError(() => parseMultiChoiceText(broken));
    expect(error.path).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });
});
