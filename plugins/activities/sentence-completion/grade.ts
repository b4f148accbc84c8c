import { ActivityType } from '@core/domain';
import { buildAnswerRecord, recordLevelStatus, type GradeContext } from '@core/grading';
import { sentenceCompletionLetter, sentenceCompletionLevel } from './rules';
import type { GradeResult } from '@core/registry';
import type { SentenceCompletionActivity, SentenceCompletionResponse } from './model';

/** Level letter from fill average / overall / integrity; ABC, AB, AC are perfect and correct. */
export function gradeSentenceCompletion(
  activity: SentenceCompletionActivity,
  response: SentenceCompletionResponse,
  context?: GradeContext,
): GradeResult<'sentenceCompletion'> {
  const level = sentenceCompletionLetter(response.score);
  const grade = sentenceCompletionLevel(level);
  const correct = grade === 'perfect';
  return {
    correct,
    fulfilled: true,
    status: recordLevelStatus(grade),
    grade,
    level,
    record: buildAnswerRecord({
      type: ActivityType.SENTENCE_COMPLETION,
      activityId: activity.id,
      correct,
      fulfilled: true,
      variantKey: 'sentenceCompletion',
      variant: {
        score: response.score.overall,
        deliteScore: {
          telisScore: response.score,
          ...(response.audioUri ? { kind: 2 as const, uri: response.audioUri } : {}),
        },
      },
      context,
      scoreReceipt: response.receipt,
    }),
  };
}
