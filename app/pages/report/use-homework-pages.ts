/**
 * The student's homework list for the current class, filtered, paged by marker (page size 20, spec
 * 01 §4) with a "load more" action. A filtered page can come back empty while older pages still hold
 * matches, so one load reads on (up to a few pages) until it has a match or the list ends.
 */
import { useCallback, useState } from 'react';
import { fetchHomeworkPage } from '@app/client/homework-list-calls';
import type { HomeworkSummary } from '@core/contract';
import { isHomeworkFinished } from '../../homework/list-rules';
import type { ApiService } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';

/** At most this many list calls per load, so a long list without matches cannot run on and on. */
const MAX_PAGES_PER_LOAD = 5;

export interface MatchingPage { homeworks: HomeworkSummary[]; marker: string | null }

export type HomeworkFilter = (homework: HomeworkSummary) => boolean;

/** Finished homework (spoken comments present: the server already counts those without as not finished). */
export const isFinished: HomeworkFilter = (h) => isHomeworkFinished(h);
/** Finished homework with a report to show. */
export const hasReport: HomeworkFilter = (h) => isFinished(h) && h.report !== undefined;
/** Homework with wrong answers in its error notebook. */
export const hasErrors: HomeworkFilter = (h) => (h.errorNotebook?.totalError ?? 0) > 0;

export async function loadMatching(api: ApiService, groupId: string | undefined, marker: string | null, accept: HomeworkFilter): Promise<MatchingPage> {
  const homeworks: HomeworkSummary[] = [];
  let next = marker;
  for (let call = 0; call < MAX_PAGES_PER_LOAD; call++) {
    const page = await fetchHomeworkPage(api, groupId, next ? { marker: next } : {});
    homeworks.push(...page.homeworks.filter(accept));
    next = page.marker;
    if (!next || homeworks.length > 0) break;
  }
  return { homeworks, marker: next };
}

interface MorePages { base: MatchingPage; pages: MatchingPage[]; status: 'idle' | 'loading' | 'failed' }

export type HomeworkPages =
  | { status: 'loading' }
  | { status: 'failed'; reload: () => void }
  | {
      status: 'ready';
      homeworks: HomeworkSummary[];
      hasMore: boolean;
      moreStatus: MorePages['status'];
      loadMore: () => void;
      reload: () => void;
    };

/** `accept` must be stable (a module-level function): a new one means a new first load. */
export function useHomeworkPages(accept: HomeworkFilter): HomeworkPages {
  const api = useService(ApiToken);
  const { currentClass } = useSession();
  const groupId = currentClass?.groupId;
  const first = useAsync(useCallback(() => loadMatching(api, groupId, null, accept), [api, groupId, accept]));
  const [more, setMore] = useState<MorePages | undefined>(undefined);

  if (first.status === 'loading') return { status: 'loading' };
  if (first.status === 'failed') return { status: 'failed', reload: first.reload };

  const base = first.data;
  // Pages loaded on top of an older first page (before a reload or a class change) are dropped.
  const current: MorePages = more?.base === base ? more : { base, pages: [], status: 'idle' };
  const marker = current.pages.length > 0 ? current.pages.at(-1)!.marker : base.marker;
  const update = (change: (m: MorePages) => MorePages) => setMore((m) => change(m?.base === base ? m : { base, pages: [], status: 'idle' }));
  const loadMore = () => {
    if (!marker || current.status === 'loading') return;
    update((m) => ({ ...m, status: 'loading' }));
    loadMatching(api, groupId, marker, accept).then(
      (page) => update((m) => ({ ...m, pages: [...m.pages, page], status: 'idle' })),
      () => update((m) => ({ ...m, status: 'failed' })),
    );
  };
  return {
    status: 'ready',
    homeworks: [...base.homeworks, ...current.pages.flatMap((p) => p.homeworks)],
    hasMore: Boolean(marker),
    moreStatus: current.status,
    loadMore,
    reload: first.reload,
  };
}
