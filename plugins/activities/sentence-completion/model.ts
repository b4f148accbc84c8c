import type { CompletionScore, NormalisedActivityBase, Stem } from '@core/domain';

/**
 * Fill the key words, then read the whole sentence (type 30). `refText` is the whole sentence the
 * scorer (scorer_type 4) compares the recording with.
 */
export interface SentenceCompletionActivity extends NormalisedActivityBase<30> {
  refText: string;
  stem: Stem & { hint?: string; deliteScorerId?: string };
}

/** `receipt`: the scoring socket's signed receipt of `score` (issue 31), sent beside the answer. */
export interface SentenceCompletionResponse { score: CompletionScore; audioUri?: string; receipt?: string }

/** The answer record's variant for sentence completion (spec 01 §3): the engine's score and the voice file's address. */
export interface SentenceCompletionAnswer {
  score: number;
  deliteScore: { telisScore: CompletionScore; kind?: 2; uri?: string };
}

/** comprehension.sentenceCompletion as served (CONTENT-FORMAT.md). */
export interface ServedSentenceCompletion {
  audioId?: string; pictureId?: string; hint?: string; refText: string; text?: string; deliteScorerId?: string;
}

// The answer record and the served comprehension learn this type's parts here (core/domain).
declare module '@core/domain' {
  interface AnswerVariants { sentenceCompletion: SentenceCompletionAnswer }
  interface ServedComprehension { sentenceCompletion?: ServedSentenceCompletion }
}
