/** Sentence completion (type 30): board title '补充关键词（组），读完整句子'. */
import { z } from '@core/content';
import { completionScoreSchema } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeSentenceCompletion } from './grade';
import type { SentenceCompletionActivity, SentenceCompletionResponse } from './model';
import { completionScoringText } from './completion-text';
import { sentenceCompletionAnswer } from './definition';
import { parseSentenceCompletion } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    30: ActivityTypes<SentenceCompletionActivity, SentenceCompletionResponse, 'sentenceCompletion'>;
  }
}

export const sentenceCompletionPlugin = defineActivity({
  type: 30,
  name: 'sentence-completion',
  title: () => '补充关键词（组），读完整句子',
  parse: parseSentenceCompletion,
  responseSchema: z.object({ score: completionScoreSchema, audioUri: z.optional(z.string()), receipt: z.optional(z.string()) }),
  grade: gradeSentenceCompletion,
  View: lazyComponent(() => import('./View')),
  answer: sentenceCompletionAnswer,
  speech: {
    // The whole sentence with its fill words bracketed (spec 01 §7), so the engine scores them as fill words.
    scoringText: (activity) => completionScoringText(activity.refText, activity.stem.text, activity.stem.hint),
    clipText: (activity) => activity.refText,
    // Once completed, a sentence without answer audio of its own plays the correct sentence's clip.
    playsClipWhenCompleted: true,
  },
  shareView: (activity) => ({ ...(activity.stem.hint !== undefined ? { hint: activity.stem.hint } : {}), answer: activity.refText }),
});

export type { SentenceCompletionActivity, SentenceCompletionResponse };
