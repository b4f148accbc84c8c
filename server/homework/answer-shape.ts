/**
 * Each submitted answer must be an answer to its activity's type (issue 11, item 9): the one variant
 * of the answer record that type takes, in the shape its plugin defines (plugins/activities/
 * answer-definitions.ts, the pure half of the plugins). An oral reading "answered" as a choice, or
 * with two variants, is a 400 before anything is stored or graded. A well-formed answer is then judged
 * from the activity as served (issue 19, item 1): the `correct` flags the phone wrote are replaced by
 * the server's verdict, the one every count (accuracy, 错题, analysis) reads.
 */
import type { ServedActivity } from '@core/domain';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { badRequest } from '../http/http-error';

const definitionOf = new Map(activityAnswerDefinitions.map((d) => [d.type, d]));
/** Every variant key a registered type answers with: an answer must carry exactly its own type's. */
const VARIANT_KEYS = [...new Set(activityAnswerDefinitions.map((d) => d.answerVariant))];

/** Throws a 400 naming `path` unless `answer` is an answer of the activity type `type`. */
export function assertAnswerFitsType(answer: Record<string, unknown>, type: number, path: string): void {
  const definition = definitionOf.get(type);
  if (!definition) throw badRequest(`${path}: activities of type ${type} take no answers here`);
  const carried = VARIANT_KEYS.filter((key) => answer[key] !== undefined);
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
 * The answer to `activity` checked (a 400 naming `path` when it does not fit the activity's type) and
 * judged: whether it is right, and the answer as stored, its variant's flags set to that verdict.
 */
export function judgedAnswer<A extends Record<string, unknown>>(answer: A, activity: ServedActivity, path: string): { answer: A; correct: boolean } {
  assertAnswerFitsType(answer, activity.type, path);
  const definition = definitionOf.get(activity.type)!;
  const { correct, variant } = definition.judge(activity, definition.answerSchema.parse(answer[definition.answerVariant]));
  return { answer: { ...answer, [definition.answerVariant]: { ...(answer[definition.answerVariant] as object), ...(variant as object) } }, correct };
}
