/** The optional layered task, 分层题包 (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';
import { screenQuery } from '@core/registry/task-registry';
import { taskKindsRef } from '@core/registry/task-service-refs';

/** (Not served.ts's: that brings zod into the route table's first load.) */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const optionalTaskPlugin = defineTask({
  kind: 'optional',
  // Made from the item kinds' definitions (plugins/tasks/definitions.ts).
  loadDefinition: () => import('../definitions').then((m) => m.optionalDefinition),
  title: '分层题包',
  routes: [{ path: '/optional-task', loadView: async () => (await import('./View')).default }],
  // The screen carries the optional task's own id as optionalId (the group task's when it has none).
  screenPath: (task, ids) => {
    const part = isRecord(task.interactiveTask) && isRecord(task.interactiveTask.selfSelected) ? task.interactiveTask.selfSelected : {};
    return `/optional-task?${screenQuery({ ...ids, optionalId: typeof part.id === 'string' ? part.id : ids.groupTaskId })}`;
  },
  loadPanel: async () => (await import('./Panel')).default,
  loadEditor: () => import('./Editor'),
  // Its items are shown by their own kinds' previews, panels, labels and icons.
  needs: [taskKindsRef],
});
