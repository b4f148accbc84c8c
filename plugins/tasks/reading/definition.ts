/** Reading task (spec 02 §3): records to read, mark up and report on; the result is the data report. */
import { z } from '@core/content';
import { readingTaskResultSchema } from '@core/contract';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, readingRecordSchema } from '../served';

export const readingTaskSchema = z.object({ title: z.string().optional(), records: z.array(readingRecordSchema) });
export type ReadingTask = z.infer<typeof readingTaskSchema>;

/** What a student submits in class: the report's image address and the time spent (spec 02 §7). */
export const readingResultSchema = z.looseObject({
  interactiveTaskResult: z.object({ readingTaskResult: readingTaskResultSchema }),
  groupIds: z.array(z.string().min(1).max(100)).max(10).optional(),
  optionalTaskId: z.string().min(1).max(100).optional(),
  optionalId: z.string().min(1).max(100).optional(),
});
export type ReadingResult = z.infer<typeof readingResultSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    reading: TaskTypes<ReadingTask, ReadingResult>;
  }
}

export const readingDefinition = defineTaskDefinition({
  kind: 'reading',
  ...interactiveKind('readingTask', readingTaskSchema),
  resultSchema: readingResultSchema,
});
