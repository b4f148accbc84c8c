/**
 * A stored classroom task as served (spec 02 §3). group_tasks keeps a task's kind-specific part in one
 * column, interactive_task, as the task body does (plugins/tasks/task-body.ts, servedOf).
 */
import type { ServedClassroomTask } from '@core/domain';
import { kindOfTask } from '@core/registry/task-registry';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { servedOf } from '@plugins/tasks/task-body';

export { servedOf };

/** The served task's kind-specific part alone (interactiveTask, or collaborativeLearning), to spread into an answer. */
export function servedPartOf(taskType: number, stored: unknown): Omit<ServedClassroomTask, 'taskType'> {
  const { taskType: _taskType, ...part } = servedOf(taskType, stored);
  return part;
}

/**
 * The part as a student gets it: through the kind's student view, which leaves out the answer key
 * (drag-drop's zones[].accepts, also inside an optional task's items). The server grades with the
 * stored task; the student sees the right answers in the grade once the task has ended.
 */
export function studentPartOf(taskType: number, stored: unknown): Omit<ServedClassroomTask, 'taskType'> {
  const served = servedOf(taskType, stored);
  const { taskType: _taskType, ...part } = kindOfTask(taskDefinitions, served)?.studentView?.(served) ?? served;
  return part;
}
