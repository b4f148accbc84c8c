import { ActivityType, AnswerStatus } from '@core/domain';
import { buildAnswerRecord, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';
import type { SpellingActivity, SpellingResponse } from './model';

/**
 * Each blank is compared with the trimmed input and must equal it exactly (case and punctuation
 * included). Fulfilled needs every blank filled with something other than white space.
 */
export function gradeSpelling(activity: SpellingActivity, response: SpellingResponse, context?: GradeContext): GradeResult<'spelling'> {
  const blanks = activity.stem.stems.filter((s) => s.checked);
  const answer = blanks.map((blank) => {
    const text = (response.inputs[blank.index] ?? '').trim();
    return { text, correct: text === blank.text };
  });
  const fulfilled = answer.every((a) => a.text !== '');
  const correct = answer.every((a) => a.correct);
  return {
    correct,
    fulfilled,
    status: correct ? AnswerStatus.CORRECT : AnswerStatus.ERROR,
    record: buildAnswerRecord({
      type: ActivityType.SPELLING,
      activityId: activity.id,
      correct,
      fulfilled,
      variantKey: 'spelling',
      variant: { answer, correct },
      context,
    }),
  };
}
