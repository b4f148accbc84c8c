/**
 * The signed-in student: user info and permission codes, loaded on the first visit to a protected
 * route (spec 01 §2) and kept for the visit, plus the class in use. A new token (another sign-in)
 * loads them again.
 *
 * They are also kept on the device with the token they belong to (issue 18): a student who opens the
 * app again sees their page at once, from what was loaded last time, while the app asks the server
 * again and shows its answer when it comes. A refused token (401) signs out as before; a network
 * failure leaves the kept session in place.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { classOptions, currentClass, type ClassOption } from '@app/account';
import { fetchPermissionCodes, fetchUserInfo } from '@app/client/user-calls';
import type { StoredClass, UserInfo } from '@core/domain';
import type { KeptSession } from './kept-student';
import { ApiToken, BridgeToken, StorageToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export interface Session {
  user: UserInfo;
  permissionCodes: string[];
  classes: ClassOption[];
  /** The class in use; undefined when the student has joined none. */
  currentClass: StoredClass | undefined;
}

type SessionState =
  | { status: 'idle' }
  | { status: 'loading'; token: string }
  | { status: 'ready'; token: string; session: Session }
  | { status: 'failed'; token: string; error: unknown };

interface SessionContextValue {
  state: SessionState;
  /** Loads user info and permissions for this token unless they are loaded or loading already. */
  ensureLoaded(token: string): void;
  reload(): void;
  chooseClass(groupId: string): void;
  clear(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const bridge = useService(BridgeToken);
  const [state, setState] = useState<SessionState>({ status: 'idle' });

  const load = useCallback(
    (token: string) => {
      const sessionOf = ({ user, permissionCodes }: Omit<KeptSession, 'token'>): Session => {
        const chosen = currentClass(user, storage.get('class'));
        if (chosen) storage.set('class', chosen);
        bridge.setUserInfo({ id: user.id, nickName: user.nickName });
        return { user, permissionCodes, classes: classOptions(user), currentClass: chosen };
      };
      const kept = storage.get('session');
      const shownAtOnce = kept?.token === token;
      setState(shownAtOnce ? { status: 'ready', token, session: sessionOf(kept) } : { status: 'loading', token });
      Promise.all([fetchUserInfo(api), fetchPermissionCodes(api)])
        .then(([user, permissionCodes]) => {
          // Signed out or signed in as someone else meanwhile: this answer is for a token no longer in use.
          if (storage.get('token') !== token) return;
          const fresh: KeptSession = { token, user, permissionCodes };
          storage.set('session', fresh);
          // The same as shown: no second render of every page on a phone that has little to spare.
          if (shownAtOnce && JSON.stringify(fresh) === JSON.stringify(kept)) return;
          setState({ status: 'ready', token, session: sessionOf({ user, permissionCodes }) });
        })
        .catch((error: unknown) => {
          if (!shownAtOnce) setState({ status: 'failed', token, error });
        });
    },
    [api, storage, bridge],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      ensureLoaded: (token) => {
        if (state.status !== 'idle' && state.token === token) return;
        load(token);
      },
      reload: () => {
        const token = storage.get('token');
        if (token) load(token);
      },
      chooseClass: (groupId) => {
        if (state.status !== 'ready') return;
        const option = state.session.classes.find((c) => c.groupId === groupId);
        if (!option) return;
        const chosen: StoredClass = { userId: state.session.user.userId || state.session.user.id, label: option.label, groupId };
        storage.set('class', chosen);
        setState({ ...state, session: { ...state.session, currentClass: chosen } });
      },
      clear: () => setState({ status: 'idle' }),
    }),
    [state, load, storage],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSessionContext needs a <SessionProvider> above it');
  return value;
}

/** The loaded session; only inside protected routes, where <RequireAuth> guarantees it. */
export function useSession(): Session & { chooseClass(groupId: string): void; reload(): void } {
  const { state, chooseClass, reload } = useSessionContext();
  if (state.status !== 'ready') throw new Error('useSession is only available inside <RequireAuth>');
  return { ...state.session, chooseClass, reload };
}
