/** The vote task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const voteTaskPlugin = defineTask({
  kind: 'vote',
  loadDefinition: () => import('./definition').then((m) => m.voteDefinition),
  title: '投票',
  // The screens come with their issue; until then the app shows 即将开放 on these routes.
  routes: [{ path: '/vote-task' }],
});
