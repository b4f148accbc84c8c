/**
 * Optional (layered, self-selected) task, task type 6 (spec 02 §3): items the student chooses from,
 * each an original task of another kind: every kind whose definition has an `optionalItem` facet, by its
 * originalTaskType (1 reading, 2 vote, 3 resource pack, 4 drag-drop, ...). A result names the items
 * chosen and answered; the submission address may name an item instead of the task.
 *
 * The definition is made from the item kinds' definitions (createOptionalDefinition), which
 * plugins/tasks/definitions.ts hands it: this file names no kind.
 */
import { z } from '@core/content';
import { TaskType, type ServedClassroomTask } from '@core/domain';
import { defineTaskDefinition, type DescribedAnswer, type ResultFile, type TaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { isRecord, parsePart, withPart } from '../served';

/** An item's original task: its type and its kind's part (readingTask, voteTask, ...), as parsed by that kind. */
export type OriginalTask = { taskType: number } & Record<string, unknown>;

/** An item as parsed: its kind and the key of its part beside the served fields. */
export interface OptionalTaskItem {
  taskId: string;
  title: string;
  originalTask: OriginalTask;
  /** The kind of the item's original task ('vote', ...). */
  kind: string;
  /** The key of originalTask that holds the kind's part ('voteTask', ...). */
  part: string;
}

export interface OptionalTask {
  /** The optional task's own id (the optionalId the screens carry); the group task's when absent. */
  id?: string;
  tasks: OptionalTaskItem[];
}

const id = z.string().check(z.minLength(1), z.maxLength(100));
const seconds = z.number().check(z.gte(0), z.lte(86_400));

/** What a student submits (spec 02 §7): the chosen items and an answer per item. */
export interface OptionalResult {
  groupTaskId: string;
  taskType: 'INTERACTIVE' | 2;
  interactiveTaskResult: {
    id: string;
    selfSelectedResult: {
      selectedTaskIds: string[];
      answers: { taskId: string; result: unknown; timestampUsec: string | number; durationSec: number }[];
    };
  };
}

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    optional: TaskTypes<OptionalTask, OptionalResult>;
  }
}

/** An item's original task as a served task of its own kind (what that kind's definition parses). */
export const itemAsServedTask = (item: Pick<OptionalTaskItem, 'originalTask'>): ServedClassroomTask => ({ taskType: TaskType.INTERACTIVE, interactiveTask: item.originalTask });

/** The item's own task, as its kind's screens take it: the part of originalTask named for its kind. */
export const itemModel = (item: OptionalTaskItem): unknown => item.originalTask[item.part];

/**
 * The summary the live view carries: for each item, how many students chose it, and its answers summed
 * up by the item's own kind (a vote item's tally), which the item's panel shows. The panel checks it with this.
 */
export const optionalSummarySchema = z.object({
  items: z.array(z.object({ taskId: z.string(), title: z.string(), chosenBy: z.number(), summary: z.optional(z.unknown()) })),
});
export type OptionalSummary = z.infer<typeof optionalSummarySchema>;

/** A definition that can be an item: it has the facet and a part to carry. */
type ItemDefinition = TaskDefinition & Required<Pick<TaskDefinition, 'optionalItem' | 'part'>>;

