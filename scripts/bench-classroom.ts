/**
 * `npm run bench:classroom [-- --classes N] [--seconds S] [--json]`: a school's worth of live lessons
 * against one server process (issue 13). The server starts on a fresh PGlite database (DATABASE_URL:
 * that PostgreSQL) with N classes of 45 students (default 45: 2,025 students) made for the benchmark
 * (server/seed/bench-classes.ts). Every simulated student polls the classroom task every 2 s with ±20 %
 * jitter, revalidating with the ETag like a browser; every 20 s the teacher of each class (staggered)
 * ends the running task and starts a vote. Prints the time from each start to each student seeing the
 * task (p50 / p99; goal p99 ≤ 2.5 s), the poll's latency, and the server's CPU and memory.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLASSROOM_POLL_MS, DEFAULT_APP_ID } from '@core/contract';
import { nextPollDelay } from '@plugins/tasks/polling';
import type { BenchClasses } from '../server/seed/bench-classes';
import { startBenchServer } from './lib/bench-server';
import { percentile, phoneAgent, processUsage, send } from './lib/load-figures';
import { benchArgs } from './lib/bench-args';

const { number: flag, json } = benchArgs();
const classCount = flag('--classes', 45);
const seconds = flag('--seconds', 60);
const TASK_EVERY_MS = 20_000;
/** Polls in the first seconds are the class arriving (every token and class looked up once): counted apart. */
const ARRIVAL_MS = 5000;

// Keep-alive connections, as phones on the school Wi-Fi would hold.
const phones = phoneAgent(512);

const server = await startBenchServer('bench-classroom', { BENCH_CLASSES: String(classCount) });
const { base } = server;
const bench = JSON.parse(await readFile(join(server.dataDir, 'bench-classes.json'), 'utf8')) as BenchClasses;
if (!json) console.error(`server up on ${base}: ${bench.classes.length} classes of ${bench.classes[0]?.studentTokens.length ?? 0}`);

/** The server process's CPU seconds so far and its resident memory, from /proc. */
const serverUsage = () => processUsage(server.process.pid!);

// When each class's current task started (by the teacher's clock), and who has seen it.
const startedAt = new Map<string, { groupTaskId: string; at: number; seen: Set<number> }>();
const seenLatencyMs: number[] = [];
const pollLatencyMs: number[] = [];
const arrivalLatencyMs: number[] = [];
let benchStart = 0;
let polls = 0;
let pollErrors = 0;
let stopping = false;
/** Whether the run goes on (a function: the loops wait between reads, the flag changes meanwhile). */
const running = () => !stopping;

async function teacherCall(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api/v1/chronus/teacher${path}`, { method: 'POST', headers: { appId: DEFAULT_APP_ID, Authorization: `Bearer ${bench.teacherToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`teacher ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One class's teacher: a new vote every 20 s (which ends the last one), the classes staggered over the 20 s. */
async function teacherLoop(classId: string, offsetMs: number) {
  await new Promise((resolve) => setTimeout(resolve, offsetMs));
  while (running()) {
    const started = await teacherCall(`/classes/${classId}/tasks`, { libraryId: 'lib-vote-pet' });
    startedAt.set(classId, { groupTaskId: String(started.groupTaskId), at: performance.now(), seen: new Set() });
    await new Promise((resolve) => setTimeout(resolve, TASK_EVERY_MS));
  }
}

/** One student's phone: polls with jitter, revalidating with the last ETag, and notes when it first sees each new task. */
async function studentLoop(classId: string, index: number, token: string) {
  let etag = '';
  let lastTaskId = '';
  await new Promise((resolve) => setTimeout(resolve, Math.random() * CLASSROOM_POLL_MS));
  while (running()) {
    const sent = performance.now();
    try {
      const response = await send(phones, `${base}/api/v1/chronus/student/classroom/task?groupId=${classId}`, { appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}`, ...(etag ? { 'If-None-Match': etag } : {}) });
      (sent - benchStart < ARRIVAL_MS ? arrivalLatencyMs : pollLatencyMs).push(performance.now() - sent);
      polls++;
      if (response.status === 200) {
        etag = response.etag;
        lastTaskId = (JSON.parse(response.body) as { groupTaskId: string }).groupTaskId;
      } else if (response.status === 404) {
        etag = '';
        lastTaskId = '';
      }
      const current = startedAt.get(classId);
      if (current && lastTaskId === current.groupTaskId && !current.seen.has(index)) {
        current.seen.add(index);
        seenLatencyMs.push(performance.now() - current.at);
      }
    } catch {
      pollErrors++;
    }
    await new Promise((resolve) => setTimeout(resolve, nextPollDelay(0)));
  }
}

try {
  const before = serverUsage();
  const t0 = performance.now();
  benchStart = t0;
  const loops = bench.classes.flatMap((c, i) => [
    teacherLoop(c.id, (i * TASK_EVERY_MS) / bench.classes.length),
    ...c.studentTokens.map((token, s) => studentLoop(c.id, s, token)),
  ]);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stopping = true;
  const after = serverUsage();
  const elapsedSec = (performance.now() - t0) / 1000;
  await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, 5000))]);
  const students = bench.classes.reduce((n, c) => n + c.studentTokens.length, 0);
  const result = {
    classes: bench.classes.length,
    students,
    seconds: Math.round(elapsedSec),
    pollsPerSecond: Math.round(polls / elapsedSec),
    pollErrors,
    pollP50Ms: Math.round(percentile(pollLatencyMs, 50)),
    pollP99Ms: Math.round(percentile(pollLatencyMs, 99)),
    arrivalPollP99Ms: Math.round(percentile(arrivalLatencyMs, 99)),
    seenTasks: seenLatencyMs.length,
    startToSeenP50Ms: Math.round(percentile(seenLatencyMs, 50)),
    startToSeenP99Ms: Math.round(percentile(seenLatencyMs, 99)),
    serverCpuPercent: Math.round((100 * (after.cpuSec - before.cpuSec)) / elapsedSec),
    serverRssMb: after.rssMb,
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  };
  if (json) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`${result.classes} classes x 45 students (${result.students}) polling every 2 s ± 20 %, a new vote per class every 20 s, ${result.seconds} s, ${result.database}, Node ${process.version}`);
    console.log(`start to each student seeing the task: p50 ${result.startToSeenP50Ms} ms, p99 ${result.startToSeenP99Ms} ms over ${result.seenTasks} sightings (aim p99 <= 2500 ms)`);
    console.log(`poll: ${result.pollsPerSecond} req/s, p50 ${result.pollP50Ms} ms, p99 ${result.pollP99Ms} ms after the first ${ARRIVAL_MS / 1000} s (p99 ${result.arrivalPollP99Ms} ms while the classes arrive), ${result.pollErrors} errors`);
    console.log(`server process: ${result.serverCpuPercent} % of one core, ${result.serverRssMb} MB resident`);
  }
} finally {
  stopping = true;
  await server.stop();
}
