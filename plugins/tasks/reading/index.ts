/** The reading task (spec 02 §2): the task screen and its report (阅读任务报告). */
import { defineTask } from '@core/registry/task-plugin';

export const readingTaskPlugin = defineTask({
  kind: 'reading',
  loadDefinition: () => import('./definition').then((m) => m.readingDefinition),
  title: '阅读任务',
  // The header names the unit and period (spec 02 §2); the passage's own title is on the page.
  header: 'unit',
  // The report (阅读任务报告, /reading-task-report) is an app page: it reads the homework's stored result.
  routes: [{ path: '/reading-task', loadView: async () => (await import('./View')).default }],
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  pollLogs: { none: 'no reading task for now', failed: 'network abnormal' },
});
