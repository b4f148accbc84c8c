/** The drag-drop task (spec 02 §2). */
import { defineTask } from '@core/registry/task-plugin';

export const dragDropTaskPlugin = defineTask({
  kind: 'drag-drop',
  loadDefinition: () => import('./definition').then((m) => m.dragDropDefinition),
  title: '拖拽题',
  // The screens come with their issue; until then the app shows 即将开放 on these routes. The preview
  // (an optional task's item) is here already.
  routes: [{ path: '/drag-drop' }],
  loadPreview: async () => (await import('./Preview')).default,
});
