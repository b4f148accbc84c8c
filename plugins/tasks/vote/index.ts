/** The vote task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const voteTaskPlugin = defineTask({
  kind: 'vote',
  loadDefinition: () => import('./definition').then((m) => m.voteDefinition),
  title: '投票',
  label: '投票',
  // A ballot going into a box.
  icon: 'M4 12h16v8H4zM8 12V4h8v8M10 8l1.5 1.5L14 7',
  routes: [{ path: '/vote-task', loadView: async () => (await import('./View')).default }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  loadEditor: () => import('./Editor').then((m) => ({ blank: m.blank, Editor: m.default })),
});
