/** Multiple choice with picture options (type 67). Same title rule as text choices. */
import { z } from '@core/content';
import { multiChoiceTitle } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeMultiChoicePicture } from './grade';
import type { ChoiceResponse, MultiChoicePictureActivity } from './model';
import { sharedChoices } from '../shared-view/share-parts';
import { multiChoicePictureAnswer } from './definition';
import { parseMultiChoicePicture } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    67: ActivityTypes<MultiChoicePictureActivity, ChoiceResponse, 'multiChoiceQuestion'>;
  }
}

export const multiChoicePicturePlugin = defineActivity({
  type: 67,
  name: 'multi-choice-picture',
  title: (activity) => multiChoiceTitle(activity.choice),
  parse: parseMultiChoicePicture,
  responseSchema: z.object({ selected: z.array(z.string()) }),
  grade: gradeMultiChoicePicture,
  View: lazyComponent(() => import('./View')),
  answer: multiChoicePictureAnswer,
  shareView: (activity, media) => sharedChoices(activity.choice, media),
});

export type { MultiChoicePictureActivity };
