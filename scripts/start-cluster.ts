/**
 * `npm run start:cluster -- --processes N [--port P] [--keep]`: the scaled-out deployment on this
 * machine (issue 38, docs/DEPLOY.md): PostgreSQL (Debian's cluster, a fresh database; or DATABASE_URL),
 * N server processes of the built app (npm run build first) and nginx in front on port P (default
 * 8080). Runs until Ctrl-C, then stops everything and drops the database (--keep keeps it and the data
 * folder). Run as root for Debian's PostgreSQL.
 */
import { startCluster } from './lib/cluster';
import { benchArgs } from './lib/bench-args';

const args = process.argv.slice(2);
const { number: flag } = benchArgs(args);
const processes = flag('--processes', 2);
if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes takes a whole number of at least 1');

const cluster = await startCluster({ processes, port: flag('--port', 8080), keep: args.includes('--keep'), nginxWorkers: 'auto' });
console.log(`\n英语作业助手 cluster: ${cluster.base}/ (nginx in front of ${processes} server processes)`);
for (const [i, server] of cluster.servers.entries()) console.log(`  process ${i + 1}: pid ${server.process.pid}, port ${server.port}, log ${server.log}`);
console.log(`  database: ${cluster.databaseUrl.replace(/:[^:@/]+@/, ':***@')}`);
console.log(`  files: ${cluster.dataDir}, nginx: ${cluster.workDir}/nginx`);
console.log('Ctrl-C stops it all.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// A server process that dies is a failed deployment here: say so and stop the rest.
for (const [i, server] of cluster.servers.entries()) {
  server.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`server process ${i + 1} exited (${code}); see ${server.log}`);
    void stop();
  });
}
