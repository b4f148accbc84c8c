import { useCallback } from 'react';
import { EventsToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

/** Shows a toast through the event bus; the one <ToastHost> of the app displays it. */
export function useToast(): (message: string, durationMs?: number) => void {
  const events = useService(EventsToken);
  return useCallback((message: string, durationMs?: number) => events.emit('toast', { message, durationMs }), [events]);
}
