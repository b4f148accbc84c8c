/** The optional layered task, 分层题包 (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const optionalTaskPlugin = defineTask({
  kind: 'optional',
  loadDefinition: () => import('./definition').then((m) => m.optionalDefinition),
  title: '分层题包',
  routes: [{ path: '/optional-task', loadView: async () => (await import('./View')).default }],
  loadPanel: async () => (await import('./Panel')).default,
});
