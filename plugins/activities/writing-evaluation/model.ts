import type { NormalisedActivityBase } from '@core/domain';

/** Writing evaluation (type 1500): parsed so lists can show it, excluded from the practice player. */
export interface WritingEvaluationActivity extends NormalisedActivityBase<1500> {
  /** comprehension.writingEvaluation, passed through untouched. */
  writingEvaluation: unknown;
}

declare module '@core/domain' {
  interface ServedComprehension {
    writingEvaluation?: unknown;
  }
}
