/**
 * JSON Schemas of a content pack's files (issue 35), made from the same zod schemas the checker and the
 * plugins use, so an editor (VS Code's `json.schemas`, or a `$schema` line) checks a file as it is typed:
 * pack.json, an episode (each activity by its type's own comprehension part), a task (its interactive
 * part by its kind's), glossary.json. What JSON Schema cannot say (refinements, cross-file references) only the
 * checker says: `npm run content -- check`. Written to docs/content-schema/ by `npm run content -- schema`.
 */
import { servedActivityBaseSchema, z } from '@core/content';
import type { ActivityAnswerDefinition } from '@core/registry/answer-definition';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { activityAnswerDefinitions } from '@plugins/activities/answer-definitions';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { packEpisodeSchema, packManifestSchema, packTaskSchema } from './pack-check';
import { packGlossarySchema } from './pack-glossary';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const SCHEMA_BASE = 'https://example.invalid/english-homework/content-schema/';
const toJson = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return rest;
};

/** An activity of one type: the served base with `type` fixed and its comprehension part required. */
function activitySchema(definition: ActivityAnswerDefinition): JsonSchema {
  const schema = toJson(servedActivityBaseSchema);
  schema.title = `${definition.type} ${definition.label}`;
  schema.properties!.type = { const: definition.type };
  const comprehension = schema.properties!.content!.properties!.comprehension!;
  comprehension.properties = { ...comprehension.properties, [definition.comprehension.key]: toJson(definition.comprehension.schema) };
  comprehension.required = [...(comprehension.required ?? []), definition.comprehension.key];
  return schema;
}

export function packJsonSchemas(definitions: { activities: readonly ActivityAnswerDefinition[]; tasks: readonly TaskDefinition[] } = { activities: activityAnswerDefinitions, tasks: taskDefinitions }): Record<string, JsonSchema> {
  const pack = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `${SCHEMA_BASE}pack.schema.json`, title: 'pack.json', ...toJson(packManifestSchema) };

  const episode: JsonSchema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `${SCHEMA_BASE}episode.schema.json`, title: 'episodes/<id>.json', ...toJson(packEpisodeSchema) };
  const activities = episode.properties!.activities!;
  activities.items = { oneOf: definitions.activities.map(activitySchema) };

  const task: JsonSchema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `${SCHEMA_BASE}task.schema.json`, title: 'tasks/<id>.json', ...toJson(packTaskSchema) };
  const parts = definitions.tasks.flatMap((definition) => (definition.part ? [{ kind: definition.kind, ...definition.part }] : []));
  const others = definitions.tasks.filter((definition) => !definition.part).map((definition) => definition.kind);
  task.properties!.interactiveTask = {
    description: "The task's interactive part: one key, its kind's (an exercise, taskType 1, has none and names episodeIds instead).",
    oneOf: [
      ...parts.map((part) => ({ title: part.kind, type: 'object', properties: { [part.key]: toJson(part.schema) }, required: [part.key], additionalProperties: false })),
      // Kinds whose part sits elsewhere in the served task: only the checker reads them.
      { title: others.join(', '), description: 'checked by npm run content -- check', type: 'object', not: { anyOf: parts.map((part) => ({ required: [part.key] })) } },
    ],
  };
  const glossary = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `${SCHEMA_BASE}glossary.schema.json`, title: 'glossary.json', ...toJson(packGlossarySchema) };
  return { 'pack.schema.json': pack, 'episode.schema.json': episode, 'task.schema.json': task, 'glossary.schema.json': glossary };
}
