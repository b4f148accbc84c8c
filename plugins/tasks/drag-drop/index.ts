/** The drag-drop task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const dragDropTaskPlugin = defineTask({
  kind: 'drag-drop',
  loadDefinition: () => import('./definition').then((m) => m.dragDropDefinition),
  title: '拖拽题',
  label: '拖拽题',
  // A card moved onto a target.
  icon: 'M3 3h7v7H3zM14 14h7v7h-7zM6.5 13v3.5a1 1 0 0 0 1 1H11M9 15l2 2.5-2 2.5',
  routes: [{ path: '/drag-drop', loadView: async () => (await import('./View')).default }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  loadEditor: () => import('./Editor'),
});
