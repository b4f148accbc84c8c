/**
 * Writing evaluation (type 1500): parse only. It has no grader (grading it raises 'no such type') and
 * no renderer, and the practice player leaves it out (inPlayer: false).
 */
import { UNKNOWN_ACTIVITY_TITLE, defineActivity, type ActivityTypes } from '@core/registry';
import type { WritingEvaluationActivity } from './model';
import { parseWritingEvaluation } from './parse';

declare module '@core/registry' {
  interface ActivityPluginMap {
    1500: ActivityTypes<WritingEvaluationActivity, never, never>;
  }
}

export const writingEvaluationPlugin = defineActivity({
  type: 1500,
  name: 'writing-evaluation',
  // Not a player type: the spec's table gives it no title of its own, so 'anything else' applies.
  title: () => UNKNOWN_ACTIVITY_TITLE,
  inPlayer: false,
  parse: parseWritingEvaluation,
  // Nothing a read-only page can show.
  shareView: () => null,
});

export type { WritingEvaluationActivity };
