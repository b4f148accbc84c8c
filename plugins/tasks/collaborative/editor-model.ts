/**
 * The collaborative editor's changes to a draft (issue 36), as pure functions: the draft is the stored
 * body `{ taskType: 5, interactiveTask: { collaborativeLearning } }` (plugins/tasks/task-body.ts), and
 * every change gives a new part. Identifiers and option keys are the editor's to make, never typed:
 * answers name their assignment and role by identifier, and a choice by its key, shown to the student
 * as "A. a dog", so the keys follow the options' order.
 */
import { TaskType } from '@core/domain';
import type { EditedTask } from '@core/registry/task-plugin';
import { AnswerType, SELF_GROUPING_MODE, type Assignment, type Role } from './grouping';

export interface CollaborativePart { groupMode?: number; assignments: Assignment[] }

/** Where a field's problems are: paths in the served task, which carries the part beside interactiveTask. */
export const PART_PATH = 'collaborativeLearning';
export const assignmentPath = (a: number) => `${PART_PATH}.assignments[${a}]`;
export const rolePath = (a: number, r: number) => `${assignmentPath(a)}.roles[${r}]`;

/** The part in a draft; a draft that has none yet reads as a task with no assignments. */
export function partOf(task: EditedTask): CollaborativePart {
  const part = task.interactiveTask?.collaborativeLearning as Partial<CollaborativePart> | undefined;
  return { ...part, assignments: Array.isArray(part?.assignments) ? part.assignments : [] };
}

export const withPart = (task: EditedTask, part: CollaborativePart): EditedTask => ({ ...task, taskType: TaskType.COLLABORATIVE_LEARNING, interactiveTask: { collaborativeLearning: part } });

/** The first of prefix1, prefix2 ... that none of `taken` has. */
export function freeIdentifier(prefix: string, taken: readonly { identifier: string }[]): string {
  const used = new Set(taken.map((item) => item.identifier));
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

export const newRole = (roles: readonly Role[]): Role => ({ identifier: freeIdentifier('r', roles), answerTypes: [AnswerType.TEXT] });
export const newAssignment = (assignments: readonly Assignment[]): Assignment => ({ identifier: freeIdentifier('a', assignments), name: '', roles: [newRole([])] });

/** A new task: self-grouping, one assignment with one role that answers in text. Its empty name is still to write. */
export const blankPart = (): CollaborativePart => ({ groupMode: SELF_GROUPING_MODE, assignments: [newAssignment([])] });

/** The list with the item at `from` moved to `to` (both inside the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

export const replaced = <T>(list: readonly T[], index: number, item: T): T[] => list.map((old, i) => (i === index ? item : old));
export const removed = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A..L: an option's key is its place. */
export const optionKey = (index: number) => String.fromCharCode(65 + index);
export const relettered = (texts: readonly string[]) => texts.map((text, index) => ({ key: optionKey(index), text }));

/** An optional text: an empty one is left out, as the stored tasks do. */
export const withText = <T extends object>(item: T, key: keyof T & string, text: string): T => (text === '' ? withoutKey(item, key) : { ...item, [key]: text });

/**
 * The role taking (or no longer taking) an answer type. A choice comes with two empty options to fill, a
 * recording with its text to read; unticking either drops what went with it, so nothing hidden stays to
 * be saved or refused.
 */
export function withAnswerType(role: Role, type: AnswerType, takes: boolean): Role {
  const current = role.answerTypes ?? [AnswerType.TEXT];
  const answerTypes = takes ? [...new Set([...current, type])].toSorted((x, y) => x - y) : current.filter((t) => t !== type);
  let next: Role = { ...role, answerTypes };
  if (type === AnswerType.CHOICE) next = takes ? { ...next, options: role.options?.length ? role.options : relettered(['', '']) } : withoutKey(next, 'options');
  if (type === AnswerType.RECORDING && !takes) next = withoutKey(next, 'refText');
  return next;
}

function withoutKey<T extends object>(item: T, key: keyof T): T {
  const { [key]: _dropped, ...rest } = item;
  return rest as T;
}
