import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One config for the app build, the dev server and the unit/component tests.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@core': fromRoot('./core'),
      '@plugins': fromRoot('./plugins'),
      '@app': fromRoot('./app'),
      '@server': fromRoot('./server'),
    },
  },
  server: { port: 5173 },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    // Parsers, graders and services are plain TypeScript; component tests opt in to jsdom per file.
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{core,plugins,app,server,scripts,tests}/**/*.test.{ts,tsx}'], exclude: ['**/*.api.test.ts', '**/node_modules/**'] },
      },
      {
        extends: true,
        // API tests share one database engine per worker (server/testing/test-server.ts), so their
        // files run in one module graph per worker; each file still gets its own schema.
        test: { name: 'api', include: ['server/**/*.api.test.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
