/** Text choice (68): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';

export const multiChoiceTextAnswer = defineActivityAnswer({
  type: 68,
  answerVariant: 'multiChoiceText',
  answerSchema: z.object({ correct: z.boolean(), answers: z.array(z.string().max(1000)).max(20) }),
});
