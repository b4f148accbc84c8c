/**
 * A class's classroom history (issue 37): every task the teacher ran in the class, newest first, a page at a
 * time, each opening its results as the live view showed them at the end (GET …/tasks/{id}/live). The
 * console's 最近的任务 shows the latest ten; 全部课堂记录 pages through the rest. Teachers of the class only.
 *
 * The console (app/client/class-history-calls.ts) copies the path and reads the answer with the types below,
 * imported type-only.
 */
import { withDefault, z } from '@core/content/zod';
import type { ClassTask } from '@core/contract';

const TEACHER = '/api/v1/chronus/teacher';
export const ClassHistoryPaths = {
  /** GET ?before=<next of the page before>&limit=1..100 (30) → ClassHistoryPage. */
  history: (classId: string) => `${TEACHER}/classes/${encodeURIComponent(classId)}/history`,
} as const;

export const CLASS_HISTORY_PAGE = 30;

/** Where a page starts: after the task started at `startedAtSec` with id `groupTaskId`, as `<sec>.<id>`. */
const cursorPattern = /^\d{1,12}\.[\w-]{1,100}$/;
export const classHistoryQuerySchema = z.object({
  before: z.optional(z.string().check(z.regex(cursorPattern))),
  limit: withDefault(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100)), CLASS_HISTORY_PAGE),
});

/** A task as the history lists it: how many students took part (answered, voted, opened, joined a group's answer). */
export interface HistoryTask extends ClassTask { tookPart: number }

export interface ClassHistoryPage {
  studentCount: number;
  tasks: HistoryTask[];
  /** The `before` of the next page; null on the last. */
  next: string | null;
}

export const historyCursor = (task: Pick<ClassTask, 'startedAtSec' | 'groupTaskId'>) => `${task.startedAtSec}.${task.groupTaskId}`;

export function parseHistoryCursor(cursor: string): { startedAtSec: number; groupTaskId: string } {
  const dot = cursor.indexOf('.');
  return { startedAtSec: Number(cursor.slice(0, dot)), groupTaskId: cursor.slice(dot + 1) };
}
