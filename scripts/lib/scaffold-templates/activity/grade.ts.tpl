/**
 * 3. The grading rule: a pure function from model and response to the verdict and the answer record.
 *    This template: fulfilled when something was typed, correct when the trimmed text equals the answer.
 */
import { AnswerStatus } from '@core/domain';
import { buildAnswerRecord, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';
import type { __Pascal__Activity, __Pascal__Response } from './model';

export function grade__Pascal__(
  activity: __Pascal__Activity,
  response: __Pascal__Response,
  context?: GradeContext,
): GradeResult<'__camel__'> {
  const text = response.text.trim();
  const fulfilled = text !== '';
  const correct = text === activity.answer;
  return {
    correct,
    fulfilled,
    status: correct ? AnswerStatus.CORRECT : AnswerStatus.ERROR,
    record: buildAnswerRecord({
      type: activity.type,
      activityId: activity.id,
      correct,
      fulfilled,
      variantKey: '__camel__',
      variant: { text, correct },
      context,
    }),
  };
}
