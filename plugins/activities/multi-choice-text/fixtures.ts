/** Named served activities for tests and the grading harness (CONTENT-FORMAT.md wire format). */
import type { ServedActivity } from '@core/domain';

/** Single select, with a highlight run, an escaped line break, a picture, audio and an explanation. */
export const fruitColour: ServedActivity = {
  id: 'mct-fruit-colour',
  type: 68,
  content: {
    assets: {
      audios: [{ resourceId: 'au1', url: '/media/fruit.mp3', duration: 2400 }, { resourceId: 'tr1', url: '/media/fruit-tr.mp3' }],
      pictures: [{ resourceId: 'pic1', url: '/media/banana.svg' }],
    },
    comprehension: {
      trAudioId: 'tr1',
      trText: '香蕉是什么颜色的？',
      multiChoiceText: {
        pictureId: 'pic1',
        audioId: 'au1',
        text: 'What colour is a **banana**?\\nChoose one.',
        choice: {
          A: { text: 'Yellow', checked: true },
          B: { text: 'Blue', checked: false },
          C: { text: 'Purple', checked: false },
        },
      },
    },
  },
  metadata: { rejoinderAudioUrl: '/media/fruit-why.mp3', rejoinders: [{ items: ['Ripe bananas are yellow.'] }] },
};

/** Multi select: two of four options are correct; stem given as stemTexts. */
export const thingsThatFly: ServedActivity = {
  id: 'mct-things-that-fly',
  type: 68,
  content: {
    assets: {},
    comprehension: {
      multiChoiceText: {
        stemTexts: ['Which of these can fly?', 'Pick **all** that can.'],
        choice: {
          A: { text: 'a bird', checked: true },
          B: { text: 'a fish', checked: false },
          C: { text: 'a kite', checked: true },
          D: { text: 'a stone', checked: false },
        },
      },
    },
  },
  metadata: { skin: 'SKY', instruction: 'Look and choose' },
};
