/** The reading task (spec 02 §2): the task screen and its report (阅读任务报告). */
import { defineTask } from '@core/registry/task-plugin';

export const readingTaskPlugin = defineTask({
  kind: 'reading',
  loadDefinition: () => import('./definition').then((m) => m.readingDefinition),
  title: '阅读任务',
  // The screens come with their issue; until then the app shows 即将开放 on these routes. The preview
  // (an optional task's item) is here already.
  routes: [{ path: '/reading-task' }, { path: '/reading-task-report' }],
  loadPreview: async () => (await import('./Preview')).default,
});
