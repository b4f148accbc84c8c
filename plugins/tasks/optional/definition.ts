/**
 * Optional (layered, self-selected) task, task type 6 (spec 02 §3): items the student chooses from,
 * each an original task of another kind (1 reading, 2 vote, 3 resource pack, 4 drag-drop). A result
 * names the items chosen and answered; the submission address may name an item instead of the task.
 */
import { z } from '@core/content';
import { OptionalTaskKind, TaskType, type ServedClassroomTask } from '@core/domain';
import { defineTaskDefinition, type ResultFile, type TaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { isRecord, parsePart, withPart } from '../served';
import { dragDropDefinition, dragDropResultSchema, dragDropSchema } from '../drag-drop/definition';
import { readingDefinition, readingResultSchema, readingTaskSchema } from '../reading/definition';
import { resourcePackDefinition, resourcePackResultSchema, resourcePackSchema } from '../resource-pack/definition';
import { voteDefinition, voteResultSchema, voteTaskSchema } from '../vote/definition';

/** Each original task type's kind, and the part of originalTask it lives in. */
export const ORIGINAL_KINDS = {
  [OptionalTaskKind.READING]: { kind: 'reading', part: 'readingTask' },
  [OptionalTaskKind.VOTE]: { kind: 'vote', part: 'voteTask' },
  [OptionalTaskKind.RESOURCE_PACK]: { kind: 'resource-pack', part: 'resourcePack' },
  [OptionalTaskKind.DRAG_DROP]: { kind: 'drag-drop', part: 'dragDrop' },
} as const;

const ORIGINAL_DEFINITIONS: Record<OptionalTaskKind, TaskDefinition> = {
  [OptionalTaskKind.READING]: readingDefinition as TaskDefinition,
  [OptionalTaskKind.VOTE]: voteDefinition as TaskDefinition,
  [OptionalTaskKind.RESOURCE_PACK]: resourcePackDefinition as TaskDefinition,
  [OptionalTaskKind.DRAG_DROP]: dragDropDefinition as TaskDefinition,
};

export const originalTaskSchema = z
  .object({
    taskType: z.union([z.literal(OptionalTaskKind.READING), z.literal(OptionalTaskKind.VOTE), z.literal(OptionalTaskKind.RESOURCE_PACK), z.literal(OptionalTaskKind.DRAG_DROP)]),
    readingTask: z.optional(readingTaskSchema),
    voteTask: z.optional(voteTaskSchema),
    resourcePack: z.optional(resourcePackSchema),
    dragDrop: z.optional(dragDropSchema),
  }).check(z.refine((original) => original[ORIGINAL_KINDS[original.taskType].part] !== undefined, {
    error: (issue) => `an item of task type ${(issue.input as { taskType: number }).taskType} needs its ${ORIGINAL_KINDS[(issue.input as { taskType: OptionalTaskKind }).taskType].part}`,
  }));
export type OriginalTask = z.infer<typeof originalTaskSchema>;

export const optionalTaskSchema = z.object({
  /** The optional task's own id (the optionalId the screens carry); the group task's when absent. */
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  tasks: z.array(z.object({ taskId: z.string().check(z.minLength(1), z.maxLength(100)), title: z.string().check(z.maxLength(200)), originalTask: originalTaskSchema })).check(z.minLength(1), z.maxLength(20)),
});
export type OptionalTask = z.infer<typeof optionalTaskSchema>;
export type OptionalTaskItem = OptionalTask['tasks'][number];

const id = z.string().check(z.minLength(1), z.maxLength(100));
const seconds = z.number().check(z.gte(0), z.lte(86_400));

/**
 * An item's answer: a result of one of the item kinds, kept without fields its schema does not know
 * (issue 31: padding is not stored); which kind it must be is checked against the item (checkResult).
 */
const itemAnswerSchema = z.union([readingResultSchema, voteResultSchema, resourcePackResultSchema, dragDropResultSchema]);

/** What a student submits (spec 02 §7): the chosen items and an answer per item. Unknown fields are dropped. */
export const optionalResultSchema = z.object({
  groupTaskId: id,
  taskType: z.union([z.literal('INTERACTIVE'), z.literal(TaskType.INTERACTIVE)]),
  interactiveTaskResult: z.object({
    id,
    selfSelectedResult: z.object({
      selectedTaskIds: z.array(id).check(z.minLength(1), z.maxLength(20)),
      answers: z
        .array(z.object({ taskId: id, result: itemAnswerSchema, timestampUsec: z.union([z.string().check(z.regex(/^\d{1,20}$/)), z.int().check(z.gte(0))]), durationSec: seconds })).check(z.maxLength(20)),
    }),
  }),
});
export type OptionalResult = z.infer<typeof optionalResultSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    optional: TaskTypes<OptionalTask, OptionalResult>;
  }
}

