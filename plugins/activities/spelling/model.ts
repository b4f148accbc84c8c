import type { NormalisedActivityBase, Stem } from '@core/domain';
import type { SpellingSegment } from './segments';

/** Listen and spell (type 33): the stem's segments, checked ones being the blanks. */
export interface SpellingActivity extends NormalisedActivityBase<33> {
  stem: Stem & { stems: SpellingSegment[] };
  /** How many blanks there are (checked segments). */
  blankCount: number;
}

/** One string per blank, in order. */
export interface SpellingResponse { inputs: string[] }

/** The answer record's variant for listen and spell (spec 01 §3): one typed text per blank. */
export interface SpellingAnswer { answer: { text: string; correct: boolean }[]; correct: boolean }

// The answer record and the served comprehension learn this type's parts here (core/domain).
declare module '@core/domain' {
  interface AnswerVariants { spelling: SpellingAnswer }
  interface ServedComprehension {
    spelling?: { audioId?: string; pictureId?: string; text?: string; stems: { text: string; checked: boolean }[] };
  }
}
