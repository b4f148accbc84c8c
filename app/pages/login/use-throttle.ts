import { useCallback, useEffect, useRef } from 'react';

/** Login submit throttle (spec 01 §9): at most once per 2 s; calls inside the window are dropped. */
export const LOGIN_THROTTLE_MS = 2000;

export function useLeadingThrottle<A extends unknown[]>(action: (...args: A) => void, windowMs: number, now: () => number = Date.now): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  return useCallback(
    (...args: A) => {
      const time = now();
      if (time - last.current < windowMs) return;
      last.current = time;
      latest.current(...args);
    },
    [windowMs, now],
  );
}