/** An item's original task as a served task of its own kind (what that kind's definition parses). */
export const itemAsServedTask = (item: OptionalTaskItem): ServedClassroomTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: item.originalTask });

/** The kind an item is of ('vote', ...). */
export const itemKind = (item: OptionalTaskItem): string => ORIGINAL_KINDS[item.originalTask.taskType].kind;

/** Why an item's answer is not a result of the item's kind (or does not fit the item), or undefined. */
function itemAnswerMismatch(item: OptionalTaskItem, answer: unknown): string | undefined {
  const definition = ORIGINAL_DEFINITIONS[item.originalTask.taskType];
  const parsed = definition.resultSchema.safeParse(answer);
  if (!parsed.success) return `the answer to "${item.taskId}" is not a ${definition.kind} result: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`;
  return definition.checkResult?.(definition.parse(itemAsServedTask(item)), parsed.data);
}

/** The answer to one item graded by the item's kind (a drag-drop item), or undefined (no right answers, no answer). */
export function gradeOptionalItem(task: OptionalTask, result: OptionalResult, itemId: string): unknown {
  const item = task.tasks.find((candidate) => candidate.taskId === itemId);
  const answer = result.interactiveTaskResult.selfSelectedResult.answers.find((candidate) => candidate.taskId === itemId);
  if (!item || !answer) return undefined;
  const definition = ORIGINAL_DEFINITIONS[item.originalTask.taskType];
  const parsed = definition.resultSchema.safeParse(answer.result);
  return definition.grade && parsed.success ? definition.grade(definition.parse(itemAsServedTask(item)), parsed.data) : undefined;
}

/** The files the items' answers name (a reading item's report picture), by each item's kind. */
function optionalFiles(task: OptionalTask, result: OptionalResult): ResultFile[] {
  return result.interactiveTaskResult.selfSelectedResult.answers.flatMap((answer, index) => {
    const item = task.tasks.find((candidate) => candidate.taskId === answer.taskId);
    const definition = item && ORIGINAL_DEFINITIONS[item.originalTask.taskType];
    const parsed = definition?.resultSchema.safeParse(answer.result);
    if (!item || !definition?.files || !parsed?.success) return [];
    return definition.files(definition.parse(itemAsServedTask(item)), parsed.data).map((file) => ({ ...file, path: `interactiveTaskResult.selfSelectedResult.answers[${index}].result.${file.path}` }));
  });
}

/**
 * The summary the live view carries: for each item, how many students chose it, and its answers summed
 * up by the item's own kind (a vote item's tally), which the item's panel shows. The panel checks it with this.
 */
export const optionalSummarySchema = z.object({
  items: z.array(z.object({ taskId: z.string(), title: z.string(), chosenBy: z.number(), summary: z.optional(z.unknown()) })),
});
export type OptionalSummary = z.infer<typeof optionalSummarySchema>;

