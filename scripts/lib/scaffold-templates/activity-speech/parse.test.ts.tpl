/** 7. Parser tests: the model from a good fixture, a ParseError with its path from a broken one. */
import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import { sample } from './fixtures';
import { parse__Pascal__ } from './parse';

describe('parse__Pascal__', () => {
  it('normalises the sample', () => {
    expect(parse__Pascal__(sample)).toMatchObject({
      id: '__FOLDER__-sample',
      type: __TYPE__,
      readText: 'I like red apples.',
      stem: { text: 'I like red apples.', audioUrl: '/media/sample.mp3', duration: 3000 },
    });
  });

  it('names the path of a dangling resource id', () => {
    const broken = structuredClone(sample);
    (broken.content.comprehension as Record<string, { audioId?: string }>).__camel__!.audioId = 'missing';
    expect(() => parse__Pascal__(broken)).toThrow(ParseError);
    expect(() => parse__Pascal__(broken)).toThrow('$.content.comprehension.__camel__.audioId');
  });
});
