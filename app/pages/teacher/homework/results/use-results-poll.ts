/**
 * A homework's results, polled every 5 s while the screen is open, so they follow the students' submissions
 * without a reload. The server revalidates each poll by its ETag (304 while nothing changed), and an
 * unchanged answer leaves the results on screen as they are (as the live view's poll, use-live-view.ts).
 */
import { useEffect, useState } from 'react';
import type { HomeworkResults } from '@server/homework/teacher-homework-contract';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../../../services/ServicesContext';
import { fetchHomeworkResults } from './results-calls';

export const RESULTS_POLL_MS = 5000;

export interface ResultsState {
  results: HomeworkResults | undefined;
  /** No such homework for this teacher (404, 403): polling stopped. */
  gone: boolean;
  /** The last poll failed (offline, 5xx): the next one tries again; the results shown stay. */
  failed: boolean;
}

export function useResultsPoll(homeworkId: string): ResultsState {
  const api = useService(ApiToken);
  const [state, setState] = useState<{ id: string } & ResultsState>({ id: homeworkId, results: undefined, gone: false, failed: false });
  useEffect(() => {
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const load = () =>
      fetchHomeworkResults(api, homeworkId).then(
        (results) => {
          if (stopped) return;
          // Unchanged (304): the same object stays, so nothing renders again.
          setState((old) => (results || old.id !== homeworkId ? { id: homeworkId, results: results ?? undefined, gone: false, failed: false } : old.failed ? { ...old, failed: false } : old));
        },
        (error: unknown) => {
          if (stopped) return;
          const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
          setState((old) => ({ ...(old.id === homeworkId ? old : { id: homeworkId, results: undefined }), gone, failed: !gone }));
          if (gone) stop();
        },
      );
    const timer = setInterval(load, RESULTS_POLL_MS);
    void load();
    return stop;
  }, [api, homeworkId]);
  return state.id === homeworkId ? state : { results: undefined, gone: false, failed: false };
}
