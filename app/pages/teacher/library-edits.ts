/** A library task as the editor opens it (编辑, 复制) and as 共享 saves it back (issue 36). */
import type { LibraryTask } from '@core/contract';
import type { EditedTask } from '@core/registry/task-plugin';
import type { LibraryTaskWrite } from '@app/client/task-library-calls';
import type { TaskEditorStart as EditorStart } from './editor/editor-start';

/** The task's body without its title: what a kind's editor edits. */
export function editedTaskOf(task: LibraryTask): EditedTask {
  const interactive = task.interactiveTask;
  const isRecord = typeof interactive === 'object' && interactive !== null && !Array.isArray(interactive);
  return { taskType: task.taskType, episodeIds: task.episodeIds, ...(isRecord ? { interactiveTask: interactive as Record<string, unknown> } : {}) };
}

/** 编辑: the teacher's own task, saved over itself. */
export const editStartOf = (task: LibraryTask): EditorStart => ({ id: task.id, title: task.title, task: editedTaskOf(task), shared: task.shared ?? false });

/** 复制: a new task of the teacher's own, not shared until they share it (a copy of a shared task would otherwise show twice in the school's list). */
export const copyStartOf = (task: LibraryTask, copySuffix: string): EditorStart => ({ title: `${task.title}${copySuffix}`, task: editedTaskOf(task), shared: false });

/** The whole task as saved, with its sharing set (the save call takes the whole body, not a patch). */
export const withSharing = (task: LibraryTask, shared: boolean): LibraryTaskWrite => ({ title: task.title, ...editedTaskOf(task), shared });
