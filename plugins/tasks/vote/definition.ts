/** Vote (spec 02 §3): records, options, single (1) or multiple (2) choice. */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, passThroughResultSchema, readingRecordSchema, type PassThroughResult } from '../served';

export const SelectType = { SINGLE: 1, MULTIPLE: 2 } as const;
export type SelectType = (typeof SelectType)[keyof typeof SelectType];

export const voteTaskSchema = z.object({
  title: z.string(),
  selectType: z.union([z.literal(SelectType.SINGLE), z.literal(SelectType.MULTIPLE)]),
  records: z.array(readingRecordSchema),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
});
export type VoteTask = z.infer<typeof voteTaskSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    vote: TaskTypes<VoteTask, PassThroughResult>;
  }
}

export const voteDefinition = defineTaskDefinition({
  kind: 'vote',
  ...interactiveKind('voteTask', voteTaskSchema),
  resultSchema: passThroughResultSchema,
});
