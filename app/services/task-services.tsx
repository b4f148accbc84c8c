/**
 * The services every task host gives the kinds' screens and panels (TaskPlugin.needs;
 * core/registry/task-services.ts): <TaskServicesProvider> in App provides the app-wide ones around the
 * routes; a host adds those that live as long as its screen (the teacher console's stored files; a
 * kind's own page's host, recorder and stored files) with TaskServices.with.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { taskPageHostRef, type TaskPageHost } from '@core/registry/task-page-host';
import { reportUploadRef, storedFileRef, taskKindsRef, taskRecorderRef, taskWordsRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import { ApiToken, AudioToken } from '@core/services/tokens';
import { fetchCurrentClassroomTask } from '@app/client/classroom-calls';
import { fetchHomework } from '@app/client/homework-calls';
import { submitClassroomTaskResult } from '@app/client/player-calls';
import { taskRegistry } from '@plugins/tasks';
import { useStoredImageLoader } from '../hooks/use-stored-image';
import { useReportUpload, useTaskWords } from '../hooks/use-task-tools';
import { useToast } from '../hooks/use-toast';
import { startVisiblePolling } from '../hooks/use-visible-polling';
import { useSession } from '../session/SessionContext';
import { Dialog } from '../shell/Dialog';
import { EmptyState, NetworkTrouble } from '../shell/EmptyState';
import { PageHeader } from '../shell/PageHeader';
import { Spinner } from '../shell/Spinner';
import { useService } from './ServicesContext';
import { useTaskRecorder } from './task-recorder';

/** The services a task kind may need that App provides; the test checks they cover every kind's needs with its hosts'. */
export function useAppTaskServices(): TaskServices {
  const words = useTaskWords();
  const uploadReport = useReportUpload();
  return useMemo(() => TaskServices.of(provide(taskKindsRef, taskRegistry), provide(taskWordsRef, words), provide(reportUploadRef, uploadReport)), [words, uploadReport]);
}

/**
 * What a kind's own page or panel uses of the app (core/registry/task-page-host.ts), for the signed-in
 * user: a kind's pages and the teacher console are protected routes.
 */
function useTaskPageHost(): TaskPageHost {
  const api = useService(ApiToken);
  const audio = useService(AudioToken);
  const toast = useToast();
  const { user, currentClass } = useSession();
  const userId = user.id;
  const groupId = currentClass?.groupId;
  return useMemo(
    () => ({
      PageHeader,
      Spinner,
      EmptyState,
      NetworkTrouble,
      Dialog,
      toast,
      loadHomework: (homeworkId) => fetchHomework(api, homeworkId),
      api,
      submitTaskResult: async (kind, taskId, body) => {
        await submitClassroomTaskResult(api, { taskKind: kind, taskId, body }, { idempotencyKey: crypto.randomUUID() });
      },
      signedIn: { userId, groupId },
      pollWhileVisible: startVisiblePolling,
      fetchClassroomTask: (classGroupId) => fetchCurrentClassroomTask(api, classGroupId),
      audio: { play: (id, url) => audio.play(id, url), stop: () => audio.stop() },
    }),
    [api, audio, toast, userId, groupId],
  );
}

/**
 * The host of a kind's own page (a route's loadPage) and of its panel in the teacher console: the page
 * host, the recorder, and the stored files it shows, freed when it closes.
 */
export function TaskPageScope({ children }: { children: ReactNode }) {
  const services = useContext(TaskServicesContext);
  const loadStoredFile = useStoredImageLoader();
  const pageHost = useTaskPageHost();
  const recorder = useTaskRecorder();
  const scoped = useMemo(
    () => services.with(provide(storedFileRef, loadStoredFile), provide(taskPageHostRef, pageHost), provide(taskRecorderRef, recorder)),
    [services, loadStoredFile, pageHost, recorder],
  );
  return <TaskServicesContext value={scoped}>{children}</TaskServicesContext>;
}

export function TaskServicesProvider({ children }: { children: ReactNode }) {
  return <TaskServicesContext value={useAppTaskServices()}>{children}</TaskServicesContext>;
}
