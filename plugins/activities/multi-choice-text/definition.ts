/** Text choice (68): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { picksAreRight } from '@core/grading';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { parseMultiChoiceText, multiChoiceTextComprehension } from './parse';

export const multiChoiceTextAnswer = defineActivityAnswer({
  type: 68,
  label: '文字选择',
  parse: parseMultiChoiceText,
  comprehension: multiChoiceTextComprehension,
  answerVariant: 'multiChoiceText',
  answerSchema: z.object({ correct: z.boolean(), answers: z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(20)) }),
  // The record holds the picked options' texts.
  judge(activity, variant) {
    const options = Object.values(activity.content.comprehension.multiChoiceText?.choice ?? {}).map((o) => ({ id: o.text, checked: o.checked }));
    const correct = picksAreRight(variant.answers, options);
    return { correct, variant: { ...variant, correct } };
  },
});
