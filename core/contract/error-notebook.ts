/** The error notebook: revisions of wrong homework answers (spec 01 §7). */
import { z } from '../content/zod';
import { submittedAnswerSchema } from './homework';

/** POST /api/v1/chronus/student/error_notebook. */
export const errorNotebookRequestSchema = z.object({
  revisal_contents: z
    .array(z.object({ studentHomeworkId: z.string().min(1), episode_id: z.string().min(1), episode_type: z.number().int().min(0).max(1000), answer: submittedAnswerSchema }))
    .min(1)
    .max(500),
});
export const errorNotebookResponseSchema = z.object({
  /** Revised answers still wrong: the player's '%N questions not yet revised correctly'. */
  notRevisedCount: z.number(),
  errorNotebooks: z.array(z.object({ homeworkId: z.string(), totalError: z.number(), alreadyRevisal: z.number(), needToRevisal: z.number() })),
});
