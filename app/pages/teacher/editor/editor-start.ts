/**
 * What the console opens its task editor with (issue 36), apart from the editor itself so the library can
 * name it without loading the editor's chunk.
 */
import type { LibraryTask } from '@core/contract';
import type { EditedTask } from '@core/registry/task-plugin';

/** A new task of a kind: a task plugin's kind ('vote', 'drag-drop'...), or 'exercise'. */
export interface NewTaskStart { kind: string }
/**
 * A task to edit: with its id when it is the teacher's own (saved with PUT), without (a duplicate, or a
 * copy of a shared or a pack's task: saved with POST as a new task).
 */
export interface EditTaskStart { id?: string; title: string; task: EditedTask; shared: boolean }
export type TaskEditorStart = NewTaskStart | EditTaskStart;

export interface TaskEditorPanelProps {
  /** A new task of a kind ('vote', 'drag-drop'... a task plugin's kind, or 'exercise'), or a task to edit: with its id when it is the teacher's own (saved with PUT), without (a duplicate or a copy of a shared/pack task: saved with POST). */
  start: TaskEditorStart;
  onSaved(task: LibraryTask): void;
  onClose(): void;
  /**
   * The class whose library the editor lists where a kind picks tasks from it (an optional task's items):
   * the library call is asked per class. Without it, the teacher's first class.
   */
  classId?: string;
}

/** The kind of an exercise: it has no task plugin, the console edits it itself. */
export const EXERCISE_KIND = 'exercise';

export const isNewTaskStart = (start: TaskEditorStart): start is NewTaskStart => 'kind' in start;
