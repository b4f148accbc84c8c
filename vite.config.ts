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
    include: ['{core,plugins,app,server,scripts,tests}/**/*.test.{ts,tsx}'],
    // Parsers, graders and services are plain TypeScript; component tests opt in to jsdom per file.
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
  },
});
