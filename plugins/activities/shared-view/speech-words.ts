/**
 * Pure rules of the speech renderers (oral reading 11, sentence completion 30): the record button's
 * label, the level badge, the word tones of the two views and the word-detail tier text, and the
 * alignment of scored words with the sentence as written. No React, no DOM.
 */
import { AnswerStatus, RecordStatus, type RecordLevel } from '@core/domain';
import { pronunciationTier, readOnlyWordTier, resultWordColour, type PronunciationTier } from '@core/grading/speech';
import { ViewText } from './strings';

/** What the record button reads. '重新朗读' only in INIT, and only where the type asks for it (30). */
export function recordButtonLabel(status: RecordStatus, rereadLabel: boolean): string {
  if (status === RecordStatus.RECORDING) return ViewText.recording;
  if (status === RecordStatus.PLAYING) return ViewText.playing;
  return rereadLabel ? ViewText.reread : ViewText.recordStart;
}

/** What the record button's live region says in a state: nothing while it waits for a tap. */
export function recordAnnouncement(status: RecordStatus, scoring: boolean): string {
  if (status === RecordStatus.RECORDING) return ViewText.announceRecording;
  if (status === RecordStatus.PLAYING) return ViewText.announcePlaying;
  return scoring ? ViewText.announceScoring : '';
}

export interface BadgeView { status: AnswerStatus; stars: 1 | 2 | 3; label: string }

/** The level badge after a score: bad is NOT_BAD with one star, good GOOD with two, perfect PERFECT with three. */
export function badgeView(level: RecordLevel): BadgeView {
  switch (level) {
    case 'perfect':
      return { status: AnswerStatus.PERFECT, stars: 3, label: ViewText.badgePerfect };
    case 'good':
      return { status: AnswerStatus.GOOD, stars: 2, label: ViewText.badgeGood };
    default:
      return { status: AnswerStatus.NOT_BAD, stars: 1, label: ViewText.badgeNotBad };
  }
}

/**
 * Which of the two colour rules a scored word follows: right after scoring, the result view
 * (resultWordColour: >= 80 great, 60-79 normal, < 60 bad); in read-only review, the read-only view
 * (readOnlyWordTier: > 80 good, > 60 and <= 80 neutral, else poor). Both rules live in
 * core/grading/speech.ts; this only picks one. The tone is also the word's CSS modifier.
 */
export type WordView = 'result' | 'readOnly';
export function wordTone(score: number, view: WordView): string {
  return view === 'readOnly' ? readOnlyWordTier(score) : resultWordColour(score);
}

const TIER_TEXT: Record<PronunciationTier, string> = {
  niceTry: ViewText.tierNiceTry,
  good: ViewText.tierGood,
  excellent: ViewText.tierExcellent,
  perfect: ViewText.tierPerfect,
};

/** The word detail's tier text: 继续加油 under 60, 良好 60-79, 优秀 80-89, 完美 90 and above. */
export const tierText = (score: number): string => TIER_TEXT[pronunciationTier(score)];

/** A piece of the sentence as shown: plain text, or a word the scorer scored (its index in the score). */
export type AlignedPiece = { text: string; wordIndex?: number };

const WORD = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g;
/** How many scored words a written word may skip ahead over to find its match (the scorer may drop or add one). */
const LOOK_AHEAD = 3;
const normalise = (word: string) => word.toLowerCase().replace(/’/g, "'").replace(/[^a-z0-9']/g, '');

/**
 * Lays the scored words over the sentence as written, so punctuation and spacing stay: each written
 * word takes the next scored word with the same letters (case and curly apostrophes ignored), looking
 * a few words ahead; a written word with no match stays plain text. Unless every scored word found
 * its place (a sentence the scorer split differently), the scored words are shown on their own,
 * separated by spaces, so no score is ever hidden behind the written text.
 */
export function alignScoredWords(text: string, scored: readonly string[]): AlignedPiece[] {
  const pieces: AlignedPiece[] = [];
  let cursor = 0;
  let textAt = 0;
  let matched = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const token = match[0];
    let found = -1;
    for (let j = cursor; j < Math.min(scored.length, cursor + LOOK_AHEAD + 1); j++) {
      if (normalise(scored[j] ?? '') === normalise(token)) {
        found = j;
        break;
      }
    }
    if (found < 0) continue;
    if (start > textAt) pieces.push({ text: text.slice(textAt, start) });
    pieces.push({ text: token, wordIndex: found });
    textAt = start + token.length;
    cursor = found + 1;
    matched++;
  }
  if (matched < scored.length) {
    return scored.flatMap((word, wordIndex) => (wordIndex === 0 ? [{ text: word, wordIndex }] : [{ text: ' ' }, { text: word, wordIndex }]));
  }
  if (textAt < text.length) pieces.push({ text: text.slice(textAt) });
  return mergeText(pieces);
}

/** Adjacent plain pieces joined, so the output is as short as it can be. */
function mergeText(pieces: AlignedPiece[]): AlignedPiece[] {
  const out: AlignedPiece[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last && last.wordIndex === undefined && piece.wordIndex === undefined) last.text += piece.text;
    else out.push({ ...piece });
  }
  return out;
}
