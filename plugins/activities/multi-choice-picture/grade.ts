import { ActivityType, AnswerType } from '@core/domain';
import { buildAnswerRecord, judgeChoices, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';
import type { ChoiceResponse, MultiChoicePictureActivity } from './model';

/**
 * Correct only when the picks equal the checked options exactly. The record names pictures: a single
 * choice as answerType PICTURE_ID with answer, several as an answers list (spec 01 §3).
 */
export function gradeMultiChoicePicture(
  activity: MultiChoicePictureActivity,
  response: ChoiceResponse,
  context?: GradeContext,
): GradeResult<'multiChoiceQuestion'> {
  const verdict = judgeChoices(activity.choice, response.selected);
  const pictureIds = verdict.picked.map((c) => c.pictureId ?? '');
  const variant = verdict.multiSelect
    ? { correct: verdict.correct, answers: pictureIds }
    : { correct: verdict.correct, answerType: AnswerType.PICTURE_ID, answer: pictureIds[0] ?? '' };
  return {
    correct: verdict.correct,
    fulfilled: verdict.fulfilled,
    status: verdict.status,
    record: buildAnswerRecord({
      type: ActivityType.MULTI_CHOICE_PICTURE,
      activityId: activity.id,
      correct: verdict.correct,
      fulfilled: verdict.fulfilled,
      variantKey: 'multiChoiceQuestion',
      variant,
      context,
    }),
  };
}