/** The optional task's definition, its items of the kinds among `definitions` with an optionalItem facet. */
export function createOptionalDefinition(definitions: readonly TaskDefinition[]) {
  const itemKinds = definitions.filter((definition): definition is ItemDefinition => definition.optionalItem !== undefined && definition.part !== undefined);
  const byType = new Map(itemKinds.map((definition) => [definition.optionalItem.originalTaskType, definition]));
  const kindOf = (item: Pick<OptionalTaskItem, 'originalTask'>): ItemDefinition => byType.get(item.originalTask.taskType)!;

  const typeNames = [...byType.keys()].join(', ');
  const originalTaskSchema = z
    .object({ taskType: z.int(), ...Object.fromEntries(itemKinds.map((definition) => [definition.part.key, z.optional(definition.part.schema)])) })
    .check(
      z.refine((original) => byType.has(original.taskType), { error: (issue) => `task type ${(issue.input as { taskType: number }).taskType} is not one of the item kinds (${typeNames})` }),
      z.refine((original) => !byType.has(original.taskType) || (original as Record<string, unknown>)[byType.get(original.taskType)!.part.key] !== undefined, {
        error: (issue) => `an item of task type ${(issue.input as { taskType: number }).taskType} needs its ${byType.get((issue.input as { taskType: number }).taskType)?.part.key}`,
      }),
    ) as unknown as z.ZodMiniType<OriginalTask>;

  const optionalTaskSchema = z.object({
    id: z.optional(id),
    tasks: z.array(z.object({ taskId: id, title: z.string().check(z.maxLength(200)), originalTask: originalTaskSchema })).check(z.minLength(1), z.maxLength(20)),
  });

  /**
   * An item's answer: a result of one of the item kinds, kept without fields its schema does not know
   * (issue 31: padding is not stored); which kind it must be is checked against the item (checkResult).
   */
  const itemAnswerSchema = z.union(itemKinds.map((definition) => definition.resultSchema) as [z.ZodMiniType, ...z.ZodMiniType[]]);

  const optionalResultSchema = z.object({
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
  }) as unknown as z.ZodMiniType<OptionalResult>;

  /** The task as parsed, each item with its kind and part (what the screens show it by). */
  const parse = (task: ServedClassroomTask): OptionalTask => {
    const parsed = parsePart(task, 'selfSelected', optionalTaskSchema);
    return { ...parsed, tasks: parsed.tasks.map((item) => ({ ...item, kind: kindOf(item).kind, part: kindOf(item).part.key })) };
  };

  /** Why an item's answer is not a result of the item's kind (or does not fit the item), or undefined. */
  function itemAnswerMismatch(item: OptionalTaskItem, answer: unknown): string | undefined {
    const definition = kindOf(item);
    const parsed = definition.resultSchema.safeParse(answer);
    if (!parsed.success) return `the answer to "${item.taskId}" is not a ${definition.kind} result: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`;
    return definition.checkResult?.(definition.parse(itemAsServedTask(item)), parsed.data);
  }

  /** The answer to one item graded by the item's kind (a drag-drop item), or undefined (no right answers, no answer). */
  function gradeItem(task: OptionalTask, result: OptionalResult, itemId: string): unknown {
    const item = task.tasks.find((candidate) => candidate.taskId === itemId);
    const answer = result.interactiveTaskResult.selfSelectedResult.answers.find((candidate) => candidate.taskId === itemId);
    if (!item || !answer) return undefined;
    const definition = kindOf(item);
    const parsed = definition.resultSchema.safeParse(answer.result);
    return definition.grade && parsed.success ? definition.grade(definition.parse(itemAsServedTask(item)), parsed.data) : undefined;
  }

  /** The files the items' answers name (a reading item's report picture), by each item's kind. */
  function files(task: OptionalTask, result: OptionalResult): ResultFile[] {
    return result.interactiveTaskResult.selfSelectedResult.answers.flatMap((answer, index) => {
      const item = task.tasks.find((candidate) => candidate.taskId === answer.taskId);
      const definition = item && kindOf(item);
      const parsed = definition?.resultSchema.safeParse(answer.result);
      if (!item || !definition?.files || !parsed?.success) return [];
      return definition.files(definition.parse(itemAsServedTask(item)), parsed.data).map((file) => ({ ...file, path: `interactiveTaskResult.selfSelectedResult.answers[${index}].result.${file.path}` }));
    });
  }

  /** An item's original task as a student gets it: through its own kind's student view (a drag-drop item loses its answer key). */
  function studentItem(item: unknown): unknown {
    if (!isRecord(item) || !isRecord(item.originalTask)) return item;
    const { taskType } = item.originalTask;
    const definition = typeof taskType === 'number' ? byType.get(taskType) : undefined;
    if (!definition?.studentView) return item;
    return { ...item, originalTask: definition.studentView({ taskType: TaskType.INTERACTIVE, interactiveTask: item.originalTask }).interactiveTask };
  }

  /** Why an item of the task to start lacks what its kind needs beyond the student's copy (an answer key). */
  function taskMismatch(task: OptionalTask): string | undefined {
    for (const [index, item] of task.tasks.entries()) {
      const definition = kindOf(item);
      const mismatch = definition.checkTask?.(definition.parse(itemAsServedTask(item)));
      if (mismatch !== undefined) return `interactiveTask.selfSelected.tasks[${index}].originalTask.${mismatch.replace(/^interactiveTask\./, '')}`;
    }
    return undefined;
  }

  /** Each student's answer to one item (as the panel lists them), summed up by the item's kind. */
  function itemSummary(item: OptionalTaskItem, results: readonly OptionalResult[]): unknown {
    const definition = kindOf(item);
    if (!definition.summarise) return undefined;
    const parsed = results.flatMap((r) => {
      const answer = r.interactiveTaskResult.selfSelectedResult.answers.find((a) => a.taskId === item.taskId);
      // Checked as the item kind's result when stored (checkResult); parsed again only to type it.
      const checked = answer && definition.resultSchema.safeParse(answer.result);
      return checked?.success ? [checked.data] : [];
    });
    return definition.summarise(definition.parse(itemAsServedTask(item)), parsed);
  }

  /** The export's rows (issue 37): each item answered, described by the item's kind under the item's title. */
  function describe(task: OptionalTask, result: OptionalResult): DescribedAnswer[] {
    return result.interactiveTaskResult.selfSelectedResult.answers.flatMap((answer) => {
      const item = task.tasks.find((candidate) => candidate.taskId === answer.taskId);
      const definition = item && kindOf(item);
      const parsed = definition?.resultSchema.safeParse(answer.result);
      if (!item || !parsed?.success) return [];
      const described = definition!.describe?.(definition!.parse(itemAsServedTask(item)), parsed.data) ?? [{ item: '', answer: '已提交' }];
      return described.map((row) => ({ ...row, item: [item.title, row.item].filter(Boolean).join(' · ') }));
    });
  }

  /** How many students chose each item (the teacher panel groups their results by item), and each item's own summary. */
  function optionalSummary(task: OptionalTask, results: readonly OptionalResult[]): OptionalSummary {
    const chosen = (taskId: string) => results.filter((r) => r.interactiveTaskResult.selfSelectedResult.selectedTaskIds.includes(taskId)).length;
    return {
      items: task.tasks.map((item) => {
        const summary = itemSummary(item, results);
        return { taskId: item.taskId, title: item.title, chosenBy: chosen(item.taskId), ...(summary === undefined ? {} : { summary }) };
      }),
    };
  }

  return defineTaskDefinition({
    kind: 'optional',
    recognises: (task) => task.taskType === TaskType.SELF_SELECTED,
    parse,
    resultSchema: optionalResultSchema,
    itemIds: (task) => task.tasks.map((item) => item.taskId),
    // The optional task as a student gets it: each item as its kind shows it to a student.
    studentView: (task) => withPart(task, 'selfSelected', (part) => ({ ...part, ...(Array.isArray(part.tasks) ? { tasks: part.tasks.map(studentItem) } : {}) })),
    gradeItem,
    files,
    checkTask: taskMismatch,
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
    describe,
  });
}
