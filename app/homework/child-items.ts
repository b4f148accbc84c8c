/**
 * The items inside one homework (/homework-child, spec 01 §2): the after-class synchronous practice
 * (the homework's own episodes), then the task items the kinds' afterClass rules know
 * (plugins/tasks/after-class.ts), and what tapping each does.
 */
import { homeworkTaskEntries, isKnownKind, isTaskDone, type AfterClassRule, type HomeworkTaskEntry, type HomeworkTaskKind } from '@plugins/tasks/after-class';
import { PermissionCode } from '@core/domain';
import { hasPermissions, canDoWriting, type NativeAppVersion } from '@app/account';
import { homeworkReportPath, isHomeworkFinished } from './list-rules';

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
