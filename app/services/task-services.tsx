/**
 * The services every task host gives the kinds' screens and panels (TaskPlugin.needs;
 * core/registry/task-services.ts): <TaskServicesProvider> in App provides the app-wide ones around the
 * routes; a host adds those that live as long as its screen (the teacher console's stored files; a
 * kind's own page's host, recorder and stored files) with TaskServices.with.
 */
import { useMemo, type ReactNode } from 'react';
import { reportUploadRef, taskKindsRef, taskWordsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import { taskRegistry } from '@plugins/tasks';
import { useReportUpload, useTaskWords } from '../hooks/use-task-tools';

/** The services a task kind may need that App provides; the test checks they cover every kind's needs with its hosts'. */
export function useAppTaskServices(): TaskServices {
  const words = useTaskWords();
  const uploadReport = useReportUpload();
  return useMemo(() => TaskServices.of(provide(taskKindsRef, taskRegistry), provide(taskWordsRef, words), provide(reportUploadRef, uploadReport)), [words, uploadReport]);
}

export function TaskServicesProvider({ children }: { children: ReactNode }) {
  return <TaskServicesContext value={useAppTaskServices()}>{children}</TaskServicesContext>;
}
