/** Learning analysis of a homework (spec 01 §7). */
import { z } from '../content/zod';

/** GET /api/v1/chronus/analysis/exercise/{studentHomeworkId}: what the learning-analysis page shows. */
export const analysisResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  accuracy: z.number(),
  answeredCount: z.number(),
  activityCount: z.number(),
  timeSpentSec: z.number(),
  byType: z.array(z.object({ type: z.number(), total: z.number(), correct: z.number() })),
  /** Spoken words that scored under 60, lowest first. */
  weakWords: z.array(z.object({ word: z.string(), score: z.number() })),
});
