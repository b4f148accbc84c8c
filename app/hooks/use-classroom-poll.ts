/**
 * Polls the class's running task (spec 02 §4): every 2 s with jitter, backing off to 15 s after errors
 * and never giving up (core/classroom/polling.ts); paused while the page is hidden, at once when it
 * shows again (use-visible-polling.ts). 404 means no task ('none'); other errors are logged only, the
 * last answer stays.
 */
import { useCallback, useState } from 'react';
import { fetchCurrentClassroomTask, type ClassroomTask } from '@core/client/classroom-calls';
import { nextPollDelay } from '@core/classroom';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { useVisiblePolling } from './use-visible-polling';

export type ClassroomPoll = { status: 'loading' } | { status: 'none' } | { status: 'task'; task: ClassroomTask };

export function useClassroomPoll(groupId: string | undefined): ClassroomPoll {
  const api = useService(ApiToken);
  const [poll, setPoll] = useState<ClassroomPoll>({ status: 'loading' });
  const tick = useCallback(
    (active: () => boolean) =>
      fetchCurrentClassroomTask(api, groupId).then(
        (task) => {
          if (active()) setPoll((previous) => (task ? samePoll(previous, task) : previous.status === 'none' ? previous : { status: 'none' }));
        },
        (error: unknown) => {
          console.warn('classroom poll failed (network error)', error);
          throw error;
        },
      ),
    [api, groupId],
  );
  useVisiblePolling(tick, nextPollDelay);
  return poll;
}

/** The same task again keeps the same state object, so nothing re-renders every 2 s. */
function samePoll(previous: ClassroomPoll, task: ClassroomTask): ClassroomPoll {
  return previous.status === 'task' && previous.task.groupTaskId === task.groupTaskId ? previous : { status: 'task', task };
}
