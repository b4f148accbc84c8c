/**
 * Per-environment settings: the API bases and the fixed identifiers the spec leaves unprinted. The
 * app reads them from Vite env variables (README, "Configuration"); everything defaults to the
 * reference server on the same origin.
 */
import type { DeviceKind } from '../domain';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX, DEFAULT_POOL_ID } from '../contract/constants';

export interface AppConfig {
  /** Application identifier sent with every call (spec 01 §9: a fixed string). */
  appId: string;
  /** Login-service pool id (spec 01 §9: configured). */
  poolId: string;
  /** Main API base. */
  apiBase: string;
  /** Second ("neo") API base: arrays as comma-separated values, nulls skipped. */
  neoApiBase: string;
  /** Login/account service base. */
  loginBase: string;
  /** Upload API base (storage token and file upload). */
  uploadBase: string;
  /** Download-info endpoint base. */
  downloadBase: string;
  /** What the client runs in; 401 inside the iOS app tells the app instead of redirecting. */
  deviceKind: DeviceKind;
  /** Request time-out in ms (spec 01 §9: 20000). */
  timeoutMs: number;
  /** Appended to the account by the own-login form (spec 01 §7: "the school mail domain"). */
  mailDomain: string;
  /** Appended to the password by the own-login form (spec 01 §7: "a fixed suffix"). */
  passwordSuffix: string;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 20000;

export const defaultConfig: AppConfig = {
  appId: DEFAULT_APP_ID,
  poolId: DEFAULT_POOL_ID,
  apiBase: '',
  neoApiBase: '',
  loginBase: '',
  uploadBase: '',
  downloadBase: '',
  deviceKind: 'other',
  timeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
  mailDomain: DEFAULT_MAIL_DOMAIN,
  passwordSuffix: DEFAULT_PASSWORD_SUFFIX,
};
