/**
 * Pull-to-refresh and infinite scroll for a page-long list (spec 01 §9: threshold 30 px, scroll check
 * throttled to 300 ms). The window is the scroll container, so the page scrolls like any phone page.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export const PULL_TO_REFRESH_THRESHOLD_PX = 30;
export const SCROLL_CHECK_THROTTLE_MS = 300;
/** How close to the bottom the next page starts loading. */
const LOAD_MORE_MARGIN_PX = 120;

export const PullText = { pull: '下拉刷新', release: '释放刷新', refreshing: '正在刷新…' } as const;

export function PullToRefresh({ onRefresh, onNearEnd, refreshing, children }: { onRefresh: () => void; onNearEnd: () => void; refreshing: boolean; children: ReactNode }) {
  // The finger's pull distance; the indicator follows at half speed, as native lists do.
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const nearEnd = useRef(onNearEnd);
  // A layout effect, so a scroll right after a page arrives already sees the new page's marker
  // (a passive effect may still be pending then, and the scroll would be lost).
  useLayoutEffect(() => {
    nearEnd.current = onNearEnd;
  });

  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - LOAD_MORE_MARGIN_PX) nearEnd.current();
    };
    const onScroll = () => {
      const wait = SCROLL_CHECK_THROTTLE_MS - (Date.now() - last);
      clearTimeout(trailing);
      if (wait <= 0) check();
      else trailing = setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <div
      className="pull-to-refresh"
      onTouchStart={(event) => {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      }}
      onTouchMove={(event) => {
        if (start.current === null) return;
        const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
        setPull(Math.max(distance, 0));
      }}
      onTouchEnd={() => {
        if (start.current !== null && pull >= PULL_TO_REFRESH_THRESHOLD_PX) onRefresh();
        start.current = null;
        setPull(0);
      }}
    >
      <div className="pull-to-refresh__indicator" style={{ height: refreshing ? 36 : Math.min(pull / 2, 60) }} aria-live="polite">
        {refreshing ? PullText.refreshing : pull > 0 ? (pull >= PULL_TO_REFRESH_THRESHOLD_PX ? PullText.release : PullText.pull) : ''}
      </div>
      {children}
    </div>
  );
}
