import { useEffect, useState } from 'react';

/** Whether the browser says it is online; `onReconnect` runs when the connection comes back. */
export function useOnline(onReconnect?: () => void): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const up = () => {
      setOnline(true);
      onReconnect?.();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [onReconnect]);
  return online;
}
