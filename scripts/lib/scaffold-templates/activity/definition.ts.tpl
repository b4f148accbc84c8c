/**
 * 9. The answer the server accepts for this type: the key of the answer record's variant and its
 *    shape (model.ts, __Pascal__Answer), and the server's judge. No React: the server imports this
 *    file (through plugins/activities/answer-definitions.ts), refuses answers that do not fit it, and
 *    judges the rest from the activity as served, never from the `correct` flag the phone wrote.
 */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { __camel__Comprehension, parse__Pascal__ } from './parse';

export const __camel__Answer = defineActivityAnswer({
  type: __TYPE__,
  // The type's name in the report's 各题型答对情况 (as 拼写, 朗读 are named): Chinese, as students see it.
  label: '新题型',
  parse: parse__Pascal__,
  comprehension: __camel__Comprehension,
  answerVariant: '__camel__',
  answerSchema: z.object({ text: z.string().check(z.maxLength(2000)), correct: z.boolean() }),
  // The same rule as grade.ts, on what the record holds; the flag becomes the server's verdict.
  judge(activity, variant) {
    const correct = variant.text.trim() === parse__Pascal__(activity).answer;
    return { correct, variant: { ...variant, correct } };
  },
});
