/**
 * 1. The pure half of the __FOLDER__ task kind: how a served task shows it is of this kind, the model
 *    parsed from it, and the result a student submits. No React, no DOM: the server imports this file
 *    (through plugins/tasks/definitions.ts) to check every result before storing it.
 */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind } from '../served';

/** The kind's part of a served task: interactiveTask.__camel__Task. */
export const __camel__TaskSchema = z.object({ title: z.string(), prompt: z.string() });
export type __Pascal__Task = z.infer<typeof __camel__TaskSchema>;

/** What a student submits: POST /api/v1/chronus/student/classroom/task/{groupTaskId}. */
export const __camel__ResultSchema = z.object({ interactiveTaskResult: z.object({ __camel__Result: z.object({ answer: z.string().check(z.maxLength(2000)) }) }) });
export type __Pascal__Result = z.infer<typeof __camel__ResultSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    '__FOLDER__': TaskTypes<__Pascal__Task, __Pascal__Result>;
  }
}

export const __camel__Definition = defineTaskDefinition({
  kind: '__FOLDER__',
  // A task of this kind is an interactive task (type 2) whose interactiveTask carries __camel__Task.
  ...interactiveKind('__camel__Task', __camel__TaskSchema),
  resultSchema: __camel__ResultSchema,
  // A result that fits the schema but not this task (an unknown option, say) is refused here.
  checkResult: (_task, result) => (result.interactiveTaskResult.__camel__Result.answer.trim() === '' ? 'the answer is empty' : undefined),
});
