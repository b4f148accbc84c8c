/**
 * The gate of every protected route: without a stored token, go to /login; with one, load user info
 * and permissions once, then show the page.
 */
import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { UserType } from '@core/domain';
import type { DeliveryLoop } from '@app/session/delivery-loop';
import { ApiToken, EventsToken, StorageToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { NetworkTrouble } from '../shell/EmptyState';
import { Spinner } from '../shell/Spinner';
import { useSessionContext } from './SessionContext';

// Only teachers see it: off the students' first load.
const TeacherConsolePage = lazy(() => import('../pages/teacher/TeacherConsolePage').then((m) => ({ default: m.TeacherConsolePage })));
// Only school administrators see it (issue 34): a chunk of its own, off everyone else's load.
const AdminConsolePage = lazy(() => import('../pages/admin/AdminConsolePage').then((m) => ({ default: m.AdminConsolePage })));

export function RequireAuth() {
  const storage = useService(StorageToken);
  const token = storage.get('token');
  const { state, ensureLoaded, reload } = useSessionContext();
  const location = useLocation();

  useEffect(() => {
    if (token) ensureLoaded(token);
  }, [token, ensureLoaded]);

  // Answers saved on this device go out once the student is known again, and from then on by the
  // delivery loop (issue 41; a page that queues one starts it itself). The sync module brings the
  // submissions' schemas (zod): it is loaded here only on a phone that holds unsent answers, otherwise
  // when the connection comes back; so a student's first screen does not download it (issue 18).
  const api = useService(ApiToken);
  const events = useService(EventsToken);
  const userId = state.status === 'ready' ? state.session.user.id : undefined;
  useEffect(() => {
    if (!userId) return undefined;
    let loop: DeliveryLoop | undefined;
    let cancelled = false;
    const start = () => {
      window.removeEventListener('online', start);
      import('./pending-sync').then(
        ({ ensurePendingSync }) => {
          if (!cancelled) loop = ensurePendingSync(api, storage, events, userId);
        },
        // The chunk could not load (offline, or a new version replaced it): the answers stay saved on
        // the device and go out with the next page that queues one, or on the next visit.
        (error: unknown) => {
          if (!cancelled) console.warn('pending answers wait: the sync module did not load', error);
        },
      );
    };
    if (storage.get('pendingSubmissions')?.length) start();
    else window.addEventListener('online', start);
    return () => {
      cancelled = true;
      window.removeEventListener('online', start);
      loop?.stop();
    };
  }, [api, storage, events, userId]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (state.status === 'failed' && state.token === token) {
    return (
      <main className="page page--center">
        <NetworkTrouble onRefresh={reload} />
      </main>
    );
  }
  if (state.status !== 'ready' || state.token !== token) {
    return (
      <main className="page page--center">
        <Spinner />
      </main>
    );
  }
  // Student pages are for students: a teacher gets the teacher console (issue 13), a school administrator
  // the admin console (issue 34), wherever they land.
  const { userType } = state.session.user;
  const Console = userType === UserType.TEACHER ? TeacherConsolePage : userType === UserType.ADMIN ? AdminConsolePage : undefined;
  if (Console) {
    return (
      <Suspense fallback={<main className="page page--center"><Spinner /></main>}>
        <Console />
      </Suspense>
    );
  }
  return <Outlet />;
}
