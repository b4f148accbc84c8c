/**
 * Polls a collaborative task's groups (spec 02 §4: every 1 s on self-grouping, 4 s in the task): the
 * browser revalidates with the ETag, so an unchanged answer is a 304. Paused while the page is hidden
 * (the page host's pollWhileVisible); an operation's answer (the specification after it) is shown at
 * once through `show`. A 404 (the task is gone) is 'gone'; other errors keep the last answer and are logged.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@core/services/api/api-service';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { useTaskService } from '@core/registry/task-services';
import { fetchGroupSpecification, type GroupSpecification } from './group-calls';

export type GroupPoll = { status: 'loading' } | { status: 'gone' } | { status: 'ready'; specification: GroupSpecification };

export function useGroupSpecification(groupTaskId: string, intervalMs: number): { poll: GroupPoll; show(specification: GroupSpecification): void } {
  const { api, pollWhileVisible } = useTaskService(taskPageHostRef);
  const [poll, setPoll] = useState<GroupPoll>({ status: 'loading' });
  const tick = useCallback(
    (active: () => boolean) =>
      fetchGroupSpecification(api, groupTaskId).then(
        (specification) => {
          if (active()) setPoll((previous) => (previous.status === 'ready' && JSON.stringify(previous.specification) === JSON.stringify(specification) ? previous : { status: 'ready', specification }));
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) {
            if (active()) setPoll({ status: 'gone' });
          } else console.warn('group poll failed (network error)', error);
        },
      ),
    [api, groupTaskId],
  );
  const every = useCallback(() => intervalMs, [intervalMs]);
  useEffect(() => pollWhileVisible(tick, every), [pollWhileVisible, tick, every]);

  const show = useCallback((specification: GroupSpecification) => setPoll({ status: 'ready', specification }), []);
  return { poll, show };
}
