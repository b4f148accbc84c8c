/**
 * The pure half of an activity plugin that the server needs (issue 11, item 9): which variant of the
 * answer record (spec 01 §3) an activity type takes, and the schema of that variant. The server checks
 * every submitted answer against its activity's definition, so an oral reading "answered" as a choice
 * is refused instead of graded. No React, no DOM: server/ may import these modules.
 */
import type { z } from 'zod';
import type { AnswerVariantKey } from '../domain';

export interface ActivityAnswerDefinition<K extends AnswerVariantKey = AnswerVariantKey> {
  /** The activity type number (spec 01 §3). */
  type: number;
  /** The key of the answer record's data that holds this type's answer. */
  answerVariant: K;
  /** The shape of that variant. */
  answerSchema: z.ZodType;
}

export const defineActivityAnswer = <K extends AnswerVariantKey>(definition: ActivityAnswerDefinition<K>) => definition;
