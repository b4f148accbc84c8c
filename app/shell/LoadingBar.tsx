/**
 * The global loading flag of spec 01 §4: anything can emit `loading {on}` on the event bus (the
 * player while it loads and submits); a thin bar at the top shows while any load is on.
 */
import { useEffect, useState } from 'react';
import { EventsToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { ShellText } from './strings';

export function LoadingBar() {
  const events = useService(EventsToken);
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onLoading = ({ on }: { on: boolean }) => setCount((n) => Math.max(0, n + (on ? 1 : -1)));
    events.on('loading', onLoading);
    return () => {
      events.off('loading', onLoading);
    };
  }, [events]);
  if (count === 0) return null;
  return <div className="loading-bar" role="progressbar" aria-label={ShellText.pageLoading} />;
}
