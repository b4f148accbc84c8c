import type { ServedActivity } from '@core/domain';

/** Single select between three pictures. */
export const whichIsCat: ServedActivity = {
  id: 'mcp-which-is-cat',
  type: 67,
  content: {
    assets: {
      audios: [{ resourceId: 'au-cat', url: '/media/which-cat.mp3', duration: 1800 }],
      pictures: [
        { resourceId: 'p-cat', url: '/media/cat.svg' },
        { resourceId: 'p-dog', url: '/media/dog.svg' },
        { resourceId: 'p-fish', url: '/media/fish.svg' },
      ],
    },
    comprehension: {
      multiChoicePicture: {
        audioId: 'au-cat',
        text: 'Which one is a cat?',
        choice: {
          A: { pictureId: 'p-cat', checked: true, text: 'cat' },
          B: { pictureId: 'p-dog', checked: false },
          C: { pictureId: 'p-fish', checked: false },
        },
      },
    },
  },
  metadata: { skin: 'ZOO' },
};

/** Multi select: the two fruits among four pictures. */
export const pickFruits: ServedActivity = {
  id: 'mcp-pick-fruits',
  type: 67,
  content: {
    assets: {
      pictures: [
        { resourceId: 'p-apple', url: '/media/apple.svg' },
        { resourceId: 'p-car', url: '/media/car.svg' },
        { resourceId: 'p-pear', url: '/media/pear.svg' },
        { resourceId: 'p-hat', url: '/media/hat.svg' },
      ],
    },
    comprehension: {
      multiChoicePicture: {
        text: 'Pick the fruits.',
        choice: {
          A: { pictureId: 'p-apple', checked: true },
          B: { pictureId: 'p-car', checked: false },
          C: { pictureId: 'p-pear', checked: true },
          D: { pictureId: 'p-hat', checked: false },
        },
      },
    },
  },
  metadata: {},
};