/** Each student's answer to one item (as the panel lists them), summed up by the item's kind. */
function itemSummary(item: OptionalTaskItem, results: readonly OptionalResult[]): unknown {
  const definition = ORIGINAL_DEFINITIONS[item.originalTask.taskType];
  if (!definition.summarise) return undefined;
  const parsed = results.flatMap((r) => {
    const answer = r.interactiveTaskResult.selfSelectedResult.answers.find((a) => a.taskId === item.taskId);
    // Checked as the item kind's result when stored (checkResult); parsed again only to type it.
    const checked = answer && definition.resultSchema.safeParse(answer.result);
    return checked?.success ? [checked.data] : [];
  });
  return definition.summarise(definition.parse(itemAsServedTask(item)), parsed);
}

/** How many students chose each item (the teacher panel groups their results by item), and each item's own summary. */
export function optionalSummary(task: OptionalTask, results: readonly OptionalResult[]): OptionalSummary {
  const chosen = (taskId: string) => results.filter((r) => r.interactiveTaskResult.selfSelectedResult.selectedTaskIds.includes(taskId)).length;
  return {
    items: task.tasks.map((item) => {
      const summary = itemSummary(item, results);
      return { taskId: item.taskId, title: item.title, chosenBy: chosen(item.taskId), ...(summary === undefined ? {} : { summary }) };
    }),
  };
}

/** An item's original task as a student gets it: through its own kind's student view (a drag-drop item loses its answer key). */
function studentItem(item: unknown): unknown {
  if (!isRecord(item) || !isRecord(item.originalTask)) return item;
  const { taskType } = item.originalTask;
  const definition = typeof taskType === 'number' && Object.hasOwn(ORIGINAL_DEFINITIONS, taskType) ? ORIGINAL_DEFINITIONS[taskType as OptionalTaskKind] : undefined;
  if (!definition?.studentView) return item;
  return { ...item, originalTask: definition.studentView({ taskType: TaskType.INTERACTIVE, interactiveTask: item.originalTask }).interactiveTask };
}

/** The optional task as a student gets it: each item as its kind shows it to a student. */
export const optionalStudentView = (task: ServedClassroomTask): ServedClassroomTask =>
  withPart(task, 'selfSelected', (part) => ({ ...part, ...(Array.isArray(part.tasks) ? { tasks: part.tasks.map(studentItem) } : {}) }));

/** Why an item of the task to start lacks what its kind needs beyond the student's copy (an answer key). */
function optionalTaskMismatch(task: OptionalTask): string | undefined {
  for (const [index, item] of task.tasks.entries()) {
    const definition = ORIGINAL_DEFINITIONS[item.originalTask.taskType];
    const mismatch = definition.checkTask?.(definition.parse(itemAsServedTask(item)));
    if (mismatch !== undefined) return `interactiveTask.selfSelected.tasks[${index}].originalTask.${mismatch.replace(/^interactiveTask\./, '')}`;
  }
  return undefined;
}

export const optionalDefinition = defineTaskDefinition({
  kind: 'optional',
  recognises: (task) => task.taskType === TaskType.SELF_SELECTED,
  parse: (task) => parsePart(task, 'selfSelected', optionalTaskSchema),
  resultSchema: optionalResultSchema,
  itemIds: (task) => task.tasks.map((item) => item.taskId),
  studentView: optionalStudentView,
  gradeItem: gradeOptionalItem,
  files: optionalFiles,
  checkTask: optionalTaskMismatch,
  checkResult: (task, result) => {
    const offered = new Map(task.tasks.map((item) => [item.taskId, item]));
    const { selectedTaskIds, answers } = result.interactiveTaskResult.selfSelectedResult;
    const stranger = [...selectedTaskIds, ...answers.map((a) => a.taskId)].find((taskId) => !offered.has(taskId));
    if (stranger !== undefined) return `body.interactiveTaskResult.selfSelectedResult: "${stranger}" is not an item of this task`;
    for (const answer of answers) {
      const mismatch = itemAnswerMismatch(offered.get(answer.taskId)!, answer.result);
      if (mismatch !== undefined) return `body.interactiveTaskResult.selfSelectedResult.answers: ${mismatch}`;
    }
    return undefined;
  },
  summarise: optionalSummary,
});
