import { describe, expect, it } from 'vitest';
import { catchParseError } from '../../../tests/helpers/parse-error';
import { noTranslationAudio, parkSentence } from './fixtures';
import { parseSentenceCompletion } from './parse';

describe('parseSentenceCompletion', () => {
  it('keeps the sentence, hint and scorer id; the duration is the sentence audio', () => {
    const model = parseSentenceCompletion(parkSentence);
    expect(model).toMatchObject({
      type: 30,
      refText: 'We go to the park on Sunday.',
      stem: { text: 'We go to the ____ on ____.', hint: 'park / Sunday', deliteScorerId: 'sc-park-scorer', duration: 3200 },
      tr: { audioUrl: '/media/park.mp3', text: '我们周日去公园。' },
      skin: 'PARK',
    });
  });

  it('allows 30000 ms when there is no translation audio', () => {
    expect(parseSentenceCompletion(noTranslationAudio).stem.duration).toBe(30000);
  });

  it('refuses a refText of the wrong type', () => {
    const served = structuredClone(parkSentence);
    (served.content.comprehension.sentenceCompletion as unknown as { refText: number }).refText = 42;
    expect(catchParseError(() => parseSentenceCompletion(served)).path).toBe('$.content.comprehension.sentenceCompletion.refText');
  });
});
