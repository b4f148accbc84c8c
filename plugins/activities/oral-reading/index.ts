/** Read aloud (type 11): board title '请朗读下面的文本'. */
import { z } from '@core/content';
import { readingScoreSchema } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeOralReading } from './grade';
import type { OralReadingActivity, OralReadingResponse } from './model';
import { oralReadingAnswer } from './definition';
import { parseOralReading } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    11: ActivityTypes<OralReadingActivity, OralReadingResponse, 'oralReading'>;
  }
}

export const oralReadingPlugin = defineActivity({
  type: 11,
  name: 'oral-reading',
  title: () => '请朗读下面的文本',
  parse: parseOralReading,
  responseSchema: z.object({ score: readingScoreSchema, audioUri: z.optional(z.string()), receipt: z.optional(z.string()) }),
  grade: gradeOralReading,
  View: lazyComponent(() => import('./View')),
  answer: oralReadingAnswer,
  // The student reads the text aloud; the clip says it.
  speech: { scoringText: (activity) => activity.spokenText.trim(), clipText: (activity) => activity.spokenText },
});

export type { OralReadingActivity, OralReadingResponse };
