/**
 * A stored classroom task as served (spec 02 §3). group_tasks keeps a task's kind-specific part in one
 * column, interactive_task: an interactive task's part as it is served (`{ voteTask }`, `{ selfSelected }`),
 * and a collaborative task's as `{ collaborativeLearning }`, which the served task carries beside, not
 * inside, interactiveTask.
 */
import { TaskType, type ServedClassroomTask } from '@core/domain';

export function servedOf(taskType: number, stored: unknown): ServedClassroomTask {
  if (taskType === TaskType.COLLABORATIVE_LEARNING) {
    const part = (stored as { collaborativeLearning?: unknown } | null)?.collaborativeLearning;
    return { taskType, ...(part !== undefined ? { collaborativeLearning: part } : {}) };
  }
  return { taskType, ...(stored ? { interactiveTask: stored } : {}) };
}

/** The served task's kind-specific part alone (interactiveTask, or collaborativeLearning), to spread into an answer. */
export function servedPartOf(taskType: number, stored: unknown): Omit<ServedClassroomTask, 'taskType'> {
  const { taskType: _taskType, ...part } = servedOf(taskType, stored);
  return part;
}
