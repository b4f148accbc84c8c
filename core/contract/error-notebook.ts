/** The error notebook: revisions of wrong homework answers (spec 01 §7). */
import { z } from '../content/zod';
import { submittedAnswerSchema } from './homework';

/** POST /api/v1/chronus/student/error_notebook. */
export const errorNotebookRequestSchema = z.object({
  revisal_contents: z
    .array(z.object({ studentHomeworkId: z.string().check(z.minLength(1)), episode_id: z.string().check(z.minLength(1)), episode_type: z.int().check(z.gte(0), z.lte(1000)), answer: submittedAnswerSchema })).check(z.minLength(1), z.maxLength(500)),
});
export const errorNotebookResponseSchema = z.object({
  /** Revised answers still wrong: the player's '%N questions not yet revised correctly'. */
  notRevisedCount: z.number(),
  errorNotebooks: z.array(z.object({ homeworkId: z.string(), totalError: z.number(), alreadyRevisal: z.number(), needToRevisal: z.number() })),
});
