/**
 * The class's current task for the projector (issue 32): its newest, running or just ended (the results
 * stay up until the next task starts), polled every 2 s so the projector moves on by itself.
 */
import { useEffect, useState } from 'react';
import { fetchClassTasks } from '@app/client/teacher-calls';
import { CLASSROOM_POLL_MS, type ClassTask } from '@core/contract';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';

/** undefined while loading; null when the class has had no task; 'gone' when it is not this teacher's class. */
export function useCurrentTask(classId: string): ClassTask | null | 'gone' | undefined {
  const api = useService(ApiToken);
  const [current, setCurrent] = useState<{ classId: string; task: ClassTask | null | 'gone' } | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    const load = () =>
      fetchClassTasks(api, classId, 1).then(
        ([latest]) => !stopped && setCurrent({ classId, task: latest ?? null }),
        (error: unknown) => {
          if (stopped) return;
          if (error instanceof ApiError && (error.status === 403 || error.status === 404)) setCurrent({ classId, task: 'gone' });
          else console.warn('current task not loaded', error);
        },
      );
    void load();
    const timer = setInterval(load, CLASSROOM_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, classId]);
  return current?.classId === classId ? current.task : undefined;
}
