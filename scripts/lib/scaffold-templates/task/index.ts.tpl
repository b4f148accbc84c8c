/**
 * 7. The plugin: its kind, title, label and icon (an optional task's item, a homework item shows them),
 *    the route its screen opens on (in class, as an optional task's item, and after class with
 *    isAfterClass=true&homework=), and the screens and definition, each loaded when first needed (the
 *    route table is part of the first load), and the teacher's editor.
 */
import { defineTask } from '@core/registry/task-plugin';

export const __camel__TaskPlugin = defineTask({
  kind: '__FOLDER__',
  title: '__FOLDER__',
  label: '__FOLDER__',
  // A pencil: one SVG path in a 24×24 box.
  icon: 'M4 20h4L20 8l-4-4L4 16zM14 6l4 4',
  routes: [{ path: '/__FOLDER__-task', loadView: async () => (await import('./View')).default }],
  loadDefinition: async () => (await import('./definition')).__camel__Definition,
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  // The teacher console's editor (Editor.tsx), in its own chunk.
  loadEditor: () => import('./Editor'),
});
