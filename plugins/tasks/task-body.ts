/**
 * A classroom task as a teacher writes it, starts it and keeps it in the library (issues 13, 35, 36): a
 * body `{ title, taskType, episodeIds, interactiveTask }`, whose interactiveTask holds an interactive
 * task's part as it is served (`{ voteTask }`, `{ selfSelected }`) or a collaborative task's as
 * `{ collaborativeLearning }`, which the served task carries beside, not inside, interactiveTask.
 *
 * Pure: the server checks a start, a library save and a content pack with it; the console's task editor
 * checks the task as the teacher types, with the same words at the same paths.
 */
import { ParseError } from '@core/content';
import { TaskType, type ServedClassroomTask } from '@core/domain';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { kindOfTask } from '@core/registry/task-registry';

/** The task as served, from its type and its stored kind-specific part. */
export function servedOf(taskType: number, stored: unknown): ServedClassroomTask {
  if (taskType === TaskType.COLLABORATIVE_LEARNING) {
    const part = (stored as { collaborativeLearning?: unknown } | null)?.collaborativeLearning;
    return { taskType, ...(part !== undefined ? { collaborativeLearning: part } : {}) };
  }
  return { taskType, ...(stored ? { interactiveTask: stored } : {}) };
}

/** What is wrong with a task, where: a path inside the served task ('interactiveTask.voteTask.options[1].text'; '' for the whole). */
export interface TaskProblem { path: string; message: string }

/**
 * A task's kind, or what is wrong with it: not of a kind the definitions know, not parsed by its kind,
 * or missing what a student's copy leaves out (an answer key, the kind's checkTask).
 */
export function checkedTaskKind(task: { taskType: number; interactiveTask?: unknown }, definitions: readonly TaskDefinition[]): { kind: string } | { problem: TaskProblem } {
  const served = servedOf(task.taskType, task.interactiveTask);
  const definition = kindOfTask(definitions, served);
  if (!definition) return { problem: { path: '', message: 'not a task of any kind this server knows' } };
  let model: unknown;
  try {
    model = definition.parse(served);
  } catch (error) {
    if (error instanceof ParseError) return { problem: { path: error.path.replace(/^\$\.?/, ''), message: error.reason } };
    throw error;
  }
  // What a student's copy leaves out (an answer key) must be in the teacher's.
  const incomplete = definition.checkTask?.(model);
  if (incomplete !== undefined) {
    const [path = '', ...why] = incomplete.split(': ');
    return { problem: { path, message: why.join(': ') || incomplete } };
  }
  return { kind: definition.kind };
}
