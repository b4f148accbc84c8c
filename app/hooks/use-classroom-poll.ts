/**
 * Polls the class's running task (spec 02 §4): every 2 s with jitter, backing off to 15 s after errors
 * and never giving up (plugins/tasks/polling.ts); paused while the page is hidden, at once when it
 * shows again (use-visible-polling.ts). 404 means no task ('none'); other errors are logged only, the
 * last answer stays. A kind may word those logs itself (the reading task: 'no reading task for now',
 * 'network abnormal'; spec 02 §4).
 */
import { useCallback, useRef, useState } from 'react';
import { fetchCurrentClassroomTask, type ClassroomTask } from '@app/client/classroom-calls';
import { nextPollDelay } from '@plugins/tasks/polling';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { useVisiblePolling } from './use-visible-polling';

export type ClassroomPoll = { status: 'loading' } | { status: 'none' } | { status: 'task'; task: ClassroomTask };

export interface PollLogs { none: string; failed: string }
const DEFAULT_LOGS: PollLogs = { none: 'no classroom task for now', failed: 'classroom poll failed (network error)' };

export function useClassroomPoll(groupId: string | undefined, logs: PollLogs = DEFAULT_LOGS): ClassroomPoll {
  const api = useService(ApiToken);
  const [poll, setPoll] = useState<ClassroomPoll>({ status: 'loading' });
  const saidNone = useRef(false);
  const tick = useCallback(
    (active: () => boolean) =>
      fetchCurrentClassroomTask(api, groupId).then(
        (task) => {
          if (!active()) return;
          if (task) {
            saidNone.current = false;
            setPoll((previous) => samePoll(previous, task));
            return;
          }
          // Said once when the task goes, not every 2 s after.
          if (!saidNone.current) console.info(logs.none);
          saidNone.current = true;
          setPoll((previous) => (previous.status === 'none' ? previous : { status: 'none' }));
        },
        (error: unknown) => {
          console.warn(logs.failed, error);
          throw error;
        },
      ),
    [api, groupId, logs],
  );
  useVisiblePolling(tick, nextPollDelay);
  return poll;
}

/** The same task again keeps the same state object, so nothing re-renders every 2 s. */
function samePoll(previous: ClassroomPoll, task: ClassroomTask): ClassroomPoll {
  return previous.status === 'task' && previous.task.groupTaskId === task.groupTaskId ? previous : { status: 'task', task };
}
