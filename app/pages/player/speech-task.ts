/** What the record button of a spoken activity needs: the scoring text, the scorer type, the time-out. */
import type { ExerciseKind } from '@core/domain';
import type { ActivityRegistry, AnyActivityModel } from '@core/registry';
import { recordingTimeoutMs } from '@core/services/recorder';
import { activityRegistry } from '@plugins/activities';
import type { SpeechTask } from './use-speech';

/**
 * The speech task of an activity, or undefined for the types without a record button: asked of the
 * type's speech facet, so a new spoken type needs no edit here (issue 33).
 */
export function speechTaskFor(model: AnyActivityModel, kind: ExerciseKind, registry: ActivityRegistry = activityRegistry): SpeechTask | undefined {
  const speech = registry.speechOf(model);
  if (!speech) return undefined;
  // An empty text ('录音文本为空') still shows the record button; tapping it reports the empty text.
  // Milliseconds throughout: the served duration and the normalised stem's (README).
  return { text: speech.text, scorerType: speech.scorerType, timeoutMs: recordingTimeoutMs(model.stem.duration), playBack: kind === 'homework' };
}
