/** Server settings from the environment, with the reference deployment's defaults (README, "Configuration"). */
import { join, resolve } from 'node:path';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX, DEFAULT_POOL_ID } from '@core/contract';

export interface ServerConfig {
  port: number;
  host: string;
  /** Database (PGlite) and stored files live here. */
  dataDir: string;
  /** postgres://... to use a PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  appId: string;
  poolId: string;
  mailDomain: string;
  passwordSuffix: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  maxFailedLogins: number;
  failedLoginWindowSec: number;
  /** The built app (vite build) served beside the API. */
  staticDir: string;
  logLevel: string;
  /** App download addresses for /oia (download-info); empty until a school sets them. */
  downloadAndroidUrl: string;
  downloadIosUrl: string;
  /** More sources for the Content-Security-Policy (API bases or an error reporter on other hosts). */
  cspExtraSources: string[];
  /** Who may frame the app: 'self' unless a school's portal embeds it. */
  frameAncestors: string[];
  /** Behind a TLS-terminating proxy: believe X-Forwarded-Proto (for HSTS). */
  trustProxy: boolean;
  /**
   * The key that signs score receipts (issue 31), when the deployment sets one (SCORE_RECEIPT_SECRET, at
   * least 32 characters); else one is made and kept in the database (scoring/receipt-secret.ts).
   */
  scoreReceiptSecret: string | undefined;
  /** /metrics to a caller with `Authorization: Bearer METRICS_TOKEN` (docs/OPERATIONS.md). */
  metricsToken: string | undefined;
  /** /metrics to these addresses (METRICS_ALLOW, comma-separated; 127.0.0.1 and ::1 unless set, none when set empty). */
  metricsAllow: string[];
  /** SCORING_ENGINE=none: no speech-scoring engine on purpose, so /readyz does not wait for one. */
  scoringEngineOff: boolean;
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got "${value}"`);
    return parsed;
  };
  return {
    port: number('PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appId: env.APP_ID || DEFAULT_APP_ID,
    poolId: env.POOL_ID || DEFAULT_POOL_ID,
    mailDomain: env.MAIL_DOMAIN || DEFAULT_MAIL_DOMAIN,
    passwordSuffix: env.PASSWORD_SUFFIX ?? DEFAULT_PASSWORD_SUFFIX,
    // A school week: students must not be signed out in the middle of their homework.
    accessTokenTtlSec: number('ACCESS_TOKEN_TTL_SEC', 7 * 24 * 3600),
    refreshTokenTtlSec: number('REFRESH_TOKEN_TTL_SEC', 60 * 24 * 3600),
    maxFailedLogins: number('MAX_FAILED_LOGINS', 10),
    failedLoginWindowSec: number('FAILED_LOGIN_WINDOW_SEC', 15 * 60),
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    downloadAndroidUrl: env.DOWNLOAD_ANDROID_URL ?? '',
    downloadIosUrl: env.DOWNLOAD_IOS_URL ?? '',
    cspExtraSources: words(env.CSP_EXTRA_SOURCES),
    frameAncestors: words(env.FRAME_ANCESTORS).length > 0 ? words(env.FRAME_ANCESTORS) : ["'self'"],
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    scoreReceiptSecret: env.SCORE_RECEIPT_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsAllow: (env.METRICS_ALLOW ?? '127.0.0.1,::1').split(',').map((address) => address.trim()).filter(Boolean),
    scoringEngineOff: env.SCORING_ENGINE === 'none',
  };
}

/** Where stored files live: demo media, uploads and answer clips. */
export const filesDirOf = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'files');
