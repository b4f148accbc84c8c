/** The optional layered task, 分层题包 (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const optionalTaskPlugin = defineTask({
  kind: 'optional',
  loadDefinition: () => import('./definition').then((m) => m.optionalDefinition),
  title: '分层题包',
  // The screens come with their issue; until then the app shows 即将开放 on these routes.
  routes: [{ path: '/optional-task' }],
});
