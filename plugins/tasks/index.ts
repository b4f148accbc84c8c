/**
 * The classroom-task plugins, one line each. Adding a kind = one folder + one line here (and its
 * definition's line in definitions.ts); `npm run new-plugin -- task <kind>` does all three.
 */
import { TaskRegistry } from '@core/registry/task-registry';
import { readingTaskPlugin } from './reading';
import { voteTaskPlugin } from './vote';
import { resourcePackTaskPlugin } from './resource-pack';
import { dragDropTaskPlugin } from './drag-drop';
import { optionalTaskPlugin } from './optional';
import { collaborativeTaskPlugin } from './collaborative';
// new-plugin: imports above this line

/** Builds a registry holding every task plugin. */
export function createTaskRegistry(): TaskRegistry {
  return new TaskRegistry()
    .register(readingTaskPlugin)
    .register(voteTaskPlugin)
    .register(resourcePackTaskPlugin)
    .register(dragDropTaskPlugin)
    .register(optionalTaskPlugin)
    .register(collaborativeTaskPlugin)
    // new-plugin: registrations above this line
    ;
}

/** The registry the app and the scripts share. */
export const taskRegistry = createTaskRegistry();
