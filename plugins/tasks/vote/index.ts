/** The vote task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const voteTaskPlugin = defineTask({
  kind: 'vote',
  loadDefinition: () => import('./definition').then((m) => m.voteDefinition),
  title: '投票',
  routes: [{ path: '/vote-task', loadView: async () => (await import('./View')).default }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
});
