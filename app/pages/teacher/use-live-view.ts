/** The live view of a task, polled every 2 s (the browser revalidates it with its ETag). */
import { useEffect, useState } from 'react';
import { fetchLiveView } from '@core/client/teacher-calls';
import { CLASSROOM_POLL_MS, type LiveView } from '@core/contract';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../services/ServicesContext';

export function useLiveView(groupTaskId: string | undefined): LiveView | undefined {
  const api = useService(ApiToken);
  const [view, setView] = useState<{ id: string; view: LiveView } | undefined>(undefined);
  useEffect(() => {
    if (!groupTaskId) return undefined;
    let stopped = false;
    const load = () =>
      fetchLiveView(api, groupTaskId).then(
        (next) => !stopped && setView({ id: groupTaskId, view: next }),
        (error: unknown) => console.warn('live view not loaded', error),
      );
    void load();
    const timer = setInterval(load, CLASSROOM_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, groupTaskId]);
  return view && view.id === groupTaskId ? view.view : undefined;
}
