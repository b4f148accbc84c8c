/**
 * What a task screen works on (issue 14): the running task itself, or one item of a running optional
 * task (分层题包; the query names optionalTaskId). For an item the kind's screen sees the item's own
 * task, and its results travel in the optional task's envelope (spec 02 §7): groupTaskId,
 * interactiveTaskResult { id, selfSelectedResult { selectedTaskIds, answers [{ taskId, result,
 * timestampUsec, durationSec }] } }, taskType INTERACTIVE, posted to the item's id.
 */
import type { ServedClassroomTask } from '@core/domain';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { optionalDefinition } from '@plugins/tasks/definitions';
import { itemAsServedTask } from '@plugins/tasks/optional/definition';

export interface TaskTarget {
  model: unknown;
  /** The id results are posted to and read from. */
  taskId: string;
  /** The running group task (the same as taskId unless this is an optional task's item). */
  groupTaskId: string;
  /** An item of an optional task (its results are wrapped, and opening notes nothing). */
  optionalItem: boolean;
  /** The body to post for a result the kind's screen hands over. */
  wrap(result: unknown, durationSec: number): unknown;
  /** The kind's result inside a stored body, if there is one. */
  unwrap(body: Record<string, unknown> | null): unknown;
}

export class MissingItemError extends Error {}

export function taskTarget(task: ServedClassroomTask & { groupTaskId: string }, definition: TaskDefinition, optionalTaskId: string | undefined): TaskTarget {
  if (!optionalTaskId) {
    return { model: definition.parse(task), taskId: task.groupTaskId, groupTaskId: task.groupTaskId, optionalItem: false, wrap: (result) => result, unwrap: (body) => body ?? undefined };
  }
  const item = optionalDefinition.parse(task).tasks.find((candidate) => candidate.taskId === optionalTaskId);
  if (!item) throw new MissingItemError(`no item ${optionalTaskId} in this optional task`);
  return {
    model: definition.parse(itemAsServedTask(item)),
    taskId: item.taskId,
    groupTaskId: task.groupTaskId,
    optionalItem: true,
    wrap: (result, durationSec) => ({
      groupTaskId: task.groupTaskId,
      taskType: 'INTERACTIVE',
      interactiveTaskResult: {
        id: task.groupTaskId,
        selfSelectedResult: { selectedTaskIds: [item.taskId], answers: [{ taskId: item.taskId, result, timestampUsec: String(Date.now() * 1000), durationSec }] },
      },
    }),
    unwrap: (body) => {
      const answers = (body?.interactiveTaskResult as { selfSelectedResult?: { answers?: { taskId: string; result: unknown }[] } } | undefined)?.selfSelectedResult?.answers;
      return answers?.find((answer) => answer.taskId === item.taskId)?.result;
    },
  };
}
