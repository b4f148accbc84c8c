import { WEAK_WORD_BELOW } from '@plugins/activities/weak-words';
import type { SpeechAnswerFacet } from '@core/registry/answer-definition';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';

/** A stored answer: the record's data, one variant of which is its type's. */
export type StoredAnswer = Record<string, unknown>;

const spokenDefinitions = activityAnswerDefinitions.filter((d) => d.speech);

/**
 * The spoken variant of each answer with its type's speech facet (the plugins' definitions; issue 33),
 * skipping a variant that does not fit its schema (a row older than the schema).
 */
function spokenVariants(answers: readonly StoredAnswer[]): { speech: SpeechAnswerFacet<never>; variant: never }[] {
  return answers.flatMap((answer) =>
    spokenDefinitions.flatMap((definition) => {
      const checked = answer[definition.answerVariant] !== undefined ? definition.answerSchema.safeParse(answer[definition.answerVariant]) : undefined;
      return checked?.success ? [{ speech: definition.speech as SpeechAnswerFacet<never>, variant: checked.data as never }] : [];
    }),
  );
}

/** The words read aloud in some answers, with their pronunciation scores, where their types say them. */
export function spokenWordScores(answers: readonly StoredAnswer[]): { word: string; score: number }[] {
  return spokenVariants(answers).flatMap(({ speech, variant }) => speech.spokenWords?.(variant) ?? []);
}

/** The overall scores of the spoken answers among some answers. */
export function speechScoresOf(answers: readonly StoredAnswer[]): number[] {
  return spokenVariants(answers).map(({ speech, variant }) => speech.score(variant));
}

/**
 * The spoken comment a finished homework gets, from its speech scores (spec 01 §3: finished needs one).
 * It never praises the reading as excellent while the report lists words to practise (a word under
 * WEAK_WORD_BELOW) beneath it (issue 32, item 25).
 */
export function spokenCommentFor(speechScores: readonly number[], wordScores: readonly { score: number }[] = []): string {
  if (speechScores.length === 0) return '作业已完成，继续加油！';
  const average = speechScores.reduce((sum, s) => sum + s, 0) / speechScores.length;
  const weakWords = wordScores.some((w) => w.score < WEAK_WORD_BELOW);
  if (average >= 85 && !weakWords) return '朗读非常棒，发音清晰流利！';
  if (average >= 70) return '朗读不错，注意个别单词的发音。';
  return '多听多读，大声跟读录音，下次会更好！';
}
