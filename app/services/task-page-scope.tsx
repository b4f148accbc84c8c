/**
 * The host of a kind's own page (a route's loadPage: the reading report, the collaborative pages) and of
 * its panel in the teacher console: the page host, the recorder and the stored files, for as long as it
 * shows. Loaded with those pages, not with the first one (task-services.tsx is on every page).
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { taskPageHostRef, type TaskPageHost } from '@core/registry/task-page-host';
import { storedFileRef, taskRecorderRef } from '@core/registry/task-service-refs';
import { provide, TaskServicesContext } from '@core/registry/task-services';
import { ApiToken, AudioToken } from '@core/services/tokens';
import { fetchCurrentClassroomTask } from '@app/client/classroom-calls';
import { fetchHomework } from '@app/client/homework-calls';
import { submitClassroomTaskResult } from '@app/client/player-calls';
import { useStoredImageLoader } from '../hooks/use-stored-image';
import { useToast } from '../hooks/use-toast';
import { startVisiblePolling } from '../hooks/use-visible-polling';
import { useSession } from '../session/SessionContext';
import { Dialog } from '../shell/Dialog';
import { EmptyState, NetworkTrouble } from '../shell/EmptyState';
import { PageHeader } from '../shell/PageHeader';
import { Spinner } from '../shell/Spinner';
import { useService } from './ServicesContext';
import { useTaskRecorder } from './task-recorder';

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

