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
