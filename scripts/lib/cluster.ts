/**
 * A scaled-out deployment on one machine (issue 38): a fresh PostgreSQL database (Debian's cluster, or
 * DATABASE_URL), N server processes sharing one data folder (uploads are files every process must see)
 * and nginx in front. The first process migrates and seeds while the others wait (two seeds of an
 * empty database would race), then the rest start together. Used by `npm run start:cluster`,
 * `npm run test:cluster` and `npm run bench:district`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { freePort } from './bench-server';
import { freshDatabase } from './debian-postgres';
import { startNginx, type Nginx } from './nginx-proxy';

export interface ClusterOptions {
  processes: number;
  /** nginx's port (0: a free one). */
  port?: number;
  /** The built app (default dist/). */
  staticDir?: string;
  /** Extra environment for every server process (SEED_MEDIA, BENCH_CLASSES, SCORING_WORKERS ...). */
  env?: Record<string, string>;
  /** Keep the data folder and the database at stop (start:cluster --keep). */
  keep?: boolean;
  nginxWorkers?: number | 'auto';
  /** Whether the built app must be there (the benchmark calls the API only). */
  requireApp?: boolean;
}

export interface ServerProcess { port: number; process: ChildProcess; log: string }

export interface Cluster {
  /** nginx's address: what phones and teachers use. */
  base: string;
  servers: ServerProcess[];
  nginx: Nginx;
  databaseUrl: string;
  postmasterPid?: number;
  dataDir: string;
  workDir: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 180_000;

function startServer(index: number, port: number, env: Record<string, string>, workDir: string): Promise<ServerProcess> {
  const log = join(workDir, `server-${index + 1}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(`did not listen within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`start-cluster: server process ${index + 1} ${reason}; its output (${log}):\n${output}`));
    }
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    child.once('exit', onExit);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('reference server:')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.off('data', collect);
      child.stderr!.off('data', collect);
      resolve({ port, process: child, log });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const staticDir = resolvePath(options.staticDir ?? 'dist');
  if (options.requireApp !== false && !existsSync(join(staticDir, 'index.html'))) throw new Error(`start-cluster: no built app in ${staticDir}: run npm run build first`);
  const workDir = await mkdtemp(join(tmpdir(), 'eh-cluster-'));
  const dataDir = join(workDir, 'data');
  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, drop: async () => undefined } : freshDatabase();
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => stopServer(s.process)));
    if (!options.keep) {
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  };
  try {
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      // Behind nginx: the client's address and https come from its X-Forwarded-* headers.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
    servers.push(await startServer(0, ports[0]!, env, workDir));
    servers.push(...(await Promise.all(ports.slice(1).map((port, i) => startServer(i + 1, port, env, workDir)))));
    nginx = await startNginx(join(workDir, 'nginx'), options.port || (await freePort()), ports, options.nginxWorkers ?? 1);
    return {
      base: `http://127.0.0.1:${nginx.port}`,
      servers,
      nginx,
      databaseUrl: database.url,
      ...('postmasterPid' in database && database.postmasterPid ? { postmasterPid: database.postmasterPid } : {}),
      dataDir,
      workDir,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
