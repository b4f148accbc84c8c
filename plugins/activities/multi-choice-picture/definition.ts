/** Picture choice (67): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { picksAreRight } from '@core/grading';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { parseMultiChoicePicture, multiChoicePictureComprehension } from './parse';

export const multiChoicePictureAnswer = defineActivityAnswer({
  type: 67,
  label: '看图选择',
  parse: parseMultiChoicePicture,
  comprehension: multiChoicePictureComprehension,
  answerVariant: 'multiChoiceQuestion',
  answerSchema: z.object({
    correct: z.boolean(),
    answerType: z.optional(z.int().check(z.gte(0), z.lte(100))),
    answer: z.optional(z.string().check(z.maxLength(1000))),
    answers: z.optional(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(20))),
  }),
  // The record holds the picked picture ids: `answer` for a single pick, `answers` for several.
  judge(activity, variant) {
    const options = Object.values(activity.content.comprehension.multiChoicePicture?.choice ?? {}).map((o) => ({ id: o.pictureId, checked: o.checked }));
    const picked = variant.answers ?? (variant.answer !== undefined ? [variant.answer] : []);
    const correct = picksAreRight(picked, options);
    return { correct, variant: { ...variant, correct } };
  },
});
