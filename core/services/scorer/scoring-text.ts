/**
 * What the scoring socket's header carries for each speech activity (spec 01 §7; docs/API.md "The
 * scoring socket"): oral reading sends the text to read with scorer_type 1; sentence completion sends
 * the whole sentence with its fill words in square brackets (`My [name] is Amy.`) with scorer_type 4,
 * so the engine scores them as fill words (word_score type 2) for the A test of spec 01 §5.
 */
import { ActivityType, ScorerType } from '../../domain';
import { RecorderMessages } from '../recorder';
import { completionScoringText } from '../../content/completion-text';

// The bracketing rule lives in core/content: the server reads the same text from the served activity (issue 31).
export { completionScoringText };

/** The parts of a normalised oral-reading (11) or sentence-completion (30) activity the header needs. */
export type SpeechActivity =
  | { type: typeof ActivityType.ORAL_READING; spokenText: string }
  | { type: typeof ActivityType.SENTENCE_COMPLETION; refText: string; stem: { text?: string; hint?: string } };

export interface ScoringText {
  text: string;
  scorerType: ScorerType;
}

/** The header's text and scorer type; throws '录音文本为空' when there is nothing to read. */
export function scoringTextFor(activity: SpeechActivity): ScoringText {
  const result =
    activity.type === ActivityType.ORAL_READING
      ? { text: activity.spokenText.trim(), scorerType: ScorerType.ORAL_READING }
      : { text: completionScoringText(activity.refText, activity.stem.text, activity.stem.hint), scorerType: ScorerType.SENTENCE_COMPLETION };
  if (!result.text) throw new Error(RecorderMessages.emptyText);
  return result;
}
