/**
 * Once per end-to-end run: build the app into dist/ when it is missing or older than its sources,
 * then start the real reference server (tests/e2e/serve.ts → server/main.ts) on a free port with a
 * fresh data directory and the demo seed. The tests get its address through inject('e2eBaseUrl').
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

const ROOT = process.cwd();
/** What the build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['app', 'core', 'plugins', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const SERVER_START_TIMEOUT_MS = 90_000;

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Runs `vite build` unless dist/index.html is newer than every build input. */
function ensureBuilt(): void {
  const builtIndex = join(ROOT, 'dist', 'index.html');
  const sourcesChanged = Math.max(...BUILD_INPUTS.filter((p) => existsSync(join(ROOT, p))).map((p) => newestChange(join(ROOT, p))));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs > sourcesChanged) return;
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`e2e: vite build failed:\n${build.stdout}\n${build.stderr}`);
}

/** Starts the server and resolves with its address once it prints it. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'e2e', 'serve.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Port 0: the system picks a free port; the server prints the one it got.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(ROOT, 'dist'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Nothing here plays audio or scores speech: skip the synthesised seed audio and the engine.
      SEED_MEDIA: 'off',
      SCORING_ENGINE: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`), SERVER_START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`e2e: the reference server ${reason}. Its output:\n${output}`));
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /reference server: (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // The server listens on 127.0.0.1; it prints localhost.
      resolve({ child, baseUrl: address.replace('localhost', '127.0.0.1') });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => fail(`exited early (code ${code}, signal ${signal})`));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const { child, baseUrl } = await startServer(dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  child.stdout?.resume();
  project.provide('e2eBaseUrl', baseUrl);
  return async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
