import { describe, expect, it } from 'vitest';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { iLikeApples } from './fixtures';
import { parseOralReading } from './parse';

describe('parseOralReading', () => {
  it('keeps the text to read and shows it on the board', () => {
    const model = parseOralReading(iLikeApples);
    expect(model).toMatchObject({
      type: 11,
      spokenText: 'I like apples.',
      skin: 'KITCHEN',
      stem: { text: 'I like apples.', audioUrl: '/media/i-like-apples.mp3', pictureUrl: '/media/apples.svg', duration: 1900 },
      tr: { text: '我喜欢苹果。' },
    });
  });

  it('shows its own display text when it has one', () => {
    const served = structuredClone(iLikeApples);
    served.content.comprehension.oralReading!.text = 'Read: I like apples.';
    expect(parseOralReading(served).stem.text).toBe('Read: I like apples.');
  });

  it('uses the default duration when the audio does not say', () => {
    const served = structuredClone(iLikeApples);
    delete served.content.assets.audios![0]!.duration;
    expect(parseOralReading(served).stem.duration).toBe(1000);
  });

  it('refuses a missing spokenText', () => {
    const served = structuredClone(iLikeApples);
    delete (served.content.comprehension.oralReading as Partial<{ spokenText: string }>).spokenText;
    expect(catchParseError(() => parseOralReading(served))).toMatchObject({
      path: '$.content.comprehension.oralReading.spokenText',
      reason: expect.stringContaining('is required'),
    });
  });
});
