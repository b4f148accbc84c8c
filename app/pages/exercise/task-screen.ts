/**
 * Where 立刻开始 on /exercise leads for a running task (spec 02 §2): an exercise (type 1) to the player;
 * any other task to the screen of its kind, as the task registry derives it from the kinds' plugins
 * (taskRegistry.screenPathOf: the optional task's optionalId, collaborative learning's two screens, an
 * interactive task's part, the reading task for a part no kind knows).
 */
import { TaskType, type ServedClassroomTask } from '@core/domain';
import { screenQuery } from '@core/registry/task-registry';
import { taskRegistry } from '@plugins/tasks';

export interface TaskForScreen extends ServedClassroomTask {
  groupTaskId: string;
  groupId?: string;
  unitId?: string;
  periodId?: string;
}

export function taskScreenPath(task: TaskForScreen): Promise<string> {
  if (task.taskType === TaskType.EXERCISE) {
    return Promise.resolve(`/pt?${screenQuery({ type: 'exercise', groupTaskId: task.groupTaskId, groupId: task.groupId, unitId: task.unitId, periodId: task.periodId })}`);
  }
  return taskRegistry.screenPathOf(task);
}
