/**
 * 布置作业's pure half: the form's draft, what is wrong with it (each problem at its field, as the server's
 * check, assignHomeworkSchema, would find it), and the body it sends.
 */
import type { AssignHomework } from '@app/client/teacher-homework-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiMessages } from '@core/services/api/messages';
import { fromLocalInput } from './homework-times';
import { HomeworkText } from './strings';

export const HOMEWORK_TITLE_MAX = 200;
export const HOMEWORK_CLASSES_MAX = 20;
export const HOMEWORK_TASKS_MAX = 10;
/** The furthest ahead a homework may be assigned (the server's: a year). */
const YEAR_SEC = 366 * 24 * 3600;

export interface AssignDraft {
  title: string;
  classIds: string[];
  episodeIds: string[];
  libraryTaskIds: string[];
  /** Assigned now, or at `assignAt` (a datetime-local value). */
  assignNow: boolean;
  assignAt: string;
  dueAt: string;
}

/** The fields a problem can be at; `episodeIds` holds "pick at least one item" (where the server names it). */
export type AssignField = 'title' | 'classIds' | 'episodeIds' | 'libraryTaskIds' | 'assignAt' | 'dueAt';
export type AssignProblems = Partial<Record<AssignField, string>>;
/** The fields in the form's order. */
const FIELDS: readonly AssignField[] = ['title', 'classIds', 'episodeIds', 'libraryTaskIds', 'assignAt', 'dueAt'];

export const blankDraft = (classId: string): AssignDraft => ({ title: '', classIds: [classId], episodeIds: [], libraryTaskIds: [], assignNow: true, assignAt: '', dueAt: '' });

export function assignProblems(draft: AssignDraft, nowSec: number): AssignProblems {
  const problems: AssignProblems = {};
  const title = [...draft.title.trim()].length;
  if (title === 0) problems.title = HomeworkText.needTitle;
  else if (title > HOMEWORK_TITLE_MAX) problems.title = HomeworkText.titleTooLong(HOMEWORK_TITLE_MAX);
  if (draft.classIds.length === 0) problems.classIds = HomeworkText.needClass;
  else if (draft.classIds.length > HOMEWORK_CLASSES_MAX) problems.classIds = HomeworkText.tooManyClasses(HOMEWORK_CLASSES_MAX);
  if (draft.episodeIds.length + draft.libraryTaskIds.length === 0) problems.episodeIds = HomeworkText.needItem;
  if (draft.libraryTaskIds.length > HOMEWORK_TASKS_MAX) problems.libraryTaskIds = HomeworkText.tooManyTasks(HOMEWORK_TASKS_MAX);

  const assignAt = draft.assignNow ? nowSec : fromLocalInput(draft.assignAt);
  if (!draft.assignNow) {
    if (assignAt === undefined) problems.assignAt = HomeworkText.needAssignAt;
    // A minute's grace: the time typed a moment ago is not "past" yet.
    else if (assignAt < nowSec - 60) problems.assignAt = HomeworkText.assignAtPast;
    else if (assignAt > nowSec + YEAR_SEC) problems.assignAt = HomeworkText.assignAtTooFar;
  }
  const dueAt = fromLocalInput(draft.dueAt);
  if (dueAt === undefined) problems.dueAt = HomeworkText.needDue;
  else if (assignAt !== undefined && dueAt <= assignAt) problems.dueAt = HomeworkText.dueBeforeAssign;
  return problems;
}

/** The first field with a problem, in the form's order (to move the focus there), or undefined. */
export function firstProblemField(problems: AssignProblems): AssignField | undefined {
  return FIELDS.find((field) => problems[field] !== undefined);
}

/** The body of a draft without problems: "now" is left to the server (it assigns at its own clock). */
export function assignBody(draft: AssignDraft): AssignHomework {
  const assignAtSec = draft.assignNow ? undefined : fromLocalInput(draft.assignAt);
  return {
    title: draft.title.trim(),
    classIds: draft.classIds,
    episodeIds: draft.episodeIds,
    libraryTaskIds: draft.libraryTaskIds,
    ...(assignAtSec === undefined ? {} : { assignAtSec }),
    dueAtSec: fromLocalInput(draft.dueAt) ?? 0,
  };
}

/** The problem of a new due time: set, and after the homework's assign time. */
export function dueProblem(value: string, assignAtSec: number): string | undefined {
  const dueAt = fromLocalInput(value);
  if (dueAt === undefined) return HomeworkText.needDue;
  return dueAt <= assignAtSec ? HomeworkText.dueBeforeAssign : undefined;
}

const SERVER_FIELDS: Record<string, AssignField> = { assignAtSec: 'assignAt', dueAtSec: 'dueAt' };

/**
 * A refused 布置 as the form shows it: a 400 naming a field (`body.dueAtSec: ...`) at that field, anything
 * else above the buttons (`field` undefined). `retry`: no answer came (or the server failed), so the same
 * body may be sent again under the same Idempotency-Key.
 */
export function assignRefusal(error: unknown, words: (message: string) => string): { field: AssignField | undefined; message: string; retry: boolean } {
  if (!(error instanceof ApiError)) return { field: undefined, message: HomeworkText.assignFailed, retry: false };
  if (error.isNetworkError) return { field: undefined, message: ApiMessages.networkFailed, retry: true };
  if (error.status === 400) {
    const named = /^(?:body\.)?([A-Za-z]+)[^\s:]*: ([\s\S]*)$/.exec(error.message);
    const field = named ? (SERVER_FIELDS[named[1]!] ?? FIELDS.find((candidate) => candidate === named[1])) : undefined;
    return { field, message: words(field ? named![2]! : error.message), retry: false };
  }
  if (error.status === 403) return { field: 'classIds', message: HomeworkText.notYourClass, retry: false };
  return { field: undefined, message: HomeworkText.assignFailed, retry: (error.status ?? 0) >= 500 || error.status === 409 };
}
