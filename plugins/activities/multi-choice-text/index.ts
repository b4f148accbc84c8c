/**
 * Multiple choice with text options (type 68). The board title is the activity's instruction, else
 * '请选择正确的选项' plus （多选） or （单选）.
 */
import { z } from '@core/content';
import { multiChoiceTitle } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeMultiChoiceText } from './grade';
import type { ChoiceResponse, MultiChoiceTextActivity } from './model';
import { sharedChoices } from '../shared-view/share-parts';
import { multiChoiceTextAnswer } from './definition';
import { parseMultiChoiceText } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    68: ActivityTypes<MultiChoiceTextActivity, ChoiceResponse, 'multiChoiceText'>;
  }
}

export const multiChoiceTextPlugin = defineActivity({
  type: 68,
  name: 'multi-choice-text',
  title: (activity) => multiChoiceTitle(activity.choice),
  parse: parseMultiChoiceText,
  responseSchema: z.object({ selected: z.array(z.string()) }),
  grade: gradeMultiChoiceText,
  View: lazyComponent(() => import('./View')),
  answer: multiChoiceTextAnswer,
  shareView: (activity, media) => sharedChoices(activity.choice, media),
});

export type { MultiChoiceTextActivity, ChoiceResponse };
