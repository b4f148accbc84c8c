/**
 * The definitions of the classroom task kinds, one line each: the pure list the server validates task
 * results with (no React). The plugins themselves (with their screens) are listed in index.ts.
 *
 * The optional task is made from this list: its items are of the kinds with an optionalItem facet.
 */
import type { TaskDefinition } from '@core/registry/task-plugin';
import { readingDefinition } from './reading/definition';
import { voteDefinition } from './vote/definition';
import { resourcePackDefinition } from './resource-pack/definition';
import { dragDropDefinition } from './drag-drop/definition';
import { collaborativeDefinition } from './collaborative/definition';
import { createOptionalDefinition } from './optional/definition';
// new-plugin: definitions above this line

/** Every kind but the optional task, which is made of them. */
const kindDefinitions: readonly TaskDefinition[] = [
  readingDefinition,
  voteDefinition,
  resourcePackDefinition,
  dragDropDefinition,
  collaborativeDefinition,
  // new-plugin: definition list above this line
] as readonly TaskDefinition[];

export const optionalDefinition = createOptionalDefinition(kindDefinitions);

export const taskDefinitions: readonly TaskDefinition[] = [...kindDefinitions, optionalDefinition as TaskDefinition];
