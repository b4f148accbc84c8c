/**
 * `npm run bench:api [-- --json] [--seconds N] [--connections N]`: starts the reference server on a
 * free port with a fresh PGlite database in a temporary folder, then drives the two calls students poll
 * most (the homework list, and the classroom task every 2 s per student in class) with autocannon at
 * 200 concurrent connections, and prints requests per second and latency percentiles. With
 * DATABASE_URL set the server uses that PostgreSQL database instead (it seeds it if empty).
 *
 * The poll is measured with a running task (class 3-1's seeded exercise) and compared, in the same run
 * and on the same machine, with a bare Node `http` server answering a small JSON (issue 13: goal ≥ 0.5
 * of bare Node, p99 ≤ 100 ms; issue 38: ≥ 0.55), bare Node measured before and after the app. Its requests say `Accept-Encoding` as a browser's do, so the poll's
 * answer is the gzip one a phone gets.
 */
import autocannon from 'autocannon';
import { startBareNode } from './lib/bare-node';
import { startBenchServer } from './lib/bench-server';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX, DEFAULT_POOL_ID, loginSignature } from '@core/contract';
import { benchArgs } from './lib/bench-args';

const { number: flag, json } = benchArgs();
const seconds = flag('--seconds', 10);
const connections = flag('--connections', 200);

const server = await startBenchServer('bench-api');
const { base } = server;
if (!json) console.error(`server up on ${base}`);

async function signIn(uid: string): Promise<string> {
  const timestampSec = Math.floor(Date.now() / 1000);
  const pwd = `demo1234${DEFAULT_PASSWORD_SUFFIX}`;
  const response = await fetch(`${base}/api/v2/initiate_auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authFlow: 'LOGIN_BY_PWD', poolId: DEFAULT_POOL_ID, isSignup: false, clientPlatform: 'WECHAT_H5', deviceId: 'BENCH', pwdParams: { uid: uid + DEFAULT_MAIL_DOMAIN, pwd, timestampSec, sig: await loginSignature(pwd, DEFAULT_POOL_ID, timestampSec) } }),
  });
  return ((await response.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
}

/** The ETag the server gives a call now. */
async function etagOf(path: string, token: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}` } });
  return response.headers.get('ETag') ?? '';
}

async function run(title: string, path: string, token: string, origin = base, extraHeaders: Record<string, string> = {}) {
  const headers = { appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}`, ...extraHeaders };
  // A short warm-up first, not counted: query plans, JIT and the database's caches settle.
  await autocannon({ url: `${origin}${path}`, connections, duration: 3, headers });
  const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds, headers });
  return {
    call: title,
    path,
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    answers: `2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}`,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

try {
  const bare = await startBareNode();
  const POLL = '/api/v1/chronus/student/classroom/task';
  const AS_A_BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
  const pollToken = await signIn('student14');
  const results = [
    await run('bare Node http', '/', '', bare.url),
    await run('homework list', '/api/v1/chronus/student/homework?pageSize=20', await signIn('student15')),
    await run('classroom task poll', POLL, pollToken, base, AS_A_BROWSER),
    // As a phone polls once it has the task: its browser revalidates with the ETag, the server answers 304.
    await run('poll, revalidated', POLL, pollToken, base, { ...AS_A_BROWSER, 'If-None-Match': await etagOf(POLL, pollToken) }),
    // The yardstick again, last: from run to run (and within one) bare Node itself moves by 10-15 % on this
    // machine, so the ratios are to the mean of the runs that bracket the app's.
    await run('bare Node http, again', '/', '', bare.url),
  ];
  await bare.stop();
  const bareRps = (results[0]!.requestsPerSecond + results.at(-1)!.requestsPerSecond) / 2;
  const withRatio = results.map((r) => ({ ...r, ofBareNode: Number((r.requestsPerSecond / bareRps).toFixed(3)) }));
  if (json) console.log(JSON.stringify(withRatio, null, 2));
  else {
    console.log(`reference server, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${connections} connections, ${seconds} s each, Node ${process.version}`);
    for (const r of withRatio) console.log(`${r.call.padEnd(20)} ${String(r.requestsPerSecond).padStart(6)} req/s (${r.ofBareNode} of bare Node)   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   answers ${r.answers}   errors ${r.errors}   timeouts ${r.timeouts}`);
  }
} finally {
  await server.stop();
}
