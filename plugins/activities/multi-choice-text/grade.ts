import { ActivityType } from '@core/domain';
import { buildAnswerRecord, judgeChoices, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';
import type { ChoiceResponse, MultiChoiceTextActivity } from './model';

/** Correct only when the picks equal the checked options exactly; the record keeps the picked texts. */
export function gradeMultiChoiceText(
  activity: MultiChoiceTextActivity,
  response: ChoiceResponse,
  context?: GradeContext,
): GradeResult<'multiChoiceText'> {
  const verdict = judgeChoices(activity.choice, response.selected);
  return {
    correct: verdict.correct,
    fulfilled: verdict.fulfilled,
    status: verdict.status,
    record: buildAnswerRecord({
      type: ActivityType.MULTI_CHOICE_TEXT,
      activityId: activity.id,
      correct: verdict.correct,
      fulfilled: verdict.fulfilled,
      variantKey: 'multiChoiceText',
      variant: { correct: verdict.correct, answers: verdict.picked.map((c) => c.text ?? '') },
      context,
    }),
  };
}
