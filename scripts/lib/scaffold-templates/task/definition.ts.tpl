/**
 * 1. The pure half of the __FOLDER__ task kind: how a served task shows it is of this kind, the model
 *    parsed from it, and the result a student submits. No React, no DOM: the server imports this file
 *    (through plugins/tasks/definitions.ts) to check every result before storing it.
 *
 *    Its facets make it more than a classroom task, each with no edit outside this folder:
 *    - optionalItem: it can be an item of an optional task (分层题包), as originalTask.taskType __TYPE__;
 *    - afterClass: it can be an item of a homework, listed as kind '__camel__', its result sent as
 *      task_result.__camel__Result. Leave a facet out when the kind is not meant to be one.
 */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind } from '../served';

/** The kind's part of a served task: interactiveTask.__camel__Task. Its limits are what the editor shows at each field. */
export const __camel__TaskSchema = z.object({ title: z.string().check(z.minLength(1), z.maxLength(200)), prompt: z.string().check(z.maxLength(2000)) });
export type __Pascal__Task = z.infer<typeof __camel__TaskSchema>;

/** The answer: the task (or homework item) it is for, and the text. After class it is task_result.__camel__Result. */
export const __camel__AnswerSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), answer: z.string().check(z.maxLength(2000)) });

/** What a student submits: POST /api/v1/chronus/student/classroom/task/{groupTaskId}. */
export const __camel__ResultSchema = z.object({ interactiveTaskResult: z.object({ __camel__Result: __camel__AnswerSchema }) });
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
  optionalItem: { originalTaskType: __TYPE__ },
  afterClass: { homeworkKind: '__camel__', resultKey: '__camel__Result', resultSchema: __camel__AnswerSchema },
});
