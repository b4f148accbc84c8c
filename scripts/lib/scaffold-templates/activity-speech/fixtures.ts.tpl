/** 6. Named served activities, shared by the tests and by harness case files. Add one per situation. */
import type { ReadingScore, ServedActivity } from '@core/domain';

export const sample: ServedActivity = {
  id: '__FOLDER__-sample',
  type: __TYPE__,
  content: {
    assets: { audios: [{ resourceId: 'au1', url: '/media/sample.mp3', duration: 3000 }] },
    comprehension: { __camel__: { audioId: 'au1', readText: 'I like red apples.' } },
  },
  metadata: {},
};

/** A scorer result for reading the sample: every word scored `overall`. */
export function sampleScore(overall: number): ReadingScore {
  return {
    score: { overall, pronunciation: overall, fluency: overall },
    words: ['I', 'like', 'red', 'apples'].map((content) => ({ content, score: { pronunciation: overall } })),
  };
}
