/** Listen and spell (33): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { parseSpelling, spellingComprehension } from './parse';

export const spellingAnswer = defineActivityAnswer({
  type: 33,
  label: '拼写',
  parse: parseSpelling,
  comprehension: spellingComprehension,
  answerVariant: 'spelling',
  answerSchema: z.object({ correct: z.boolean(), answer: z.array(z.object({ text: z.string().check(z.maxLength(200)), correct: z.boolean() })).check(z.maxLength(50)) }),
  // One typed text per blank (the checked stems, in order), each equal to the blank once trimmed (gradeSpelling).
  judge(activity, variant) {
    const blanks = (activity.content.comprehension.spelling?.stems ?? []).filter((stem) => stem.checked);
    const answer = variant.answer.map((typed, i) => ({ ...typed, correct: blanks[i] !== undefined && typed.text.trim() === blanks[i].text }));
    const correct = answer.length === blanks.length && answer.every((typed) => typed.correct);
    return { correct, variant: { ...variant, answer, correct } };
  },
});
