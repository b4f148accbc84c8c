/** Collaborative learning (spec 02 §2): self-grouping, then the group task. */
import { defineTask } from '@core/registry/task-plugin';

export const collaborativeTaskPlugin = defineTask({
  kind: 'collaborative',
  loadDefinition: () => import('./definition').then((m) => m.collaborativeDefinition),
  title: '协作学习',
  // The screens come with their issue; until then the app shows 即将开放 on these routes.
  routes: [{ path: '/self-grouping' }, { path: '/collaborative-learning' }],
});
