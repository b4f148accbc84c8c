/**
 * The one toast of the whole app. Anything — a page, the api service's 401/403/500 handling — emits a
 * `toast` event on the bus; the newest message replaces the one showing.
 */
import { useEffect, useState } from 'react';
import { EventsToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export const DEFAULT_TOAST_MS = 2000;

interface ShownToast { message: string; id: number }

export function ToastHost() {
  const events = useService(EventsToken);
  const [toast, setToast] = useState<ShownToast | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let nextId = 0;
    const show = ({ message, durationMs }: { message: string; durationMs?: number }) => {
      clearTimeout(timer);
      // An empty message clears a persistent toast (the player's '音频上传打分中...').
      if (!message) {
        setToast(null);
        return;
      }
      nextId += 1;
      setToast({ message, id: nextId });
      // A duration of 0 keeps the toast until the next one replaces it (the player's persistent toasts).
      const duration = durationMs ?? DEFAULT_TOAST_MS;
      if (duration > 0) timer = setTimeout(() => setToast(null), duration);
    };
    events.on('toast', show);
    return () => {
      clearTimeout(timer);
      events.off('toast', show);
    };
  }, [events]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
