/** The build's version id, also written to dist/version.json (vite.config.ts). */
declare const APP_BUILD_VERSION: string;
