/** What the record button of a speech activity needs: the scoring text, the scorer type, the time-out. */
import type { ExerciseKind } from '@core/domain';
import type { AnyActivityModel } from '@core/registry';
import { recordingTimeoutMs } from '@core/services/recorder';
import { scoringTextFor } from '@core/services/scorer/scoring-text';
import type { SpeechTask } from './use-speech';

/** The speech task of an activity, or undefined for the types without a record button. */
export function speechTaskFor(model: AnyActivityModel, kind: ExerciseKind): SpeechTask | undefined {
  if (model.type !== 11 && model.type !== 30) return undefined;
  let scoring: { text: string; scorerType: number };
  try {
    scoring = scoringTextFor(model as never);
  } catch {
    // '录音文本为空': the record button still shows; tapping it reports the empty text.
    scoring = { text: '', scorerType: model.type === 11 ? 1 : 4 };
  }
  // Milliseconds throughout: the served duration and the normalised stem's (README).
  return { text: scoring.text, scorerType: scoring.scorerType as 1 | 4, timeoutMs: recordingTimeoutMs(model.stem.duration), playBack: kind === 'homework' };
}
