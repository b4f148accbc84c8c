/// <reference types="vite/client" />
import type { AppEnv } from './services/env-config';

declare global {
  /** The build's version id, also written to dist/version.json (vite.config.ts). */
  const APP_BUILD_VERSION: string;

  interface ImportMetaEnv extends AppEnv {
    /** Error reporting; without it nothing is reported and Sentry is never loaded. */
    readonly VITE_SENTRY_DSN?: string;
  }
}
