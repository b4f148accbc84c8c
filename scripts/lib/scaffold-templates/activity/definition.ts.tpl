/**
 * 9. The answer the server accepts for this type: the key of the answer record's variant and its
 *    shape (model.ts, __Pascal__Answer). No React: the server imports this file (through
 *    plugins/activities/answer-definitions.ts) and refuses answers that do not fit it.
 */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';

export const __camel__Answer = defineActivityAnswer({
  type: __TYPE__,
  answerVariant: '__camel__',
  answerSchema: z.object({ text: z.string().max(2000), correct: z.boolean() }),
});
