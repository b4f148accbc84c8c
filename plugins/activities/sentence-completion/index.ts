/** Sentence completion (type 30): board title '补充关键词（组），读完整句子'. */
import { z } from '@core/content';
import { completionScoreSchema } from '@core/grading';
import { defineActivity, lazyComponent, type ActivityTypes } from '@core/registry';
import { gradeSentenceCompletion } from './grade';
import type { SentenceCompletionActivity, SentenceCompletionResponse } from './model';
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
});

export type { SentenceCompletionActivity, SentenceCompletionResponse };
