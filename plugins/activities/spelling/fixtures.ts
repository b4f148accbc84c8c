import type { ServedActivity } from '@core/domain';

/** One word, one blank in the middle: "a_pp_le", with adjacent given segments to merge. */
export const apple: ServedActivity = {
  id: 'sp-apple',
  type: 33,
  content: {
    assets: { audios: [{ resourceId: 'au-apple', url: '/media/apple.mp3', duration: 900 }] },
    comprehension: {
      spelling: {
        audioId: 'au-apple',
        stems: [
          { text: 'a', checked: false },
          { text: 'pp', checked: true },
          { text: 'l', checked: false },
          { text: 'e', checked: false },
        ],
      },
    },
  },
  metadata: {},
};

/** A sentence with two blanks: "I have a cat and a dog." */
export const petsSentence: ServedActivity = {
  id: 'sp-pets',
  type: 33,
  content: {
    assets: {},
    comprehension: {
      spelling: {
        text: '我有一只猫和一只狗。',
        stems: [
          { text: 'I have a ', checked: false },
          { text: 'cat', checked: true },
          { text: ' and', checked: false },
          { text: ' a ', checked: false },
          { text: 'dog', checked: true },
          { text: '.', checked: false },
        ],
      },
    },
  },
  metadata: { skin: 'LIVING_ROOM' },
};
