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
  /** The type's name in the report's 各题型答对情况 (朗读, 拼写, ...): read by the app and the server alike. */
  label: string;
  /** The type's parser (its parse.ts): the server checks a content pack's activities with it (issue 35). */
  parse(served: unknown): unknown;
  /** Its part of a served activity, comprehension[key], and that part's schema: a pack's JSON Schema is made of them. */
  comprehension: { key: string; schema: z.ZodMiniType };
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
   * For a spoken answer (issue 31, issue 33): everything the code outside the plugin folder asks of a
   * spoken type, so no caller names one. The server stores such an answer only with the scoring
   * socket's receipt of its figures for its text (server/homework/answer-shape.ts).
   */
  speech?: SpeechAnswerFacet<z.infer<S>>;
}

/** The spoken half of an answer definition: what the server, the seed and the scripts read. */
export interface SpeechAnswerFacet<V> {
  /** The scoring socket's scorer type: 1 reads a text, 4 reads a sentence with its fill words bracketed. */
  scorerType: 1 | 4;
  /** The text the scorer compares the recording with, as the app sends it in the socket's header. */
  text(activity: ServedActivity): string | undefined;
  /** The text of the answer-audio clip (/cdn/clips/<hash>.mp3): the plain sentence the student says. */
  clipText(activity: ServedActivity): string | undefined;
  /** The score figures the variant claims (what a receipt vouches for). */
  figures(variant: V): ScoreFigures;
  /** The variant's overall score (0-100): the spoken comment averages them. */
  score(variant: V): number;
  /** Whether the variant is a right answer, judged from its scores alone (a stored answer read back). */
  correct(variant: V): boolean;
  /** The words read with their pronunciation scores, for the words to practise; none when the type does not say. */
  spokenWords?(variant: V): { word: string; score: number }[];
  /** Where the student's stored recording of the answer lives, when it was uploaded (read-only review). */
  voiceUri(variant: V): string | undefined;
}

export const defineActivityAnswer = <K extends AnswerVariantKey, S extends z.ZodMiniType>(definition: ActivityAnswerDefinition<K, S>) => definition;
