/**
 * Resource pack (spec 02 §3): a title and resources, each of a type with its content. The spec does not
 * number the types; ours are below (docs/CONTENT-FORMAT.md). A type the app does not know is kept and
 * shown as a line saying so, never a crash. The student's result notes that they opened the pack and,
 * once they mark it done, that they finished it: the teacher sees both.
 */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind } from '../served';

export const ResourceType = { IMAGE: 1, AUDIO: 2, VIDEO: 3, TEXT: 4, DOCUMENT: 5 } as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

/** A pack's limits: the schema's, and the editor's (its add buttons stop at them). */
export const ResourcePackLimits = { title: 200, resources: { min: 1, max: 50 }, content: 20_000, name: 200 } as const;

export const resourceSchema = z.object({
  type: z.int(),
  /** The address of a picture, sound, video or document, or the text itself. */
  content: z.string().check(z.minLength(1), z.maxLength(ResourcePackLimits.content)),
  /** A document's or a sound's name, shown beside it (optional; the address's file name otherwise). */
  name: z.optional(z.string().check(z.maxLength(ResourcePackLimits.name))),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourcePackSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(ResourcePackLimits.title)),
  resources: z.array(resourceSchema).check(z.minLength(ResourcePackLimits.resources.min), z.maxLength(ResourcePackLimits.resources.max)),
});
export type ResourcePack = z.infer<typeof resourcePackSchema>;

export const resourcePackResultSchema = z.object({
  // finished: false when the student only opened it. After class a result is stored only once the pack is
  // done, without the flag (spec 01 task_result): absent means finished.
  interactiveTaskResult: z.object({ resourcePackResult: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), finished: z.optional(z.boolean()) }) }),
});
export type ResourcePackResult = z.infer<typeof resourcePackResultSchema>;

/** The result after class (task_result.resourcePackResult): stored only once done, so finished is never false. */
const afterClassResultSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), finished: z.optional(z.literal(true)) });

/** The result a screen hands over: opened, or finished. */
export const resourcePackResult = (id: string, finished: boolean): ResourcePackResult => ({ interactiveTaskResult: { resourcePackResult: { id, finished } } });

export const isFinished = (result: ResourcePackResult | undefined): boolean => result !== undefined && result.interactiveTaskResult.resourcePackResult.finished !== false;

/** The summary the live view carries; the panel checks it with this. */
export const resourcePackSummarySchema = z.object({ opened: z.number(), finished: z.number() });
export type ResourcePackSummary = z.infer<typeof resourcePackSummarySchema>;

/** How many students opened the pack and how many of them marked it done. */
export function resourcePackSummary(_task: ResourcePack, results: readonly ResourcePackResult[]): ResourcePackSummary {
  return { opened: results.length, finished: results.filter((result) => isFinished(result)).length };
}

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    'resource-pack': TaskTypes<ResourcePack, ResourcePackResult>;
  }
}

export const resourcePackDefinition = defineTaskDefinition({
  kind: 'resource-pack',
  ...interactiveKind('resourcePack', resourcePackSchema),
  resultSchema: resourcePackResultSchema,
  optionalItem: { originalTaskType: 3 },
  afterClass: { homeworkKind: 'resourcePack', resultKey: 'resourcePackResult', resultSchema: afterClassResultSchema, isDone: (result) => (result as { finished?: boolean }).finished !== false },
  // Opened is not handed in: the teacher's 已提交 counts the students who finished the pack.
  isSubmitted: isFinished,
  summarise: resourcePackSummary,
  // The export's row (issue 37): whether the student finished the pack or only opened it.
  describe: (task, result) => [{ item: task.title, answer: isFinished(result) ? '学完了' : '打开了' }],
});
