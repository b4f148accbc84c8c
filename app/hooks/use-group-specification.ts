/**
 * Polls a collaborative task's groups (spec 02 §4: every 1 s on self-grouping, 4 s in the task): the
 * browser revalidates with the ETag, so an unchanged answer is a 304. Paused while the page is hidden;
 * an operation's answer (the specification after it) is shown at once through `show`. A 404 (the task
 * is gone) is 'gone'; other errors keep the last answer and are logged.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchGroupSpecification, type GroupSpecification } from '@core/client/group-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export type GroupPoll = { status: 'loading' } | { status: 'gone' } | { status: 'ready'; specification: GroupSpecification };

export function useGroupSpecification(groupTaskId: string, intervalMs: number): { poll: GroupPoll; show(specification: GroupSpecification): void } {
  const api = useService(ApiToken);
  const [poll, setPoll] = useState<GroupPoll>({ status: 'loading' });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(run, intervalMs);
    };
    const run = () => {
      fetchGroupSpecification(api, groupTaskId)
        .then(
          (specification) => {
            if (!stopped) setPoll((previous) => (previous.status === 'ready' && JSON.stringify(previous.specification) === JSON.stringify(specification) ? previous : { status: 'ready', specification }));
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) {
              if (!stopped) setPoll({ status: 'gone' });
            } else console.warn('group poll failed (network error)', error);
          },
        )
        .finally(schedule);
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
  }, [api, groupTaskId, intervalMs]);

  const show = useCallback((specification: GroupSpecification) => setPoll({ status: 'ready', specification }), []);
  return { poll, show };
}
