/** The reading task (spec 02 §2): the task screen and its report (阅读任务报告). */
import { defineTask } from '@core/registry/task-plugin';
import { screenQuery } from '@core/registry/task-registry';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { reportUploadRef, storedFileRef, taskWordsRef } from '@core/registry/task-service-refs';

export const readingTaskPlugin = defineTask({
  kind: 'reading',
  loadDefinition: () => import('./definition').then((m) => m.readingDefinition),
  title: '阅读任务',
  label: '阅读',
  // An open book.
  icon: 'M12 6C10 4.5 7 4 3 4v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zm0 0v14',
  // An interactive task without a part any kind knows is read (spec 02 §2).
  catchAll: true,
  // The header names the unit and period (spec 02 §2); the passage's own title is on the page.
  header: 'unit',
  routes: [
    { path: '/reading-task', loadView: async () => (await import('./View')).default },
    // The report (阅读任务报告): a page of its own, reading the homework's stored result.
    { path: '/reading-task-report', loadPage: async () => (await import('./ReportPage')).default },
  ],
  // After class the same screen reads the homework's item (isAfterClass=true&homework=); a finished
  // reading opens its report (重新练习 from there reads it again).
  afterClassPath: ({ homeworkId, taskId, done }) =>
    done ? `/reading-task-report?${screenQuery({ homework: homeworkId, taskId })}` : `/reading-task?${screenQuery({ isAfterClass: 'true', homework: homeworkId, taskId })}`,
  loadPreview: async () => (await import('./Preview')).default,
  loadPanel: async () => (await import('./Panel')).default,
  loadEditor: () => import('./Editor'),
  // The word popup, the report's upload, the reports on the teacher's panel, and the report page's host.
  needs: [taskWordsRef, reportUploadRef, storedFileRef, taskPageHostRef],
  pollLogs: { none: 'no reading task for now', failed: 'network abnormal' },
});
