/**
 * The services every task host gives the kinds' screens and panels (TaskPlugin.needs;
 * core/registry/task-services.ts): <TaskServicesProvider> in App provides the app-wide ones around the
 * routes; a host adds those that live as long as its screen (the teacher console's stored files) with
 * TaskServices.with.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { taskPageHostRef, type TaskPageHost } from '@core/registry/task-page-host';
import { reportUploadRef, storedFileRef, taskKindsRef, taskWordsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import { ApiToken } from '@core/services/tokens';
import { fetchHomework } from '@app/client/homework-calls';
import { taskRegistry } from '@plugins/tasks';
import { useStoredImageLoader } from '../hooks/use-stored-image';
import { useReportUpload, useTaskWords } from '../hooks/use-task-tools';
import { EmptyState, NetworkTrouble } from '../shell/EmptyState';
import { PageHeader } from '../shell/PageHeader';
import { Spinner } from '../shell/Spinner';
import { useService } from './ServicesContext';


/** The services a task kind may need that App provides; the test checks they cover every kind's needs with its hosts'. */
export function useAppTaskServices(): TaskServices {
  const words = useTaskWords();
  const uploadReport = useReportUpload();
  const api = useService(ApiToken);
  return useMemo(() => {
    // What a kind's own page uses of the app (core/registry/task-page-host.ts).
    const pageHost: TaskPageHost = { PageHeader, Spinner, EmptyState, NetworkTrouble, loadHomework: (homeworkId) => fetchHomework(api, homeworkId) };
    return TaskServices.of(provide(taskKindsRef, taskRegistry), provide(taskWordsRef, words), provide(reportUploadRef, uploadReport), provide(taskPageHostRef, pageHost));
  }, [words, uploadReport, api]);
}

/** The host of a kind's own page (a route's loadPage): the stored files it shows, freed when it closes. */
export function TaskPageScope({ children }: { children: ReactNode }) {
  const services = useContext(TaskServicesContext);
  const loadStoredFile = useStoredImageLoader();
  return <TaskServicesContext value={useMemo(() => services.with(provide(storedFileRef, loadStoredFile)), [services, loadStoredFile])}>{children}</TaskServicesContext>;
}

export function TaskServicesProvider({ children }: { children: ReactNode }) {
  return <TaskServicesContext value={useAppTaskServices()}>{children}</TaskServicesContext>;
}
