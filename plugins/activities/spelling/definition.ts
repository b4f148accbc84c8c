/** Listen and spell (33): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';

export const spellingAnswer = defineActivityAnswer({
  type: 33,
  answerVariant: 'spelling',
  answerSchema: z.object({ correct: z.boolean(), answer: z.array(z.object({ text: z.string().max(200), correct: z.boolean() })).max(50) }),
});
