/**
 * The polling loop the classroom screens share (spec 02 §4): `tick` now, then again `delayAfter(failures)`
 * ms after each answer (failures: the errors in a row, for a back-off), only while the page is visible, at
 * once when it shows again or the connection comes back (issue 41: a task started meanwhile shows without
 * waiting out a back-off step; the back-off starts afresh); stopped when the screen goes. `tick` is told whether the screen is still
 * there before it sets state, and rejects on an error (counted, never fatal).
 */
import { useEffect } from 'react';

export function useVisiblePolling(tick: (active: () => boolean) => Promise<void>, delayAfter: (failures: number) => number): void {
  useEffect(() => startVisiblePolling(tick, delayAfter), [tick, delayAfter]);
}

/** The same loop outside React (a kind's page gets it through its host): starts it, and answers how to stop it. */
export function startVisiblePolling(tick: (active: () => boolean) => Promise<void>, delayAfter: (failures: number) => number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const active = () => !stopped;
  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(run, delayAfter(failures));
  };
  const run = () => {
    tick(active)
      .then(
        () => {
          failures = 0;
        },
        () => {
          failures += 1;
        },
      )
      .finally(schedule);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
    else clearTimeout(timer);
  };
  const onOnline = () => {
    failures = 0;
    clearTimeout(timer);
    if (document.visibilityState !== 'hidden') run();
  };
  run();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
}
