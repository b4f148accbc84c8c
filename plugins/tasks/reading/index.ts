/** The reading task (spec 02 §2): the task screen and its report (阅读任务报告). */
import { defineTask } from '@core/registry/task-plugin';

export const readingTaskPlugin = defineTask({
  kind: 'reading',
  loadDefinition: () => import('./definition').then((m) => m.readingDefinition),
  title: '阅读任务',
  // The report screen (阅读任务报告) comes next in issue 17; until then the app shows 即将开放 there.
  routes: [{ path: '/reading-task', loadView: async () => (await import('./View')).default }, { path: '/reading-task-report' }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
});
