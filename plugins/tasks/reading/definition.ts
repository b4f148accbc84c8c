/** Reading task (spec 02 §3): records to read, mark up and report on; the result is the data report. */
import { z } from '@core/content';
import { REPORT_IMAGE_BUCKET } from '@core/contract';
import { SH_OXFORD } from '@core/domain';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, readingRecordSchema } from '../served';

export const readingTaskSchema = z.object({ title: z.optional(z.string()), records: z.array(readingRecordSchema) });
export type ReadingTask = z.infer<typeof readingTaskSchema>;

/** A reading task's data report: the task, the time spent and the report image (spec 02 §3, §7); after class, task_result.readingTaskResult. */
export const readingTaskResultSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), durationSec: z.number().check(z.gte(0), z.lte(86_400)), imgUrl: z.string().check(z.minLength(1), z.maxLength(2000)) });

/** What a student submits in class: the report's image address and the time spent (spec 02 §7). */
export const readingResultSchema = z.object({
  interactiveTaskResult: z.object({ readingTaskResult: readingTaskResultSchema }),
  groupIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(10))),
  optionalTaskId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  optionalId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type ReadingResult = z.infer<typeof readingResultSchema>;

/**
 * Why a reading task to start has nothing to read (issue 36: the editor's blank task, a text left empty,
 * a picture not chosen), or undefined. A student's copy is parsed without it: tasks served before stay readable.
 */
export function readingTaskMismatch(task: ReadingTask): string | undefined {
  if (task.records.length === 0) return 'interactiveTask.readingTask.records: a reading task needs a text or a picture';
  const index = task.records.findIndex((record) => record.content.trim() === '');
  if (index === -1) return undefined;
  const why = task.records[index]!.contentType === 2 ? 'a text needs its words' : 'a picture needs its file';
  return `interactiveTask.readingTask.records[${index}].content: ${why}`;
}

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    reading: TaskTypes<ReadingTask, ReadingResult>;
  }
}

export const readingDefinition = defineTaskDefinition({
  kind: 'reading',
  ...interactiveKind('readingTask', readingTaskSchema),
  resultSchema: readingResultSchema,
  optionalItem: { originalTaskType: 1 },
  checkTask: readingTaskMismatch,
  // After class the homework item's kind is 'reading', its result task_result.readingTaskResult: the
  // report names the textbook (spec 02 §7, §9: SH_OXFORD), and its picture is the student's own upload.
  afterClass: {
    homeworkKind: 'reading',
    resultKey: 'readingTaskResult',
    resultSchema: readingTaskResultSchema,
    textbook: SH_OXFORD,
    files: (report: { imgUrl: string }) => [{ url: report.imgUrl, bucket: REPORT_IMAGE_BUCKET, path: 'imgUrl' }],
  },
  // The report's picture: the student's own upload to the report bucket (issue 31).
  files: (_task, result) => [{ url: result.interactiveTaskResult.readingTaskResult.imgUrl, bucket: REPORT_IMAGE_BUCKET, path: 'interactiveTaskResult.readingTaskResult.imgUrl' }],
  // The export's row (issue 37): how long the student read.
  describe: (task, result) => [{ item: task.title ?? '阅读', answer: readingTime(result.interactiveTaskResult.readingTaskResult.durationSec) }],
});

/** 读了 3 分 20 秒 (读了 45 秒 under a minute). */
export function readingTime(durationSec: number): string {
  const seconds = Math.round(durationSec);
  return seconds < 60 ? `读了 ${seconds} 秒` : `读了 ${Math.floor(seconds / 60)} 分 ${seconds % 60} 秒`;
}
