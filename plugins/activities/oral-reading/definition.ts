/** Oral reading (11): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { readingAnswerFigures } from '@core/grading';
import { isOralReadingCorrect } from './rules';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { parseOralReading, oralReadingComprehension } from './parse';

const score = z.number().check(z.gte(0), z.lte(100));

export const oralReadingAnswer = defineActivityAnswer({
  type: 11,
  label: '朗读',
  parse: parseOralReading,
  comprehension: oralReadingComprehension,
  answerVariant: 'oralReading',
  answerSchema: z.object({
    score,
    audioScoreDetail: z.looseObject({ words: z.array(z.looseObject({ content: z.string().check(z.maxLength(200)) })).check(z.maxLength(200)), accuracy: score, pronunciation: score, fluency: score }),
    storage: z.optional(z.object({ uri: z.string().check(z.maxLength(2000)), kind: z.literal(2) })),
  }),
  // From the engine's overall score (the pass mark 70); the variant has no flag of its own.
  judge: (_activity, variant) => ({ correct: isOralReadingCorrect(variant.score), variant }),
  speech: {
    scorerType: 1,
    text: (activity) => activity.content.comprehension.oralReading?.spokenText,
    clipText: (activity) => activity.content.comprehension.oralReading?.spokenText,
    figures: readingAnswerFigures,
    score: (variant) => variant.score,
    correct: (variant) => isOralReadingCorrect(variant.score),
    // Each word's pronunciation score: the report's words to practise and the spoken comment.
    spokenWords: (variant) =>
      variant.audioScoreDetail.words.flatMap((w) => {
        const pronunciation = (w.scores as { pronunciation?: unknown } | undefined)?.pronunciation;
        return typeof pronunciation === 'number' ? [{ word: w.content, score: pronunciation }] : [];
      }),
    voiceUri: (variant) => variant.storage?.uri,
  },
});
