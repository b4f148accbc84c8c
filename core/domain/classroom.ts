/** Classroom tasks, grouping, the reading task and the word book (spec 02 §3). */

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

export const GroupSource = {
  SOURCE_STUDENT_SELF_ORGANIZE: 'SOURCE_STUDENT_SELF_ORGANIZE',
  SOURCE_TEACHER: 'SOURCE_TEACHER',
} as const;
export type GroupSource = (typeof GroupSource)[keyof typeof GroupSource];
