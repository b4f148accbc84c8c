import type { NormalisedActivityBase, SpellingSegment, Stem } from '@core/domain';

/** Listen and spell (type 33): the stem's segments, checked ones being the blanks. */
export interface SpellingActivity extends NormalisedActivityBase<33> {
  stem: Stem & { stems: SpellingSegment[] };
  /** How many blanks there are (checked segments). */
  blankCount: number;
}

/** One string per blank, in order. */
export interface SpellingResponse { inputs: string[] }
