/** Listen and spell (type 33): board title '听音频，拼写单词'. */
import { z } from '@core/content';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeSpelling } from './grade';
import type { SpellingActivity, SpellingResponse } from './model';
import { spellingAnswer } from './definition';
import { parseSpelling } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    33: ActivityTypes<SpellingActivity, SpellingResponse, 'spelling'>;
  }
}

export const spellingPlugin = defineActivity({
  type: 33,
  name: 'spelling',
  title: () => '听音频，拼写单词',
  parse: parseSpelling,
  responseSchema: z.object({ inputs: z.array(z.string()) }),
  grade: gradeSpelling,
  View: lazyComponent(() => import('./View')),
  answer: spellingAnswer,
  // The share page marks the blanks the student spells: they are the answer.
  shareView: (activity) => ({ spelling: activity.stem.stems.map((part) => ({ text: part.text, blank: part.checked })) }),
  // The typed text of each blank, in blank order, as recorded (the live inputs are cleared after a wrong answer).
  responseOf: (activity, record) => {
    const answer = (record.data as { spelling?: { answer?: { text: string }[] } }).spelling?.answer;
    return answer ? { inputs: Array.from({ length: activity.blankCount }, (_, i) => answer[i]?.text ?? '') } : undefined;
  },
});

export type { SpellingActivity, SpellingResponse };
