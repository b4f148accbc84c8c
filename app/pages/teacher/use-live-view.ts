/**
 * The live view of a task, polled every 2 s (the browser revalidates it with its ETag) while the task
 * runs. An ended task's view no longer changes, so polling stops there; its results stay on screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchLiveView } from '@app/client/teacher-calls';
import { CLASSROOM_POLL_MS, type LiveView } from '@core/contract';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';

export interface LiveViewState {
  view: LiveView | undefined;
  /** The server has no such task for this teacher (404, 403): an old or mistyped address. */
  gone: boolean;
  /** Loads it again now (after ending it, rather than a poll later). */
  reload(): void;
}

export function useLiveView(groupTaskId: string | undefined): LiveViewState {
  const api = useService(ApiToken);
  const [state, setState] = useState<{ id: string; view?: LiveView; gone?: boolean } | undefined>(undefined);
  useEffect(() => {
    if (!groupTaskId) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const load = () =>
      fetchLiveView(api, groupTaskId).then(
        (view) => {
          if (stopped) return;
          setState({ id: groupTaskId, view });
          if (!view.running) stop();
        },
        (error: unknown) => {
          if (stopped) return;
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
            setState({ id: groupTaskId, gone: true });
            stop();
          } else console.warn('live view not loaded', error);
        },
      );
    void load();
    timer = setInterval(load, CLASSROOM_POLL_MS);
    return stop;
  }, [api, groupTaskId]);
  // Once more now, beside the poll (which stops by itself when it sees the task ended).
  const reload = useCallback(() => {
    if (!groupTaskId) return;
    fetchLiveView(api, groupTaskId).then(
      (view) => setState((old) => (old && old.id !== groupTaskId ? old : { id: groupTaskId, view })),
      (error: unknown) => console.warn('live view not loaded', error),
    );
  }, [api, groupTaskId]);
  const current = state && state.id === groupTaskId ? state : undefined;
  return { view: current?.view, gone: current?.gone === true, reload };
}
