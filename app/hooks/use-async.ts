import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

interface Settled<T> { load: () => Promise<T>; attempt: number; outcome: AsyncState<T> }

/**
 * Runs `load` (memoise it with useCallback: a new function means a new load); `reload()` runs it
 * again. Until the current load settles the state is 'loading'; a late answer of an old load is dropped.
 */
export function useAsync<T>(load: () => Promise<T>): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const settle = (outcome: AsyncState<T>) => current && setSettled({ load, attempt, outcome });
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncState<T> = settled && settled.load === load && settled.attempt === attempt ? settled.outcome : { status: 'loading' };
  return { ...state, reload };
}
