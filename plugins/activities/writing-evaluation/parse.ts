import { ActivityType, DEFAULT_AUDIO_DURATION_MS } from '@core/domain';
import { normaliseBase, validateActivity, z } from '@core/content';
import type { WritingEvaluationActivity } from './model';

// Anything but a missing value: the variant's content belongs to the writing tool, not to us.
const variantSchema = z.unknown().check(z.refine((value) => value !== undefined, { message: 'is required' }));

export function parseWritingEvaluation(served: unknown): WritingEvaluationActivity {
  const validated = validateActivity(served, 'writingEvaluation', variantSchema);
  const base = normaliseBase(ActivityType.WRITING_EVALUATION, validated, { duration: DEFAULT_AUDIO_DURATION_MS });
  // Passed through with no resources (spec 01 §3).
  return { ...base, resList: { audios: [], pictures: [] }, writingEvaluation: validated.variant };
}
