/**
 * The classroom task kinds that work after class, as the server needs them: the rules a homework item
 * is done by, and the submission's schema with each kind's task_result (their definitions' afterClass
 * facets, plugins/tasks/definitions.ts). A new kind's results are checked and stored without an edit here.
 */
import { submitHomeworkRequestSchemaFor } from '@core/contract';
import type { AfterClassFacet, TaskDefinition } from '@core/registry/task-plugin';
import { taskDefinitions } from '@plugins/tasks/definitions';

/** The afterClass facets among `definitions`. */
export const afterClassRulesOf = (definitions: readonly TaskDefinition[]): AfterClassFacet[] => definitions.flatMap((definition) => (definition.afterClass ? [definition.afterClass] : []));

/** POST /api/v1/chronus/student/homework/{id}: the answers and an item's result under its kind's key. */
export const submitHomeworkSchemaOf = (definitions: readonly TaskDefinition[]) =>
  submitHomeworkRequestSchemaFor(Object.fromEntries(afterClassRulesOf(definitions).map((rule) => [rule.resultKey, rule.resultSchema])));

export const afterClassRules: readonly AfterClassFacet[] = afterClassRulesOf(taskDefinitions);
export const submitHomeworkRequestSchema = submitHomeworkSchemaOf(taskDefinitions);
