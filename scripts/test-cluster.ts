/**
 * `npm run test:cluster [-- <e2e files>]`: the classroom end-to-end test once through the scaled-out
 * deployment (issue 38): the app built afresh, PostgreSQL (Debian's cluster, a fresh database), two
 * server processes and nginx in front (scripts/lib/cluster.ts); the e2e run is pointed at nginx with
 * E2E_BASE_URL, so a teacher's and a student's requests land on either process. First it checks that
 * the scoring WebSocket passes through nginx (the e2e's classroom has no reading aloud). Run as root.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { DEFAULT_APP_ID } from '@core/contract';
import { build } from '../tests/e2e/global-setup';
import { startCluster } from './lib/cluster';

/** The scoring socket's first answer through nginx, without a sign-in: the server's refusal, sent back over the socket. */
function scoringSocketAnswer(base: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/v1/chronus/student/scoring?appId=${DEFAULT_APP_ID}`);
    const timer = setTimeout(() => reject(new Error('no answer on the scoring socket within 10 s')), 10_000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve(String(data));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const appDir = mkdtempSync(join(tmpdir(), 'e2e-cluster-app-'));
let status = 1;
try {
  build(appDir);
  // No demo media (the classroom test plays none); one scoring worker per process on a small machine.
  const cluster = await startCluster({ processes: 2, staticDir: appDir, env: { SEED_MEDIA: 'off', SCORING_WORKERS: '1' } });
  console.log(`test-cluster: nginx ${cluster.base} in front of ${cluster.servers.length} server processes on PostgreSQL`);
  try {
    const answer = await scoringSocketAnswer(cluster.base);
    if (!answer.includes('UNAUTHENTICATED')) throw new Error(`test-cluster: the scoring socket through nginx answered ${answer}`);
    console.log('test-cluster: the scoring WebSocket upgrades through nginx and the server answers on it');
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...(files.length ? files : ['tests/e2e/classroom.e2e.test.ts'])], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: cluster.base },
    });
    status = run.status ?? 1;
    // The logs go with the run's folder: a failed run shows their ends first.
    if (status !== 0) for (const server of cluster.servers) console.error(`--- ${server.log} (end)\n${readFileSync(server.log, 'utf8').slice(-4000)}`);
  } finally {
    await cluster.stop();
  }
} finally {
  rmSync(appDir, { recursive: true, force: true });
}
process.exit(status);
