/** Resource pack (spec 02 §3): a title and resources, each of a type with its content. */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, passThroughResultSchema, type PassThroughResult } from '../served';

export const resourcePackSchema = z.object({ title: z.string(), resources: z.array(z.object({ type: z.number(), content: z.string() })) });
export type ResourcePack = z.infer<typeof resourcePackSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    'resource-pack': TaskTypes<ResourcePack, PassThroughResult>;
  }
}

export const resourcePackDefinition = defineTaskDefinition({
  kind: 'resource-pack',
  ...interactiveKind('resourcePack', resourcePackSchema),
  resultSchema: passThroughResultSchema,
});
