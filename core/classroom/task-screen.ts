/**
 * Where 立刻开始 on /exercise leads for a running task (spec 02 §2): an exercise (type 1) to the player;
 * an optional task (6) to /optional-task with its optionalId; collaborative learning (5) to
 * /self-grouping, or to /collaborative-learning when the teacher makes the groups; an interactive task (2) to the
 * screen of the kind whose part it carries (vote, resource pack, drag-drop), otherwise the reading task.
 */
import { TaskType } from '../domain/homework';
import { OptionalTaskKind } from '../domain/classroom';

/** groupMode 1: the teacher makes the groups (ours; spec 02 §3 names 2, self-grouping). */
const TEACHER_GROUPING_MODE = 1;

export interface TaskForScreen {
  groupTaskId: string;
  taskType: number;
  groupId?: string;
  unitId?: string;
  periodId?: string;
  interactiveTask?: unknown;
  collaborativeLearning?: unknown;
}

/** interactiveTask keys of the interactive kinds with a screen of their own (the rest read). */
const INTERACTIVE_SCREENS: [key: string, path: string][] = [['voteTask', '/vote-task'], ['resourcePack', '/resource-pack'], ['dragDrop', '/drag-drop']];

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

export function taskScreenPath(task: TaskForScreen): string {
  const ids = { groupTaskId: task.groupTaskId, groupId: task.groupId };
  if (task.taskType === TaskType.EXERCISE) return `/pt?${query({ type: 'exercise', ...ids, unitId: task.unitId, periodId: task.periodId })}`;
  const part = (typeof task.interactiveTask === 'object' && task.interactiveTask !== null ? task.interactiveTask : {}) as Record<string, unknown>;
  if (task.taskType === TaskType.SELF_SELECTED) {
    const optionalId = typeof (part.selfSelected as { id?: unknown } | undefined)?.id === 'string' ? (part.selfSelected as { id: string }).id : task.groupTaskId;
    return `/optional-task?${query({ ...ids, optionalId })}`;
  }
  if (task.taskType === TaskType.COLLABORATIVE_LEARNING) {
    // The teacher made the groups (groupMode 1): straight to the task. Students forming their own go to
    // self-grouping, which moves each group on once its task is assigned (spec 02 §2, §4).
    const teacherGroups = (task.collaborativeLearning as { groupMode?: number } | undefined)?.groupMode === TEACHER_GROUPING_MODE;
    return teacherGroups ? `/collaborative-learning?${query({ ...ids, source: 'SOURCE_TEACHER' })}` : `/self-grouping?${query(ids)}`;
  }
  const screen = INTERACTIVE_SCREENS.find(([key]) => part[key] !== undefined);
  return `${screen ? screen[1] : '/reading-task'}?${query(ids)}`;
}

/** The screen of each kind an optional task's item can be (spec 02 §3 originalTask.taskType). */
const ITEM_SCREENS: Record<number, string> = {
  [OptionalTaskKind.READING]: '/reading-task',
  [OptionalTaskKind.VOTE]: '/vote-task',
  [OptionalTaskKind.RESOURCE_PACK]: '/resource-pack',
  [OptionalTaskKind.DRAG_DROP]: '/drag-drop',
};

/** Where 作答 on an optional task's item leads (spec 02 §2): the item's kind's screen with groupTaskId, optionalTaskId and optionalId. */
export function optionalItemPath(originalTaskType: number, ids: { groupTaskId: string; optionalTaskId: string; optionalId: string; groupId?: string }): string {
  return `${ITEM_SCREENS[originalTaskType] ?? '/reading-task'}?${query(ids)}`;
}
