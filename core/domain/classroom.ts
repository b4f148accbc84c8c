/** Classroom tasks as served (spec 02 §3); each kind reads its own part (plugins/tasks/<kind>/definition.ts). */

/**
 * A classroom task as served (the poll's answer, a stored task; spec 02 §3): the envelope every kind
 * shares. The kind's own part (interactiveTask.readingTask, voteTask, resourcePack, dragDrop, or
 * selfSelected) is read by that kind's definition in plugins/tasks/<kind>/definition.ts.
 */
export interface ServedClassroomTask {
  groupTaskId?: string;
  /** TaskType: 1 exercise, 2 interactive, 5 collaborative learning, 6 self-selected (optional). */
  taskType: number;
  interactiveTask?: unknown;
  collaborativeLearning?: unknown;
}
