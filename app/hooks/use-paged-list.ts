/**
 * A list loaded page by page with a marker (spec 01 §4 "Homework list"): the first page on mount and
 * on reload(), further pages on loadMore() while the last page came back full. A failed page keeps
 * the items already shown.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { hasMorePages } from '../homework/list-rules';

export interface Page<T> { items: T[]; marker: string | null }

export interface PagedListState<T> {
  items: T[];
  marker: string | null;
  hasMore: boolean;
  status: 'loading' | 'ready' | 'loading-more' | 'failed';
  error?: unknown;
}

type Action<T> =
  | { type: 'start'; more: boolean }
  | { type: 'page'; page: Page<T>; more: boolean; pageSize: number }
  | { type: 'fail'; error: unknown };

function reducer<T>(state: PagedListState<T>, action: Action<T>): PagedListState<T> {
  switch (action.type) {
    case 'start':
      return action.more ? { ...state, status: 'loading-more', error: undefined } : { ...state, status: 'loading', error: undefined };
    case 'page': {
      const items = action.more ? [...state.items, ...action.page.items] : action.page.items;
      return { items, marker: action.page.marker, hasMore: hasMorePages(action.page.items.length, action.pageSize) && action.page.marker !== null, status: 'ready' };
    }
    case 'fail':
      return { ...state, status: 'failed', error: action.error };
  }
}

export function usePagedList<T>(fetchPage: (marker: string | undefined) => Promise<Page<T>>, pageSize: number) {
  const [state, dispatch] = useReducer(reducer<T>, { items: [], marker: null, hasMore: false, status: 'loading' });
  // Each load gets a number; answers of a superseded load (an older reload, a class switch) are dropped.
  const generation = useRef(0);

  const load = useCallback(
    (marker: string | undefined) => {
      generation.current += 1;
      const mine = generation.current;
      const more = marker !== undefined;
      dispatch({ type: 'start', more });
      fetchPage(marker).then(
        (page) => mine === generation.current && dispatch({ type: 'page', page, more, pageSize }),
        (error: unknown) => mine === generation.current && dispatch({ type: 'fail', error }),
      );
    },
    [fetchPage, pageSize],
  );

  useEffect(() => {
    load(undefined);
  }, [load]);

  const reload = useCallback(() => load(undefined), [load]);
  const loadMore = useCallback(() => {
    // After a failed page, loading more retries it.
    if (state.hasMore && (state.status === 'ready' || state.status === 'failed') && state.marker) load(state.marker);
  }, [load, state.hasMore, state.status, state.marker]);

  return { ...state, reload, loadMore };
}
