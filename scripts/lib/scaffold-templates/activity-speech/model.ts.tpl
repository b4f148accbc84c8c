/**
 * 1. The types of the __FOLDER__ activity (type __TYPE__), a spoken type: the student reads `readText`
 *    aloud and the scoring socket (scorer type 1) scores the recording. Change the model to what your
 *    renderer needs; the response is what the player's record flow hands the grader.
 */
import type { AudioScoreDetail, NormalisedActivityBase, ReadingScore } from '@core/domain';

/** The normalised activity: the shared fields plus the text to read. */
export interface __Pascal__Activity extends NormalisedActivityBase<__TYPE__> {
  readText: string;
}

/** The scorer's result, where the uploaded recording lives, and the socket's signed receipt of the score. */
export interface __Pascal__Response { score: ReadingScore; audioUri?: string; receipt?: string }

/** The per-type part of the answer record (data.__camel__), as submitted to the server. */
export interface __Pascal__Answer { score: number; audioScoreDetail: AudioScoreDetail; storage?: { uri: string; kind: 2 } }

// The answer record learns the new variant here, so buildAnswerRecord accepts it with its type.
declare module '@core/domain' {
  interface AnswerVariants {
    __camel__: __Pascal__Answer;
  }
}
