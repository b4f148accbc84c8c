/**
 * The build's service worker (issue 41): app/service-worker/sw.ts emitted as /sw.js, one classic script,
 * with the build's id and the files to keep on the phone written in front of it. A new build so makes a
 * new worker (its bytes differ), which keeps the new files in a cache of its own and drops the old one.
 */
import type { Plugin } from 'vite';

const ENTRY = 'app/service-worker/sw.ts';
export const SERVICE_WORKER_FILE = 'sw.js';

/** The built files a phone keeps: the code and styles (not source maps), the pictures and fonts the build hashed. */
export const isKeptFile = (fileName: string) => fileName !== SERVICE_WORKER_FILE && /^assets\/.+\.(js|css|svg|png|webp|woff2?)$/.test(fileName);

export function serviceWorker(buildId: string): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // After the bundler's own last steps (it drops the empty scripts of chunks that are only CSS).
    enforce: 'post',
    buildStart() {
      // Its own entry, without the exports a module would keep: a classic script every browser runs.
      this.emitFile({ type: 'chunk', id: ENTRY, fileName: SERVICE_WORKER_FILE, preserveSignature: false });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') throw new Error(`service-worker: ${SERVICE_WORKER_FILE} was not built`);
      if (worker.imports.length > 0) throw new Error(`service-worker: ${SERVICE_WORKER_FILE} must be one file, but imports ${worker.imports.join(', ')}`);
      const files = Object.keys(bundle).filter(isKeptFile).map((fileName) => `/${fileName}`).toSorted();
      worker.code = `var SW_BUILD_FILES = ${JSON.stringify({ buildId, files })};\n${worker.code}`;
    },
  };
}
