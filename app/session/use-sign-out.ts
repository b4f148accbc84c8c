/**
 * Exit account (spec 01 §4): the iOS app's quit page from app 1.0.3 (SDK 1.0.2); with stored auth
 * info, sign out and go to the login page; without, go to the identity service's logout address, or,
 * when that cannot be had, to /login with '授权退出失败'.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { nativeAppVersion, supportsIosQuitFlow } from '@app/account';
import { fetchLogoutUrl, signOut } from '@app/client/auth-calls';
import { ApiToken, BridgeToken, PageLocationToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../hooks/use-toast';
import { useService } from '../services/ServicesContext';
import { useSessionContext } from './SessionContext';

export const SignOutText = { logoutFailed: '授权退出失败' } as const;

export function useSignOut(userAgent: string = navigator.userAgent): () => Promise<void> {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const bridge = useService(BridgeToken);
  const page = useService(PageLocationToken);
  const { clear } = useSessionContext();
  const navigate = useNavigate();
  const toast = useToast();

  return useCallback(async () => {
    if (bridge.deviceKind() === 'iosApp' && supportsIosQuitFlow(nativeAppVersion(userAgent))) {
      navigate('/front?type=quit');
      return;
    }
    const authInfo = storage.get('zhixue_authInfo');
    if (authInfo) {
      try {
        await signOut(api, authInfo);
      } catch (error) {
        // The session ends on this device whatever the server says.
        console.warn('sign_out failed', error);
      }
      storage.clearAuth();
      clear();
      navigate('/login', { replace: true });
      return;
    }
    try {
      const logoutUrl = await fetchLogoutUrl(api, '/login');
      storage.clearToken();
      clear();
      page.assign(logoutUrl);
    } catch {
      storage.clearToken();
      clear();
      navigate('/login', { replace: true });
      toast(SignOutText.logoutFailed);
    }
  }, [api, storage, bridge, page, clear, navigate, toast, userAgent]);
}
