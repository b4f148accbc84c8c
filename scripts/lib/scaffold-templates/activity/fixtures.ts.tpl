/** 6. Named served activities, shared by the tests and by harness case files. Add one per situation. */
import type { ServedActivity } from '@core/domain';

export const sample: ServedActivity = {
  id: '__FOLDER__-sample',
  type: __TYPE__,
  content: {
    assets: { audios: [{ resourceId: 'au1', url: '/media/sample.mp3', duration: 1500 }] },
    comprehension: { __camel__: { audioId: 'au1', text: 'Type the word you hear.', answer: 'apple' } },
  },
  metadata: {},
};
