/**
 * 7. The plugin: its kind, title, the route its screen opens on, and the screens and definition, each
 *    loaded when first needed (the route table is part of the first load).
 */
import { defineTask } from '@core/registry/task-plugin';

export const __camel__TaskPlugin = defineTask({
  kind: '__FOLDER__',
  title: '__FOLDER__',
  routes: [{ path: '/__FOLDER__-task', loadView: async () => (await import('./View')).default }],
  loadDefinition: async () => (await import('./definition')).__camel__Definition,
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
});
