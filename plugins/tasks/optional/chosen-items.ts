/**
 * The optional task as its editor holds it (issue 36): the items of `interactiveTask.selfSelected`, each
 * made from a task of the teacher's library exactly as the definition expects an item: its id and
 * title, and an originalTask of the item kind's originalTaskType carrying that kind's part, as stored.
 * Which kinds can be items comes from the definitions (their optionalItem facet): this file names none.
 */
import type { LibraryTask } from '@core/contract';
import type { EditedTask, TaskDefinition } from '@core/registry/task-plugin';
import { OptionalEditorText } from './strings';

/** An optional task offers a student this many items to choose from (issue 36). */
export const MIN_ITEMS = 2;
export const MAX_ITEMS = 6;
export const SELF_SELECTED_PATH = 'interactiveTask.selfSelected';
export const ITEMS_PATH = `${SELF_SELECTED_PATH}.tasks`;

export interface ChosenItem { taskId: string; title: string; originalTask: { taskType: number } & Record<string, unknown> }

/** A kind that can be an item: the originalTaskType it is stored with, and the key of its part. */
export interface ItemKind { kind: string; originalTaskType: number; partKey: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function itemKindsOf(definitions: readonly TaskDefinition[]): ItemKind[] {
  return definitions.flatMap((definition) => (definition.optionalItem && definition.part ? [{ kind: definition.kind, originalTaskType: definition.optionalItem.originalTaskType, partKey: definition.part.key }] : []));
}

/** The library task as an item, or undefined when its kind cannot be one (or it lacks its part). */
export function itemOfLibraryTask(task: LibraryTask, kinds: readonly ItemKind[]): ChosenItem | undefined {
  const kind = kinds.find((candidate) => candidate.kind === task.kind);
  const part = kind && isRecord(task.interactiveTask) ? task.interactiveTask[kind.partKey] : undefined;
  if (!kind || part === undefined) return undefined;
  return { taskId: task.id, title: task.title, originalTask: { taskType: kind.originalTaskType, [kind.partKey]: part } };
}

/** The kind of a chosen item, by its originalTask's type. */
export const kindOfItem = (item: ChosenItem, kinds: readonly ItemKind[]): string | undefined => kinds.find((kind) => kind.originalTaskType === item.originalTask.taskType)?.kind;

/** The items of the task being edited, read leniently (a draft may be half made). */
export function chosenItemsOf(task: EditedTask): ChosenItem[] {
  const part = task.interactiveTask?.selfSelected;
  const items = isRecord(part) && Array.isArray(part.tasks) ? part.tasks : [];
  return items.filter(isRecord).map((item) => ({
    taskId: typeof item.taskId === 'string' ? item.taskId : '',
    title: typeof item.title === 'string' ? item.title : '',
    originalTask: isRecord(item.originalTask) ? { ...item.originalTask, taskType: Number(item.originalTask.taskType) } : { taskType: 0 },
  }));
}

/** The task with these items, keeping the optional task's own id if it has one. */
export function withChosenItems(task: EditedTask, items: ChosenItem[]): EditedTask {
  const part = task.interactiveTask?.selfSelected;
  return { ...task, interactiveTask: { ...task.interactiveTask, selfSelected: { ...(isRecord(part) ? part : {}), tasks: items } } };
}

/** Why this many items is not an optional task's (2–6), or undefined. */
export function countProblem(count: number): string | undefined {
  if (count < MIN_ITEMS) return OptionalEditorText.tooFew(count);
  if (count > MAX_ITEMS) return OptionalEditorText.tooMany(count);
  return undefined;
}

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}
