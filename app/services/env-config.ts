/**
 * The app's configuration from Vite env variables (README, "Configuration"). Every API base defaults
 * to '' — the page's own origin, where the reference server serves both the app and the API.
 */
import { defaultConfig, type AppConfig } from '@core/services';
import { detectDeviceKind } from '@core/services/bridge';

/** The VITE_ variables the app reads; all optional. */
export interface AppEnv {
  VITE_API_BASE?: string;
  VITE_NEO_API_BASE?: string;
  VITE_LOGIN_BASE?: string;
  VITE_UPLOAD_BASE?: string;
  VITE_DOWNLOAD_BASE?: string;
  VITE_APP_ID?: string;
  VITE_POOL_ID?: string;
  VITE_MAIL_DOMAIN?: string;
  VITE_PASSWORD_SUFFIX?: string;
}

const orDefault = (value: string | undefined, fallback: string) => (value === undefined || value === '' ? fallback : value);

export function configFromEnv(env: AppEnv, userAgent: string): AppConfig {
  return {
    ...defaultConfig,
    apiBase: orDefault(env.VITE_API_BASE, defaultConfig.apiBase),
    neoApiBase: orDefault(env.VITE_NEO_API_BASE, defaultConfig.neoApiBase),
    loginBase: orDefault(env.VITE_LOGIN_BASE, defaultConfig.loginBase),
    uploadBase: orDefault(env.VITE_UPLOAD_BASE, defaultConfig.uploadBase),
    downloadBase: orDefault(env.VITE_DOWNLOAD_BASE, defaultConfig.downloadBase),
    appId: orDefault(env.VITE_APP_ID, defaultConfig.appId),
    poolId: orDefault(env.VITE_POOL_ID, defaultConfig.poolId),
    mailDomain: orDefault(env.VITE_MAIL_DOMAIN, defaultConfig.mailDomain),
    passwordSuffix: orDefault(env.VITE_PASSWORD_SUFFIX, defaultConfig.passwordSuffix),
    deviceKind: detectDeviceKind(userAgent),
  };
}
