/** The resource pack (spec 02 §2), in class and after class. */
import { defineTask } from '@core/registry/task-plugin';

export const resourcePackTaskPlugin = defineTask({
  kind: 'resource-pack',
  loadDefinition: () => import('./definition').then((m) => m.resourcePackDefinition),
  title: '资源包',
  // The screens come with their issue; until then the app shows 即将开放 on these routes.
  routes: [{ path: '/resource-pack' }, { path: '/resource-pack-after' }],
});
