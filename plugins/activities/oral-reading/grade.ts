import { ActivityType, type AudioScoreDetail, type ReadingScore } from '@core/domain';
import { buildAnswerRecord, recordLevelStatus, type GradeContext } from '@core/grading';
import { isOralReadingCorrect, oralReadingLevel } from './rules';
import type { GradeResult } from '@core/registry';
import type { OralReadingActivity, OralReadingResponse } from './model';

/** Grade from the overall score: bad < 40 <= good < 70 <= perfect; correct from 70 on. */
export function gradeOralReading(activity: OralReadingActivity, response: OralReadingResponse, context?: GradeContext): GradeResult<'oralReading'> {
  const overall = response.score.score.overall;
  const grade = oralReadingLevel(overall);
  const correct = isOralReadingCorrect(overall);
  return {
    correct,
    fulfilled: true,
    status: recordLevelStatus(grade),
    grade,
    record: buildAnswerRecord({
      type: ActivityType.ORAL_READING,
      activityId: activity.id,
      correct,
      fulfilled: true,
      variantKey: 'oralReading',
      variant: {
        score: overall,
        audioScoreDetail: toAudioScoreDetail(response.score),
        ...(response.audioUri ? { storage: { uri: response.audioUri, kind: 2 as const } } : {}),
      },
      context,
      scoreReceipt: response.receipt,
    }),
  };
}

/**
 * The record's score detail. The scorer's syllables are flattened into one phoneme list per word;
 * `accuracy` carries the overall score (the scorer has no separate accuracy figure).
 */
export function toAudioScoreDetail(score: ReadingScore): AudioScoreDetail {
  return {
    words: score.words.map((word) => ({
      content: word.content,
      scores: { pronunciation: word.score.pronunciation },
      phonemes: (word.syllable ?? []).flatMap((s) => s.phonemes),
    })),
    accuracy: score.score.overall,
    pronunciation: score.score.pronunciation,
    fluency: score.score.fluency,
  };
}
