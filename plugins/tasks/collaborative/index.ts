/** Collaborative learning (spec 02 §2): self-grouping, then the group task. */
import { defineTask } from '@core/registry/task-plugin';

export const collaborativeTaskPlugin = defineTask({
  kind: 'collaborative',
  loadDefinition: () => import('./definition').then((m) => m.collaborativeDefinition),
  title: '协作学习',
  // Its screens, /self-grouping and /collaborative-learning, are app pages (app/pages/groups): they talk to
  // the group calls, which no other kind has, rather than hand one result to the task host.
  routes: [],
  loadPanel: async () => (await import('./Panel')).default,
});
