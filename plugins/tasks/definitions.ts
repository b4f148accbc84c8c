/**
 * The definitions of the classroom task kinds, one line each: the pure list the server validates task
 * results with (no React). The plugins themselves (with their screens) are listed in index.ts.
 */
import type { TaskDefinition } from '@core/registry/task-plugin';
import { readingDefinition } from './reading/definition';
import { voteDefinition } from './vote/definition';
import { resourcePackDefinition } from './resource-pack/definition';
import { dragDropDefinition } from './drag-drop/definition';
import { optionalDefinition } from './optional/definition';
import { collaborativeDefinition } from './collaborative/definition';
// new-plugin: definitions above this line

export const taskDefinitions: readonly TaskDefinition[] = [
  readingDefinition,
  voteDefinition,
  resourcePackDefinition,
  dragDropDefinition,
  optionalDefinition,
  collaborativeDefinition,
  // new-plugin: definition list above this line
];
