/**
 * 3. The grading rule: a pure function from model and the scorer's result to the verdict, the level
 *    badge and the answer record. This template: bad < 40 <= good < 60 <= perfect; correct from 60 on.
 */
import type { AudioScoreDetail, ReadingScore, RecordLevel } from '@core/domain';
import { buildAnswerRecord, recordLevelStatus, type GradeContext } from '@core/grading';
import type { GradeResult } from '@core/registry';
import type { __Pascal__Activity, __Pascal__Response } from './model';

export const PASS_MARK = 60;
export const levelOf = (overall: number): RecordLevel => (overall >= PASS_MARK ? 'perfect' : overall >= 40 ? 'good' : 'bad');

export function grade__Pascal__(activity: __Pascal__Activity, response: __Pascal__Response, context?: GradeContext): GradeResult<'__camel__'> {
  const overall = response.score.score.overall;
  const grade = levelOf(overall);
  const correct = overall >= PASS_MARK;
  return {
    correct,
    fulfilled: true,
    status: recordLevelStatus(grade),
    grade,
    record: buildAnswerRecord({
      type: activity.type,
      activityId: activity.id,
      correct,
      fulfilled: true,
      variantKey: '__camel__',
      variant: {
        score: overall,
        audioScoreDetail: scoreDetail(response.score),
        ...(response.audioUri ? { storage: { uri: response.audioUri, kind: 2 as const } } : {}),
      },
      context,
      scoreReceipt: response.receipt,
    }),
  };
}

/** The score as the record keeps it: each word's pronunciation and phonemes; accuracy is the overall score. */
export function scoreDetail(score: ReadingScore): AudioScoreDetail {
  return {
    words: score.words.map((word) => ({ content: word.content, scores: { pronunciation: word.score.pronunciation }, phonemes: (word.syllable ?? []).flatMap((s) => s.phonemes) })),
    accuracy: score.score.overall,
    pronunciation: score.score.pronunciation,
    fluency: score.score.fluency,
  };
}
