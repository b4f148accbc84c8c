/**
 * The reference server as the benchmarks run it: a process of its own (node with the tsx loader, so
 * SIGTERM reaches it and it shuts down) on a free port, with a fresh database in a temporary folder
 * (or DATABASE_URL's), no demo media, warnings only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

export interface BenchServer { base: string; dataDir: string; process: ChildProcess; stop(): Promise<void> }

/**
 * Starts the server with extra environment and waits until it listens. With BENCH_PROFILE_DIR set, the
 * server writes a CPU profile there when it stops (node --cpu-prof; open it in Chrome's DevTools).
 */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_MEDIA: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('reference server:') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
