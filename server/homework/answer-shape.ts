/**
 * Each submitted answer must be an answer to its activity's type (issue 11, item 9): the one variant
 * of the answer record that type takes, in the shape its plugin defines (plugins/activities/
 * answer-definitions.ts, the pure half of the plugins). An oral reading "answered" as a choice, or
 * with two variants, is a 400 before anything is stored or graded. A well-formed answer is then judged
 * from the activity as served (issue 19, item 1): the `correct` flags the phone wrote are replaced by
 * the server's verdict, the one every count (accuracy, 错题, analysis) reads. A spoken answer's score is
 * believed only with the scoring socket's receipt of it (issue 31, item 7; scoring/receipt-check.ts).
 */
import type { ServedActivity } from '@core/domain';
import type { ActivityAnswerDefinition } from '@core/registry/answer-definition';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { badRequest } from '../http/http-error';
import { assertScoreReceipt, SEEDED_SCORES, type ReceiptCheck, type SpeechProof } from '../scoring/receipt-check';

/**
 * The answer checks over a list of activity definitions: the plugins' list in the server (below); a
 * test passes a list with a type the scaffold just wrote, to show the server takes its answers with
 * no edit here (scripts/lib/scaffold.test.ts).
 */
export function answerChecks(definitions: readonly ActivityAnswerDefinition[]) {
  const definitionOf = new Map(definitions.map((d) => [d.type, d]));
  /** Every variant key a registered type answers with: an answer must carry exactly its own type's. */
  const variantKeys = [...new Set(definitions.map((d) => d.answerVariant as string))];

  /** Throws a 400 naming `path` unless `answer` is an answer of the activity type `type`. */
  function assertAnswerFitsType(answer: Record<string, unknown>, type: number, path: string): void {
    const definition = definitionOf.get(type);
    if (!definition) throw badRequest(`${path}: activities of type ${type} take no answers here`);
    const carried = variantKeys.filter((key) => answer[key] !== undefined);
    if (carried.length !== 1 || carried[0] !== definition.answerVariant) {
      throw badRequest(`${path}: an answer to a type ${type} activity carries "${definition.answerVariant}" (this one carries ${carried.length ? carried.map((k) => `"${k}"`).join(', ') : 'none'})`);
    }
    const checked = definition.answerSchema.safeParse(answer[definition.answerVariant]);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw badRequest(`${path}.${definition.answerVariant}${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`);
    }
  }

  /**
   * The answer to `activity` checked (a 400 naming `path` when it does not fit the activity's type, or
   * when it claims a speech score without that score's receipt) and judged: whether it is right, and the
   * answer as stored, its variant's flags set to that verdict and the receipt dropped (it has done its
   * work). `stored`: the student's answer to this activity already stored, if any: the app sends a
   * homework's stored answers again with the new ones, and one whose score is the stored one needs no
   * receipt (it may be older than a receipt lives, or seeded).
   */
  function judgedAnswer<A extends Record<string, unknown>>(answer: A, activity: ServedActivity, path: string, proof: SpeechProof, stored?: Record<string, unknown>): { answer: A; correct: boolean } {
    assertAnswerFitsType(answer, activity.type, path);
    const definition = definitionOf.get(activity.type)!;
    const parsed = definition.answerSchema.parse(answer[definition.answerVariant]);
    if (proof !== SEEDED_SCORES) assertSpokenScore(definition, activity, parsed, answer, proof, path, stored);
    const { correct, variant } = definition.judge(activity, parsed);
    const { scoreReceipt: _receipt, ...kept } = answer;
    return { answer: { ...kept, [definition.answerVariant]: { ...(answer[definition.answerVariant] as object), ...(variant as object) } } as unknown as A, correct };
  }

  return { assertAnswerFitsType, judgedAnswer };
}

/** A spoken answer's score is believed only with the socket's receipt of its figures for the type's text. */
function assertSpokenScore(definition: ActivityAnswerDefinition, activity: ServedActivity, variant: unknown, answer: Record<string, unknown>, check: ReceiptCheck, path: string, stored: Record<string, unknown> | undefined): void {
  const speech = definition.speech;
  if (!speech) return;
  const figures = speech.figures(variant as never);
  const before = stored && definition.answerSchema.safeParse(stored[definition.answerVariant]);
  if (before?.success && speech.figures(before.data as never).canonical === figures.canonical) return;
  assertScoreReceipt(check, answer.scoreReceipt, { scorerType: speech.scorerType, text: speech.text(activity) ?? '', claim: { figures } }, `${path}.scoreReceipt`);
}

/** The checks over every activity type the plugins list. */
export const { assertAnswerFitsType, judgedAnswer } = answerChecks(activityAnswerDefinitions);
