/**
 * The after-class items of a homework as the server and the app both judge them (spec 01 §2, spec 02 §4):
 * the entries of groupHomework.tasks, which the spec does not show — ours are `{id, kind, title}` plus
 * `lessonId`/`sessionId` for external lessons (docs/API.md, "Homework items") — whether a submitted
 * task_result belongs to the homework, and when an item is done. The items' screen is the app's
 * (app/homework/child-items.ts).
 */
import { z } from '@core/content/zod';

/**
 * The items that report nothing to this server: external lessons (alix), spoken AI and writing. Every
 * other item is of a classroom task kind that works after class (its definition's afterClass facet,
 * handed to these rules as AfterClassRule).
 */
export const EXTERNAL_HOMEWORK_KINDS = ['alix', 'spokenAi', 'writing'] as const;
export type HomeworkTaskKind = string;

/**
 * An item as listed. A task kind's item carries its content under the kind's part (resourcePack,
 * readingTask, ...), kept as served: the kind's definition reads it.
 */
export const homeworkTaskEntrySchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  title: z.string(),
  lessonId: z.optional(z.string()),
  sessionId: z.optional(z.string()),
});
export type HomeworkTaskEntry = z.infer<typeof homeworkTaskEntrySchema>;

/**
 * How a task kind's item is done after class (TaskDefinition.afterClass): the item's kind, the key of
 * task_result its result comes under, and whether a stored result finishes it (any does by default).
 */
export interface AfterClassRule {
  homeworkKind: string;
  resultKey: string;
  isDone?(result: unknown): boolean;
}

/** Task entries the client does not know (a newer server) are skipped, not fatal. */
export function homeworkTaskEntries(tasks: readonly unknown[]): HomeworkTaskEntry[] {
  return tasks.flatMap((task) => {
    const parsed = homeworkTaskEntrySchema.safeParse(task);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Whether the app knows an item's kind: an external one, or a task kind that works after class. Others (a newer server's) are skipped. */
export const isKnownKind = (kind: string, rules: readonly AfterClassRule[]): boolean =>
  (EXTERNAL_HOMEWORK_KINDS as readonly string[]).includes(kind) || rules.some((rule) => rule.homeworkKind === kind);

/**
 * Why a submitted task_result does not belong to the homework (each result must name an item of the
 * homework of its own kind), or undefined when it does.
 */
export function taskResultMismatch(tasks: readonly unknown[], taskResult: Readonly<Record<string, { id: string } | undefined>>, rules: readonly AfterClassRule[]): string | undefined {
  const entries = homeworkTaskEntries(tasks);
  for (const [key, result] of Object.entries(taskResult)) {
    const rule = rules.find((candidate) => candidate.resultKey === key);
    if (!result) continue;
    if (!rule) return `body.task_result.${key}: no homework item kind has results under ${key}`;
    if (!entries.some((task) => task.id === result.id && task.kind === rule.homeworkKind)) return `body.task_result.${key}.id: "${result.id}" is not a ${rule.homeworkKind} item of this homework`;
  }
  return undefined;
}

/** An item is complete when a task result for it exists under its kind's key, and its kind counts it done (spec 02 §4). */
function hasTaskResult(taskResults: readonly unknown[] | undefined, taskId: string, rule: AfterClassRule): boolean {
  return (taskResults ?? []).some((result) => {
    const own = (result as Record<string, { id?: string } | undefined> | null)?.[rule.resultKey];
    return own?.id === taskId && (rule.isDone?.(own) ?? true);
  });
}

/**
 * Whether a task item is done. A task kind's item is, once its task result exists (spec 02 §4);
 * external lessons, spoken AI and writing report nothing to this server, so they never are — the demo
 * assigns none of them (issue 19, item 6).
 */
export function isTaskDone(task: HomeworkTaskEntry, taskResults: readonly unknown[] | undefined, rules: readonly AfterClassRule[]): boolean {
  const rule = rules.find((candidate) => candidate.homeworkKind === task.kind);
  return rule ? hasTaskResult(taskResults, task.id, rule) : false;
}

/** Every task item of the homework is done (true when it has none). The server finishes a homework only then. */
export const allTasksDone = (tasks: readonly unknown[], taskResults: readonly unknown[] | undefined, rules: readonly AfterClassRule[]): boolean =>
  homeworkTaskEntries(tasks).filter((task) => isKnownKind(task.kind, rules)).every((task) => isTaskDone(task, taskResults, rules));

