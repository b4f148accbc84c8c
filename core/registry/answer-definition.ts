/**
 * The pure half of an activity plugin that the server needs (issue 11, item 9): which variant of the
 * answer record (spec 01 §3) an activity type takes, and the schema of that variant. The server checks
 * every submitted answer against its activity's definition, so an oral reading "answered" as a choice
 * is refused instead of graded. No React, no DOM: server/ may import these modules.
 */
import type { z } from 'zod/mini';
import type { AnswerVariantKey, ServedActivity } from '../domain';
import type { ScoreFigures } from '../grading/score-figures';

export interface ActivityAnswerDefinition<K extends AnswerVariantKey = AnswerVariantKey, S extends z.ZodMiniType = z.ZodMiniType> {
  /** The activity type number (spec 01 §3). */
  type: number;
  /** The key of the answer record's data that holds this type's answer. */
  answerVariant: K;
  /** The shape of that variant. */
  answerSchema: S;
  /**
   * Whether the answer is right, judged from the activity as served, never from the `correct` flags the
   * phone wrote into the variant; and the variant with those flags set to the verdict, so what is stored
   * and read back (review, revision) says the same as every count (issue 19, item 1).
   */
  judge(activity: ServedActivity, variant: z.infer<S>): { correct: boolean; variant: z.infer<S> };
  /**
   * For a spoken answer (issue 31): the scorer type, the text the activity has the student read, and
   * the score figures the variant claims. The server then stores the answer only with the scoring
   * socket's receipt of those figures for that text (server/homework/answer-shape.ts).
   */
  speech?: {
    scorerType: 1 | 4;
    text(activity: ServedActivity): string | undefined;
    figures(variant: z.infer<S>): ScoreFigures;
  };
}

export const defineActivityAnswer = <K extends AnswerVariantKey, S extends z.ZodMiniType>(definition: ActivityAnswerDefinition<K, S>) => definition;
