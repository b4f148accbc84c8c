/**
 * The hand-off sign-in (spec 01 §4): a query value named token, user_token or ios_token is exchanged
 * for an access token; the token is stored, the region set to the Shanghai type, and the student goes
 * home. A failed exchange shows '登录失败' and is logged.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exchangeHandOffToken } from '@app/client/auth-calls';
import { AreaType } from '@core/domain';
import { ApiToken, BridgeToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { LoginText } from './strings';

export const HAND_OFF_QUERY_NAMES = ['token', 'user_token', 'ios_token'] as const;

export function handOffToken(search: URLSearchParams): string | undefined {
  for (const name of HAND_OFF_QUERY_NAMES) {
    const value = search.get(name);
    if (value) return value;
  }
  return undefined;
}

/** Runs the hand-off when the page was opened with a token; true while it is in progress. */
export function useHandOff(): boolean {
  const [search] = useSearchParams();
  const token = handOffToken(search);
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const bridge = useService(BridgeToken);
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(Boolean(token));
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    // A hand-off token works once: StrictMode's second effect run must not spend it again.
    if (!token || started.current === token) return;
    started.current = token;
    setBusy(true);
    exchangeHandOffToken(api, token)
      .then((session) => {
        storage.set('token', session.accessToken);
        storage.set('AreaType', AreaType.SH);
        bridge.setAuth({ accessToken: session.accessToken, expiresAtSec: session.expiresAtSec });
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('hand-off token exchange failed', error);
        toast(LoginText.loginFailed);
        setBusy(false);
      });
  }, [token, api, storage, bridge, navigate, toast]);

  return busy;
}
