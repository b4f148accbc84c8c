/** Helpers the task kinds' definitions share: reading their part of a served task, and its result envelope. */
import { parseWithSchema, z } from '@core/content';
import { TaskType, type ServedClassroomTask } from '@core/domain';

/** The kind's part of `interactiveTask` under `key` (readingTask, voteTask, ...), if the task has one. */
export const interactivePart = (task: ServedClassroomTask, key: string): unknown =>
  typeof task.interactiveTask === 'object' && task.interactiveTask !== null ? (task.interactiveTask as Record<string, unknown>)[key] : undefined;

/** Parses the kind's part with its schema; a ParseError names `interactiveTask.<key>...`. */
export const parsePart = <S extends z.ZodMiniType>(task: ServedClassroomTask, key: string, schema: S): z.output<S> =>
  parseWithSchema(schema, interactivePart(task, key), ['interactiveTask', key]);

/**
 * How an interactive kind (task type 2) finds and reads its part: it is the kind whose key
 * (readingTask, voteTask, resourcePack, dragDrop) the served interactiveTask carries.
 */
export const interactiveKind = <S extends z.ZodMiniType>(key: string, schema: S) => ({
  part: { key, schema },
  recognises: (task: ServedClassroomTask) => task.taskType === TaskType.INTERACTIVE && interactivePart(task, key) !== undefined,
  parse: (task: ServedClassroomTask): z.output<S> => parsePart(task, key, schema),
});

/**
 * The served task with its kind's part under `key` replaced by `change(part)`; the task unchanged when
 * it has no such part. The part is the one served, not parsed (a student view must not throw).
 */
export function withPart(task: ServedClassroomTask, key: string, change: (part: Record<string, unknown>) => Record<string, unknown>): ServedClassroomTask {
  const part = interactivePart(task, key);
  if (!isRecord(part)) return task;
  return { ...task, interactiveTask: { ...(task.interactiveTask as Record<string, unknown>), [key]: change(part) } };
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Records of a reading task: an image (contentType 1) or a text (2); a vote's may also be a sound (vote/definition.ts). */
export const readingRecordSchema = z.object({ content: z.string(), contentType: z.union([z.literal(1), z.literal(2)]) });
export type ReadingRecord = z.infer<typeof readingRecordSchema>;
