/**
 * What the teacher edits (the title, sharing, and the kind's task) and how it is kept on the device as a
 * draft and sent: pure, the hooks use it.
 */
import type { LibraryTaskWrite } from '@app/client/task-library-calls';
import type { EditedTask } from '@core/registry/task-plugin';
import { isNewTaskStart, type TaskEditorStart } from './editor-start';

export interface EditorValues { title: string; shared: boolean; task: EditedTask }

/** What the editor opens with: a blank task of the kind, or the task given. */
export function startValues(start: TaskEditorStart, blank: () => EditedTask): EditorValues {
  return isNewTaskStart(start) ? { title: '', shared: false, task: blank() } : { title: start.title, shared: start.shared, task: start.task };
}

/** Where a draft is kept: the teacher's own task by its id; a new task or a copy by its kind. */
export const draftTaskId = (start: TaskEditorStart): string => (!isNewTaskStart(start) && start.id !== undefined ? start.id : 'new');

export const sameValues = (a: EditorValues, b: EditorValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A draft read back from the device, or undefined when it is not one (an older shape, a hand edit). */
export function readDraft(value: unknown): EditorValues | undefined {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.shared !== 'boolean' || !isRecord(value.task)) return undefined;
  const { taskType, episodeIds, interactiveTask } = value.task;
  if (typeof taskType !== 'number') return undefined;
  if (episodeIds !== undefined && !(Array.isArray(episodeIds) && episodeIds.every((id) => typeof id === 'string'))) return undefined;
  if (interactiveTask !== undefined && !isRecord(interactiveTask)) return undefined;
  const task: EditedTask = { taskType, ...(episodeIds ? { episodeIds: episodeIds as string[] } : {}), ...(interactiveTask ? { interactiveTask } : {}) };
  return { title: value.title, shared: value.shared, task };
}

/** The save's body: the start call's task with its title, and whether the school's teachers see it. */
export function taskWriteOf({ title, shared, task }: EditorValues): LibraryTaskWrite {
  return { title: title.trim(), taskType: task.taskType, episodeIds: task.episodeIds ?? [], ...(task.interactiveTask ? { interactiveTask: task.interactiveTask } : {}), shared };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
