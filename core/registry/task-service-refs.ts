/**
 * The services the app's hosts provide to task kinds (core/registry/task-services.ts), one ref each. A
 * kind lists the ones it needs in its plugin's `needs`; a test checks the app provides them all.
 */
import { createTaskServiceRef } from './task-services';
import type { TaskRegistry } from './task-registry';

/** The registered task kinds: a kind made of other kinds' items (the optional task) shows them through it. */
export const taskKindsRef = createTaskServiceRef<TaskRegistry>('task-kinds');
