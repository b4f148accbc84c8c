/** Picture choice (67): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';

export const multiChoicePictureAnswer = defineActivityAnswer({
  type: 67,
  answerVariant: 'multiChoiceQuestion',
  answerSchema: z.object({
    correct: z.boolean(),
    answerType: z.number().int().min(0).max(100).optional(),
    answer: z.string().max(1000).optional(),
    answers: z.array(z.string().max(1000)).max(20).optional(),
  }),
});
