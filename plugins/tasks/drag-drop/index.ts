/** The drag-drop task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const dragDropTaskPlugin = defineTask({
  kind: 'drag-drop',
  loadDefinition: () => import('./definition').then((m) => m.dragDropDefinition),
  title: '拖拽题',
  routes: [{ path: '/drag-drop', loadView: async () => (await import('./View')).default }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
});
