/**
 * Optional (layered, self-selected) task, task type 6 (spec 02 §3): items the student chooses from,
 * each an original task of another kind (1 reading, 2 vote, 3 resource pack, 4 drag-drop). A result
 * names the items chosen and answered; the submission address may name an item instead of the task.
 */
import { z } from '@core/content';
import { OptionalTaskKind, TaskType } from '@core/domain';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { boundedAnswerSchema, parsePart } from '../served';
import { dragDropSchema } from '../drag-drop/definition';
import { readingTaskSchema } from '../reading/definition';
import { resourcePackSchema } from '../resource-pack/definition';
import { voteTaskSchema } from '../vote/definition';

export const originalTaskSchema = z.object({
  taskType: z.union([z.literal(OptionalTaskKind.READING), z.literal(OptionalTaskKind.VOTE), z.literal(OptionalTaskKind.RESOURCE_PACK), z.literal(OptionalTaskKind.DRAG_DROP)]),
  readingTask: readingTaskSchema.optional(),
  voteTask: voteTaskSchema.optional(),
  resourcePack: resourcePackSchema.optional(),
  dragDrop: dragDropSchema.optional(),
});
export type OriginalTask = z.infer<typeof originalTaskSchema>;

export const optionalTaskSchema = z.object({ tasks: z.array(z.object({ taskId: z.string(), title: z.string(), originalTask: originalTaskSchema })) });
export type OptionalTask = z.infer<typeof optionalTaskSchema>;
export type OptionalTaskItem = OptionalTask['tasks'][number];

const id = z.string().min(1).max(100);
const seconds = z.number().min(0).max(86_400);

/** What a student submits (spec 02 §7): the chosen items and an answer per item. */
export const optionalResultSchema = z.looseObject({
  groupTaskId: id,
  taskType: z.union([z.literal('INTERACTIVE'), z.literal(TaskType.INTERACTIVE)]),
  interactiveTaskResult: z.object({
    id,
    selfSelectedResult: z.object({
      selectedTaskIds: z.array(id).min(1).max(20),
      answers: z
        .array(z.object({ taskId: id, result: boundedAnswerSchema, timestampUsec: z.union([z.string().regex(/^\d{1,20}$/), z.number().int().min(0)]), durationSec: seconds }))
        .max(20),
    }),
  }),
});
export type OptionalResult = z.infer<typeof optionalResultSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    optional: TaskTypes<OptionalTask, OptionalResult>;
  }
}

export const optionalDefinition = defineTaskDefinition({
  kind: 'optional',
  recognises: (task) => task.taskType === TaskType.SELF_SELECTED,
  parse: (task) => parsePart(task, 'selfSelected', optionalTaskSchema),
  resultSchema: optionalResultSchema,
  itemIds: (task) => task.tasks.map((item) => item.taskId),
  checkResult: (task, result) => {
    const offered = new Set(task.tasks.map((item) => item.taskId));
    const { selectedTaskIds, answers } = result.interactiveTaskResult.selfSelectedResult;
    const stranger = [...selectedTaskIds, ...answers.map((a) => a.taskId)].find((taskId) => !offered.has(taskId));
    return stranger === undefined ? undefined : `body.interactiveTaskResult.selfSelectedResult: "${stranger}" is not an item of this task`;
  },
});
