/**
 * The app-wide side of spec 01 §8. The api service has already removed the token and shown the toast;
 * here a 401 sends the student to /login (or, inside the iOS app, tells the app the user quit).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { BridgeToken, EventsToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export function GlobalRequestHandling() {
  const events = useService(EventsToken);
  const bridge = useService(BridgeToken);
  const navigate = useNavigate();
  useEffect(() => {
    const onExpired = () => navigate('/login', { replace: true });
    const onUserQuit = () => bridge.userQuit();
    events.on('auth:expired', onExpired);
    events.on('auth:user-quit', onUserQuit);
    return () => {
      events.off('auth:expired', onExpired);
      events.off('auth:user-quit', onUserQuit);
    };
  }, [events, bridge, navigate]);
  return null;
}
