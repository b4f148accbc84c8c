/** Collaborative learning (task type 5, spec 02 §3): assignments with roles, done in self-formed groups. */
import { parseWithSchema, z } from '@core/content';
import { TaskType } from '@core/domain';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { passThroughResultSchema, type PassThroughResult } from '../served';

export const collaborativeLearningSchema = z.object({
  assignments: z.array(z.object({ identifier: z.string(), name: z.string(), roles: z.array(z.object({ identifier: z.string(), answerTypes: z.array(z.number()).optional() })) })),
});
export type CollaborativeLearning = z.infer<typeof collaborativeLearningSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    collaborative: TaskTypes<CollaborativeLearning, PassThroughResult>;
  }
}

export const collaborativeDefinition = defineTaskDefinition({
  kind: 'collaborative',
  recognises: (task) => task.taskType === TaskType.COLLABORATIVE_LEARNING,
  parse: (task) => parseWithSchema(collaborativeLearningSchema, task.collaborativeLearning ?? { assignments: [] }, ['collaborativeLearning']),
  resultSchema: passThroughResultSchema,
});
