/**
 * Polls the class's running task (spec 02 §4): every 2 s with jitter, backing off to 15 s after errors
 * and never giving up (core/classroom/polling.ts); paused while the page is hidden, at once when it
 * shows again. 404 means no task ('none'); other errors are logged only, the last answer stays.
 */
import { useEffect, useState } from 'react';
import { fetchCurrentClassroomTask, type ClassroomTask } from '@core/client/classroom-calls';
import { nextPollDelay } from '@core/classroom';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export type ClassroomPoll = { status: 'loading' } | { status: 'none' } | { status: 'task'; task: ClassroomTask };

export function useClassroomPoll(groupId: string | undefined): ClassroomPoll {
  const api = useService(ApiToken);
  const [poll, setPoll] = useState<ClassroomPoll>({ status: 'loading' });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(run, nextPollDelay(failures));
    };
    const run = () => {
      fetchCurrentClassroomTask(api, groupId).then(
        (task) => {
          failures = 0;
          if (!stopped) setPoll((previous) => (task ? samePoll(previous, task) : previous.status === 'none' ? previous : { status: 'none' }));
        },
        (error: unknown) => {
          failures += 1;
          console.warn('classroom poll failed (network error)', error);
        },
      ).finally(schedule);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run();
      else clearTimeout(timer);
    };
    run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, groupId]);

  return poll;
}

/** The same task again keeps the same state object, so nothing re-renders every 2 s. */
function samePoll(previous: ClassroomPoll, task: ClassroomTask): ClassroomPoll {
  return previous.status === 'task' && previous.task.groupTaskId === task.groupTaskId ? previous : { status: 'task', task };
}
