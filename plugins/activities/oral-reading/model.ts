import type { AudioScoreDetail, NormalisedActivityBase, ReadingScore } from '@core/domain';

/** Read aloud (type 11): the student reads `spokenText`; the scorer grades the recording. */
export interface OralReadingActivity extends NormalisedActivityBase<11> {
  /** The text sent to the scorer (scorer_type 1). The board shows stem.text, which defaults to it. */
  spokenText: string;
}

/** The scorer's result for the recording, and where the uploaded voice file lives, if it was stored. */
/** `receipt`: the scoring socket's signed receipt of `score` (issue 31), sent beside the answer. */
export interface OralReadingResponse { score: ReadingScore; audioUri?: string; receipt?: string }

/** The answer record's variant for oral reading: the score, the word scores, and the uploaded voice file (kind 2: audio). */
export interface OralReadingAnswer { score: number; audioScoreDetail: AudioScoreDetail; storage?: { uri: string; kind: 2 } }

// The answer record and the served comprehension learn this type's parts here (core/domain).
declare module '@core/domain' {
  interface AnswerVariants { oralReading: OralReadingAnswer }
  interface ServedComprehension {
    oralReading?: { audioId?: string; pictureId?: string; spokenText: string; text?: string };
  }
}
