import { useCallback, useEffect, useRef } from 'react';

/** Download button debounce (spec 02 §9): the press acts 500 ms after the last of a burst of presses. */
export const DOWNLOAD_DEBOUNCE_MS = 500;

/** A trailing debounce: every call restarts the wait; only the last call of a burst runs. Dropped on unmount. */
export function useDebounced<A extends unknown[]>(action: (...args: A) => void, waitMs: number): (...args: A) => void {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), waitMs);
    },
    [waitMs],
  );
}
