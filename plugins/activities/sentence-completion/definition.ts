/** Sentence completion (30): the answer variant the server accepts for it (core/registry/answer-definition.ts). */
import { z } from '@core/content';
import { completionAnswerFigures } from '@core/grading';
import { isSentenceCompletionCorrect } from './rules';
import { completionScoringText } from './completion-text';
import type { ServedSentenceCompletion } from './model';
import { defineActivityAnswer } from '@core/registry/answer-definition';
import { parseSentenceCompletion, sentenceCompletionComprehension } from './parse';

const scoredSentence = (served: ServedSentenceCompletion | undefined) => served && completionScoringText(served.refText, served.text, served.hint);

const score = z.number().check(z.gte(0), z.lte(100));

export const sentenceCompletionAnswer = defineActivityAnswer({
  type: 30,
  label: '补全句子',
  parse: parseSentenceCompletion,
  comprehension: sentenceCompletionComprehension,
  answerVariant: 'sentenceCompletion',
  answerSchema: z.object({
    score,
    deliteScore: z.object({
      telisScore: z.object({
        overall: score,
        integrity: score,
        word_score: z.array(z.looseObject({ type: z.union([z.literal(1), z.literal(2)]), score, word: z.optional(z.string().check(z.maxLength(200))) })).check(z.maxLength(200)),
      }),
      kind: z.optional(z.literal(2)),
      uri: z.optional(z.string().check(z.maxLength(2000))),
    }),
  }),
  // Right at the level 'perfect' of the engine's letter (spec 01 §4), as the player shows it.
  judge: (_activity, variant) => ({ correct: isSentenceCompletionCorrect(variant.deliteScore.telisScore), variant }),
  // The whole sentence with its fill words bracketed, as the app sends it to the scoring socket.
  speech: {
    scorerType: 4,
    text: (activity) => scoredSentence(activity.content.comprehension.sentenceCompletion),
    // The clip says the whole sentence as served (its hash must match the app's, which reads refText too).
    clipText: (activity) => activity.content.comprehension.sentenceCompletion?.refText,
    figures: completionAnswerFigures,
    score: (variant) => variant.score,
    correct: (variant) => isSentenceCompletionCorrect(variant.deliteScore.telisScore),
    voiceUri: (variant) => variant.deliteScore.uri,
  },
});
