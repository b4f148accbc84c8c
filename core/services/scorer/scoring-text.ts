/**
 * What the scoring socket's header carries for each speech activity (spec 01 §7; docs/API.md "The
 * scoring socket"): oral reading sends the text to read with scorer_type 1; sentence completion sends
 * the whole sentence with its fill words in square brackets (`My [name] is Amy.`) with scorer_type 4,
 * so the engine scores them as fill words (word_score type 2) for the A test of spec 01 §5.
 */
import { ActivityType, ScorerType } from '../../domain';
import { RecorderMessages } from '../recorder';

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

/** Runs of two or more underscores (ASCII or full-width) are the gaps of the board's sentence. */
const GAP = /_{2,}|＿{2,}/u;
const BRACKETED = /\[[^\]]*\]/u;

/**
 * The sentence with its fill words bracketed. The words are found by laying the gapped sentence the
 * board shows (`My ____ is Amy.`) over the whole sentence; when that does not line up, by the hint's
 * words (comma-, slash- or 、-separated phrases); a sentence that already has brackets is kept as is.
 * With neither, the sentence goes unbracketed (every word then counts as a normal word).
 */
export function completionScoringText(refText: string, gapped?: string, hint?: string): string {
  const sentence = refText.trim();
  if (!sentence || BRACKETED.test(sentence)) return sentence;
  return (gapped && bracketByGaps(sentence, gapped)) ?? (hint && bracketByHint(sentence, hint)) ?? sentence;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal piece of the gapped sentence: case and spacing may differ from the whole sentence. */
const literal = (piece: string) => escapeRegExp(piece.trim()).replace(/\s+/g, '\\s+');

function bracketByGaps(sentence: string, gapped: string): string | undefined {
  const pieces = gapped.split(GAP);
  if (pieces.length < 2) return undefined;
  const pattern = pieces.map(literal).join('\\s*(.+?)\\s*');
  const match = new RegExp(`^\\s*${pattern}\\s*$`, 'iud').exec(sentence);
  if (!match?.indices) return undefined;
  let result = '';
  let at = 0;
  for (let group = 1; group < match.length; group++) {
    const [start, end] = match.indices[group]!;
    const words = sentence.slice(start, end).trim();
    if (!words) return undefined;
    result += `${sentence.slice(at, start)}[${words}]`;
    at = end;
  }
  return result + sentence.slice(at);
}

function bracketByHint(sentence: string, hint: string): string | undefined {
  const phrases = hint.split(/[,，/、;；|]+/u).map((p) => p.trim()).filter(Boolean);
  let result = sentence;
  let found = false;
  for (const phrase of phrases) {
    const pattern = new RegExp(`(?<![A-Za-z'])${literal(phrase)}(?![A-Za-z'])`, 'giu');
    for (const match of result.matchAll(pattern)) {
      const index = match.index;
      if (insideBrackets(result, index)) continue;
      result = `${result.slice(0, index)}[${match[0]}]${result.slice(index + match[0].length)}`;
      found = true;
      break;
    }
  }
  return found ? result : undefined;
}

function insideBrackets(text: string, index: number): boolean {
  const open = text.lastIndexOf('[', index);
  return open !== -1 && text.indexOf(']', open) >= index;
}
