/**
 * What the scoring socket's header carries for a spoken activity (spec 01 §7; docs/API.md "The scoring
 * socket"): the text the scorer compares the recording with and the scorer type, as the activity's
 * plugin declares them (its `speech` facet; issue 33). Oral reading sends the text to read with scorer
 * type 1; sentence completion the whole sentence with its fill words bracketed (`My [name] is Amy.`)
 * with scorer type 4.
 */
import type { ActivityRegistry } from '@core/registry';
import { RecorderMessages } from '@core/services/recorder';
import { activityRegistry } from './index';

export interface ScoringText {
  text: string;
  scorerType: 1 | 4;
}

/** The header's text and scorer type; throws '录音文本为空' when there is nothing to read. */
export function scoringTextFor<A extends { type: number }>(activity: A, registry: ActivityRegistry = activityRegistry): ScoringText {
  const speech = registry.speechOf(activity);
  if (!speech) throw new Error(`ActivityType ${activity.type} is not read aloud`);
  if (!speech.text) throw new Error(RecorderMessages.emptyText);
  return { text: speech.text, scorerType: speech.scorerType };
}
