/**
 * Once per end-to-end run: build the app (vite build) into a directory of its own, then start the
 * real reference server (tests/e2e/serve.ts → server/main.ts) serving that build on a free port,
 * with a fresh data directory, the demo seed with its media, and the speech-scoring engine: one such
 * server per lane. Vitest runs as many e2e files at once as there are lanes (the project's maxWorkers,
 * vite.config.ts: one per two cores), and the file in worker slot k uses server k (browser.ts baseUrl),
 * so two files that run at once never share a database: one's live lesson in class 4-1 never meets the
 * other's. The tests get the addresses through inject('e2eBaseUrls'); server k's output goes to
 * test-results/e2e-server-k.log. With E2E_BASE_URL set, the tests use that server instead, one file at
 * a time (npm run test:cluster).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per lane: the files vitest runs side by side (maxWorkers of the e2e project). */
    e2eBaseUrls: string[];
  }
}

const ROOT = process.cwd();
const SERVER_START_TIMEOUT_MS = 90_000;
/** A lane's server output during the run, for when something goes wrong. */
const serverLog = (lane: number) => join(ROOT, 'test-results', `e2e-server-${lane}.log`);

/**
 * Builds the app from the current sources into `outDir`. The run has its own build rather than
 * dist/, so it always tests what is in the tree and never serves a dist/ that another build (npm
 * start, a second test run) is rewriting at that moment. It takes a second or two.
 */
export function build(outDir: string): void {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // NODE_ENV: vitest sets 'test', and a build that inherits it bundles React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`e2e: vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Starts the server and resolves with its address once it prints it. */
function startServer(dataDir: string, staticDir: string): Promise<{ child: ChildProcess; baseUrl: string; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'e2e', 'serve.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Port 0: the system picks a free port; the server prints the one it got.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The player's e2e scores speech recorded from Chromium's fake microphone with the reference
      // engine (pocketsphinx, installed by `npm run setup`); two workers are plenty for one phone.
      SCORING_WORKERS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`), SERVER_START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`e2e: the reference server ${reason}. Its output:\n${output}`));
    }
    const onData = (chunk: Buffer) => {
      collect(chunk);
      const address = /reference server: (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', collect);
      // The server listens on 127.0.0.1; it prints localhost.
      resolve({ child, baseUrl: address.replace('localhost', '127.0.0.1'), output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', collect);
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
  // A server already running (npm run test:cluster: nginx in front of two processes) is used as it is.
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrls', [process.env.E2E_BASE_URL]);
    return;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  const laneCount = project.config.maxWorkers;
  let servers: ChildProcess[] = [];
  try {
    build(join(workDir, 'app'));
    // Every start is waited for, even after one has failed, so that none is left running.
    const settled = await Promise.allSettled(Array.from({ length: laneCount }, (_, index) => startServer(join(workDir, `data-${index + 1}`), join(workDir, 'app'))));
    const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    servers = started.map(({ child }) => child);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    mkdirSync(dirname(serverLog(1)), { recursive: true });
    const logs = started.map(({ child, output }, index) => {
      const log = createWriteStream(serverLog(index + 1));
      log.write(output);
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      return log;
    });
    project.provide('e2eBaseUrls', started.map(({ baseUrl }) => baseUrl));
    return async () => {
      await Promise.all(servers.map(stopServer));
      for (const log of logs) log.end();
      removeWorkDir();
    };
  } catch (error) {
    await Promise.all(servers.map(stopServer));
    removeWorkDir();
    throw error;
  }
}
