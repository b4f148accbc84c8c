/**
 * 9. The answer the server accepts for this type, its report label, and its spoken facts (`speech`):
 *    the scorer type, the text the scorer compares the recording with, the answer clip's text, the
 *    score figures a receipt vouches for, the score, the words, the verdict and the stored recording.
 *    No React: the server imports this file (through plugins/activities/answer-definitions.ts), stores
 *    an answer only with the scoring socket's receipt of its figures for this text, and reads the rest
 *    (spoken comment, words to practise, answer clips) from here, as the app does through index.ts.
 */
import { z } from '@core/content';
import type { ServedActivity } from '@core/domain';
import { readingAnswerFigures } from '@core/grading';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { PASS_MARK } from './grade';
import { __camel__Comprehension, parse__Pascal__ } from './parse';

const score = z.number().check(z.gte(0), z.lte(100));
/** The text to read, as served. */
const readTextOf = (activity: ServedActivity) => (activity.content.comprehension as Record<string, { readText?: string } | undefined>).__camel__?.readText;

export const __camel__Answer = defineActivityAnswer({
  type: __TYPE__,
  // The type's name in the report's 各题型答对情况 (as 朗读, 补全句子 are named): Chinese, as students see it.
  label: '新题型',
  parse: parse__Pascal__,
  comprehension: __camel__Comprehension,
  answerVariant: '__camel__',
  answerSchema: z.object({
    score,
    audioScoreDetail: z.looseObject({ words: z.array(z.looseObject({ content: z.string().check(z.maxLength(200)) })).check(z.maxLength(200)), accuracy: score, pronunciation: score, fluency: score }),
    storage: z.optional(z.object({ uri: z.string().check(z.maxLength(2000)), kind: z.literal(2) })),
  }),
  // From the engine's overall score, as grade.ts does; the variant has no flag of its own.
  judge: (_activity, variant) => ({ correct: variant.score >= PASS_MARK, variant }),
  speech: {
    // Scorer type 1 reads a text: the same figures as the engine's reading score.
    scorerType: 1,
    text: readTextOf,
    clipText: readTextOf,
    figures: readingAnswerFigures,
    score: (variant) => variant.score,
    correct: (variant) => variant.score >= PASS_MARK,
    spokenWords: (variant) =>
      variant.audioScoreDetail.words.flatMap((w) => {
        const pronunciation = (w.scores as { pronunciation?: unknown } | undefined)?.pronunciation;
        return typeof pronunciation === 'number' ? [{ word: w.content, score: pronunciation }] : [];
      }),
    voiceUri: (variant) => variant.storage?.uri,
  },
});
