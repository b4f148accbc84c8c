import type { CompletionScore, ServedActivity } from '@core/domain';

export const parkSentence: ServedActivity = {
  id: 'sc-park',
  type: 30,
  content: {
    assets: { audios: [{ resourceId: 'tr-park', url: '/media/park.mp3', duration: 3200 }] },
    comprehension: {
      trAudioId: 'tr-park',
      trText: '我们周日去公园。',
      sentenceCompletion: {
        refText: 'We go to the park on Sunday.',
        text: 'We go to the ____ on ____.',
        hint: 'park / Sunday',
        deliteScorerId: 'sc-park-scorer',
      },
    },
  },
  metadata: { skin: 'PARK' },
};

/** Same sentence with no translation audio: the duration falls back to 30000 ms. */
export const noTranslationAudio: ServedActivity = {
  id: 'sc-no-tr',
  type: 30,
  content: { assets: {}, comprehension: { sentenceCompletion: { refText: 'It is sunny today.' } } },
  metadata: {},
};

/** A completion score with two fill words scoring `fills` and the given overall and integrity. */
export function completionScore(overall: number, integrity: number, fills: number[]): CompletionScore {
  return {
    overall,
    integrity,
    word_score: [
      { type: 1, score: 90, word: 'We' },
      ...fills.map((score, i) => ({ type: 2 as const, score, word: `fill${i}`, prompt: `word ${i}` })),
    ],
  };
}
