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

export const HOMEWORK_TASK_KINDS = ['alix', 'spokenAi', 'reading', 'resourcePack', 'writing'] as const;
export type HomeworkTaskKind = (typeof HOMEWORK_TASK_KINDS)[number];

export const homeworkTaskEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(HOMEWORK_TASK_KINDS),
  title: z.string(),
  lessonId: z.optional(z.string()),
  sessionId: z.optional(z.string()),
  /** An after-class resource pack's content (spec 02 §3 resourcePack), read by its task kind's definition. */
  resourcePack: z.optional(z.unknown()),
  /** An after-class reading item's content (spec 02 §3 readingTask). */
  readingTask: z.optional(z.unknown()),
});
export type HomeworkTaskEntry = z.infer<typeof homeworkTaskEntrySchema>;

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

/** The homework task kind each after-class task result is for (spec 01 task_result). */
export const TASK_RESULT_KINDS = { readingTaskResult: 'reading', resourcePackResult: 'resourcePack' } as const satisfies Record<string, HomeworkTaskKind>;

/**
 * Why a submitted task_result does not belong to the homework (it must name a task of the homework
 * of its own kind), or undefined when it does.
 */
export function taskResultMismatch(tasks: readonly unknown[], taskResult: Partial<Record<keyof typeof TASK_RESULT_KINDS, { id: string }>>): string | undefined {
  const entries = homeworkTaskEntries(tasks);
  for (const [key, kind] of Object.entries(TASK_RESULT_KINDS) as [keyof typeof TASK_RESULT_KINDS, HomeworkTaskKind][]) {
    const result = taskResult[key];
    if (result && !entries.some((task) => task.id === result.id && task.kind === kind)) return `body.task_result.${key}.id: "${result.id}" is not a ${kind} item of this homework`;
  }
  return undefined;
}

/** A reading or resource item is complete when a task result for it exists (spec 02 §4). */
function hasTaskResult(taskResults: readonly unknown[] | undefined, taskId: string): boolean {
  return (taskResults ?? []).some((result) => {
    const r = result as { readingTaskResult?: { id?: string }; resourcePackResult?: { id?: string } } | null;
    return r?.readingTaskResult?.id === taskId || r?.resourcePackResult?.id === taskId;
  });
}

/**
 * Whether a task item is done. Reading and resource packs are, once their task result exists (spec 02
 * §4); external lessons, spoken AI and writing report nothing to this server, so they never are — the
 * demo assigns none of them (issue 19, item 6).
 */
export function isTaskDone(task: HomeworkTaskEntry, taskResults: readonly unknown[] | undefined): boolean {
  return task.kind === 'reading' || task.kind === 'resourcePack' ? hasTaskResult(taskResults, task.id) : false;
}

/** Every task item of the homework is done (true when it has none). The server finishes a homework only then. */
export const allTasksDone = (tasks: readonly unknown[], taskResults: readonly unknown[] | undefined): boolean =>
  homeworkTaskEntries(tasks).every((task) => isTaskDone(task, taskResults));

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

export function childItems(homework: ChildHomework): ChildItem[] {
  const items: ChildItem[] = [];
  if ((homework.episodeActivities?.length ?? 0) > 0) {
    items.push({ key: 'sync', kind: 'sync', title: SYNC_PRACTICE_TITLE, done: isSyncPracticeDone(homework) });
  }
  for (const task of homeworkTaskEntries(homework.groupHomework.tasks)) {
    items.push({ key: task.id, kind: task.kind, title: task.title, done: isTaskDone(task, homework.taskResults), task });
  }
  return items;
}

export type ChildItemAction =
  | { type: 'navigate'; to: string }
  | { type: 'writing-upgrade' }
  | { type: 'external-lesson'; task: HomeworkTaskEntry };

export interface ChildItemContext {
  permissionCodes: readonly string[];
  deviceKind: string;
  appVersion: NativeAppVersion | undefined;
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
    case 'reading':
      // A finished reading opens its report (重新练习 from there reads it again).
      if (item.done) return { type: 'navigate', to: `/reading-task-report?homework=${id}${taskQuery}` };
      return { type: 'navigate', to: `/reading-task?isAfterClass=true&homework=${id}${taskQuery}` };
    case 'resourcePack':
      return { type: 'navigate', to: `/resource-pack-after?homework=${id}${taskQuery}` };
    case 'alix':
      return { type: 'external-lesson', task: item.task! };
  }
}
