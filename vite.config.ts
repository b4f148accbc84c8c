import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './scripts/lib/start-chunks';
import { serviceWorker } from './scripts/lib/service-worker';

/** End-to-end files run side by side: E2E_LANES from the environment, else one per two cores (the e2e project below). */
const E2E_LANES = Number(process.env.E2E_LANES) || Math.max(1, Math.floor(availableParallelism() / 2));

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const packageVersion = (JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as { version: string }).version;
/** One id per build: compiled into the app and written to version.json, which the app polls (spec 02 §4). */
const BUILD_VERSION = `${packageVersion}+${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}`;

function versionFile(): Plugin {
  return {
    name: 'version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: BUILD_VERSION })}\n` });
    },
  };
}

/**
 * Every text file of the build also as .br and .gz beside it (issue 18), so the server sends a phone
 * the compressed file as it is (serveStatic's precompressed) instead of compressing per request or
 * not at all. Small files are left alone: compressed, they would hardly shrink.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** The reference server during `npm run dev`: API, files, clips, uploads and the scoring socket. */
const API_SERVER = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/api', '/files', '/cdn', '/upload', '/identity', '/version.json'];

// One config for the app build, the dev server and the unit/component tests.
export default defineConfig({
  plugins: [react(), versionFile(), serviceWorker(BUILD_VERSION), precompress()],
  define: { APP_BUILD_VERSION: JSON.stringify(BUILD_VERSION) },
  resolve: {
    alias: {
      '@core': fromRoot('./core'),
      '@plugins': fromRoot('./plugins'),
      '@app': fromRoot('./app'),
      '@server': fromRoot('./server'),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER, ws: path === '/api', changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // The first screens' modules in two files rather than twenty (scripts/lib/start-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
  test: {
    // Parsers, graders and services are plain TypeScript; component tests opt in to jsdom per file.
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    // One test file per core. Vitest's default leaves a core free (one worker on a 2-core machine), which
    // ran the unit and API files one at a time: 13 minutes instead of 9 on 2 cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{core,plugins,app,server,scripts,tests}/**/*.test.{ts,tsx}'], exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'] },
      },
      {
        extends: true,
        // API tests share one database engine per worker (server/testing/test-server.ts), so their
        // files run in one module graph per worker; each file still gets its own schema.
        test: { name: 'api', include: ['{server,core,plugins,app}/**/*.api.test.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // End-to-end: Debian's Chromium (playwright-core) against the real server on the built app
        // (tests/e2e/global-setup.ts), after the other projects have finished, so the browsers do not
        // compete with them for the CPU. One lane (file at a time) per two cores, each lane against a
        // server and database of its own, so two files' live lessons in class 4-1 never meet. Most of a
        // file's time is waiting (the students' 2-second poll, speech played in real time), so two lanes
        // on 2 cores took 622 s instead of 941, but the files slowed each other down enough that a screen
        // checked to change within a poll or two missed in CI: on 2 cores, one lane. One lane against a
        // server given from outside (E2E_BASE_URL: npm run test:cluster), which has one database.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          maxWorkers: process.env.E2E_BASE_URL ? 1 : E2E_LANES,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
