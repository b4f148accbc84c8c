/**
 * What the host needs of a task's kind to edit it: its editor (the plugin's loadEditor, or the console's
 * own for an exercise, which has no plugin), the check of every change, and its preview with the model
 * the preview shows. Loaded when the editor opens, from the app's task registry.
 */
import type { ComponentType } from 'react';
import { TaskType } from '@core/domain';
import type { EditedTask, EditorProblem, TaskDefinition, TaskEditorProps } from '@core/registry/task-plugin';
import { taskRegistry } from '@plugins/tasks';
import { servedOf } from '@plugins/tasks/task-body';
import { EXERCISE_KIND, isNewTaskStart, type TaskEditorStart } from './editor-start';
import { exerciseProblem, kindProblem } from './editor-problems';
import { EditorText } from './strings';

export interface KindModules {
  kind: string;
  /** The kind's name for the heading: 投票, 课堂练习... */
  title: string;
  blank(): EditedTask;
  Editor: ComponentType<TaskEditorProps>;
  /** The task's first problem (a definition stops at the first), or undefined when it may be saved. */
  check(task: EditedTask): EditorProblem | undefined;
  /** The model the preview shows, or undefined while the task does not parse. */
  modelOf(task: EditedTask): { model: unknown } | undefined;
  Preview?: ComponentType<{ task: unknown }> | undefined;
}

/** The kind's modules, or its title alone when it has no editor yet (这类任务暂不支持编辑). */
export type LoadedKind = { editable: true; modules: KindModules } | { editable: false; title: string };

export async function loadKind(start: TaskEditorStart): Promise<LoadedKind> {
  const kind = isNewTaskStart(start) ? start.kind : await kindOf(start.task);
  if (kind === EXERCISE_KIND) return { editable: true, modules: await exerciseModules() };
  const plugin = kind !== undefined && taskRegistry.has(kind) ? taskRegistry.anyPlugin(kind) : undefined;
  if (!plugin?.loadEditor) return { editable: false, title: plugin?.title ?? '' };
  const [definition, editor, Preview] = await Promise.all([plugin.loadDefinition(), plugin.loadEditor(), plugin.loadPreview?.()]);
  return {
    editable: true,
    modules: {
      kind: plugin.kind,
      title: plugin.title,
      blank: editor.blank,
      Editor: editor.Editor,
      // The definition's check first (the server's), then the editor's own rules (an optional task's 2–6 items).
      check: (task) => kindProblem(task, definition) ?? editor.check?.(task)[0],
      modelOf: (task) => modelOf(definition, task),
      Preview: Preview as ComponentType<{ task: unknown }> | undefined,
    },
  };
}

/** The kind of a task to edit: an exercise by its type, any other by the definition that recognises it. */
async function kindOf(task: EditedTask): Promise<string | undefined> {
  if (task.taskType === TaskType.EXERCISE) return EXERCISE_KIND;
  return (await taskRegistry.definitionOf(servedOf(task.taskType, task.interactiveTask)))?.kind;
}

function modelOf(definition: TaskDefinition, task: EditedTask): { model: unknown } | undefined {
  try {
    return { model: definition.parse(servedOf(task.taskType, task.interactiveTask)) };
  } catch {
    // Half written: the preview keeps what it showed last.
    return undefined;
  }
}

async function exerciseModules(): Promise<KindModules> {
  const { exerciseEditor, ExercisePreview } = await import('./ExerciseEditor');
  return {
    kind: EXERCISE_KIND,
    title: EditorText.exercise,
    ...exerciseEditor,
    check: exerciseProblem,
    modelOf: (task) => ({ model: task }),
    Preview: ExercisePreview as ComponentType<{ task: unknown }>,
  };
}
