/**
 * The sign-in calls of spec 01 §4 and §7, as plain functions over the ApiService. The pages decide
 * what to show; these only talk to the server and check what comes back (with the first-load checks:
 * the sign-in page must stay small).
 */
import type { AuthenticationResult } from '@core/contract/auth';
import { authUrlResponse, initiateAuthResponse, logoutUrlResponse, tokenExchangeResponse } from '@app/client/first-load-checks';
import { loginSignature } from '@core/contract/sig';
import type { ApiService } from '@core/services/api/api-service';
import type { AppConfig } from '@core/services/config';

/** The client platform the password login declares (spec 01 §7). */
export const LOGIN_CLIENT_PLATFORM = 'WECHAT_H5';

export interface PasswordCredentials { account: string; password: string }

/**
 * POST /api/v2/initiate_auth with LOGIN_BY_PWD. The own-login form's account gets the school mail
 * domain and its password the fixed suffix before the signature is computed and the call is sent.
 */
export async function signInWithPassword(
  api: ApiService,
  config: Pick<AppConfig, 'poolId' | 'mailDomain' | 'passwordSuffix'>,
  deviceId: string,
  credentials: PasswordCredentials,
  nowMs: number = Date.now(),
): Promise<AuthenticationResult> {
  const uid = credentials.account.trim() + config.mailDomain;
  const pwd = credentials.password + config.passwordSuffix;
  const timestampSec = Math.floor(nowMs / 1000);
  const sig = await loginSignature(pwd, config.poolId, timestampSec);
  const body = {
    authFlow: 'LOGIN_BY_PWD',
    poolId: config.poolId,
    isSignup: false,
    clientPlatform: LOGIN_CLIENT_PLATFORM,
    deviceId,
    pwdParams: { uid, pwd, timestampSec, sig },
  };
  const response = await api.login.post<unknown>('/api/v2/initiate_auth', body);
  return initiateAuthResponse(response).authenticationResult;
}

/** POST /api/v2/sign_out: revokes the stored session. */
export async function signOut(api: ApiService, auth: { accessToken: string; refreshToken?: string }): Promise<void> {
  await api.login.post('/api/v2/sign_out', { token: auth.accessToken, refreshToken: auth.refreshToken });
}

/** POST /api/v1/chronus/auth/token: a hand-off token (token, user_token or ios_token) for an access token. */
export async function exchangeHandOffToken(api: ApiService, handOffToken: string): Promise<{ accessToken: string; expiresAtSec: number }> {
  const response = await api.main.post<unknown>('/api/v1/chronus/auth/token', { access_token: handOffToken });
  return tokenExchangeResponse(response);
}

/** GET /api/v1/chronus/auth/url: where the unified identity sign-in lives. */
export async function fetchAuthUrl(api: ApiService, redirectUrl: string): Promise<string> {
  const response = await api.main.get<unknown>('/api/v1/chronus/auth/url', { params: { redirectUrl } });
  return authUrlResponse(response).authUrl;
}

/** GET /api/v1/chronus/logout/url: the identity service's sign-out address. */
export async function fetchLogoutUrl(api: ApiService, redirectUrl: string): Promise<string> {
  const response = await api.main.get<unknown>('/api/v1/chronus/logout/url', { params: { redirectUrl } });
  return logoutUrlResponse(response).data.logoutUrl;
}
