/**
 * The items inside one homework (/homework-child, spec 01 §2). The after-class synchronous practice is
 * the homework's own episodes; the other kinds come from groupHomework.tasks, whose entries the spec
 * does not show — ours are `{id, kind, title}` plus `lessonId`/`sessionId` for external lessons
 * (docs/API.md, "Homework items").
 */
import { z } from '../content/zod';
import { hasPermissions, canDoWriting, type NativeAppVersion } from '../account';
import { PermissionCode } from '../domain';
import { homeworkReportPath, isHomeworkFinished } from './list-rules';

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

export type ChildItemKind = 'sync' | HomeworkTaskKind;

export interface ChildItem {
  key: string;
  kind: ChildItemKind;
  title: string;
  done: boolean;
  task?: HomeworkTaskEntry;
}

/** The part of a homework the items are read from. */
export interface ChildHomework {
  id: string;
  status: number;
  spokenComments?: { spokenComment: string }[];
  report?: { accuracy: number };
  taskResults?: unknown[];
  episodeActivities?: unknown[];
  /** The stored answers (the homework's detail has them; the list does not). */
  answers?: readonly { activityId: string }[];
  groupHomework: { id: string; title: string; tasks: unknown[] };
  studentId: string;
}

/** The label of the synchronous practice item (spec 01 §2). */
export const SYNC_PRACTICE_TITLE = '课后同步练习';

/** Task entries the client does not know (a newer server) are skipped, not fatal. */
export function homeworkTaskEntries(tasks: readonly unknown[]): HomeworkTaskEntry[] {
  return tasks.flatMap((task) => {
    const parsed = homeworkTaskEntrySchema.safeParse(task);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Whether the app knows an item's kind: an external one, or a task kind that works after class. Others (a newer server's) are skipped. */
const isKnownKind = (kind: string, rules: readonly AfterClassRule[]): boolean =>
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

/**
 * The synchronous practice is done when every activity of its episodes has an answer. The homework's
 * own status also waits for its other items, so it cannot tell; without the answers (a list summary),
 * the status is all there is.
 */
export function isSyncPracticeDone(homework: ChildHomework): boolean {
  if (!homework.answers) return isHomeworkFinished(homework);
  const answered = new Set(homework.answers.map((a) => a.activityId));
  const activities = (homework.episodeActivities ?? []).flatMap((e) => (e as { activities?: { id: string }[] }).activities ?? []);
  return activities.length > 0 && activities.every((a) => answered.has(a.id));
}

export function childItems(homework: ChildHomework, rules: readonly AfterClassRule[]): ChildItem[] {
  const items: ChildItem[] = [];
  if ((homework.episodeActivities?.length ?? 0) > 0) {
    items.push({ key: 'sync', kind: 'sync', title: SYNC_PRACTICE_TITLE, done: isSyncPracticeDone(homework) });
  }
  for (const task of homeworkTaskEntries(homework.groupHomework.tasks).filter((entry) => isKnownKind(entry.kind, rules))) {
    items.push({ key: task.id, kind: task.kind, title: task.title, done: isTaskDone(task, homework.taskResults, rules), task });
  }
  return items;
}

export type ChildItemAction =
  | { type: 'navigate'; to: string }
  | { type: 'writing-upgrade' }
  | { type: 'external-lesson'; task: HomeworkTaskEntry }
  /** An item of a kind this app does not know (a newer server's): nothing to open. */
  | { type: 'none' };

export interface ChildItemContext {
  permissionCodes: readonly string[];
  deviceKind: string;
  appVersion: NativeAppVersion | undefined;
  /** Where an item of a task kind opens after class (the kind's plugin says), or undefined for a kind the app does not know. */
  afterClassPath(homeworkKind: string, item: { homeworkId: string; taskId: string; done: boolean }): string | undefined;
}

/** What tapping an item does (spec 01 §2 "Homework child screen"). */
export function childItemAction(homework: ChildHomework, item: ChildItem, context: ChildItemContext): ChildItemAction {
  const id = encodeURIComponent(homework.id);
  const taskQuery = item.task ? `&taskId=${encodeURIComponent(item.task.id)}` : '';
  switch (item.kind) {
    case 'sync':
      if (!item.done) return { type: 'navigate', to: `/pt?homework=${id}&type=homework` };
      if (hasPermissions(context.permissionCodes, PermissionCode.AFTERSCHOOL_REPORT_STUDENT)) return { type: 'navigate', to: homeworkReportPath(homework.id) };
      return { type: 'navigate', to: `/report?homework=${id}&type=homework&accuracy=${homework.report?.accuracy ?? 0}` };
    case 'writing':
      return canDoWriting(context.deviceKind, context.appVersion) ? { type: 'navigate', to: `/ai-write-evaluate?homework=${id}${taskQuery}` } : { type: 'writing-upgrade' };
    case 'spokenAi':
      return { type: 'navigate', to: `/ai-stt-generate?homework=${id}${taskQuery}` };
    case 'alix':
      return { type: 'external-lesson', task: item.task! };
  }
  const to = item.task && context.afterClassPath(item.kind, { homeworkId: homework.id, taskId: item.task.id, done: item.done });
  return to ? { type: 'navigate', to } : { type: 'none' };
}
