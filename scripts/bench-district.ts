/**
 * `npm run bench:district -- --processes 2 --classes 100 [--seconds 60] [--json]`: a district's live
 * lessons through the scaled-out deployment (issue 38): nginx in front of N server processes on
 * PostgreSQL (scripts/lib/cluster.ts; run as root for Debian's cluster). Each class has 45 simulated
 * phones (server/seed/bench-classes.ts) polling the classroom task every 2 s ± 20 % with the ETag; each
 * teacher (staggered over 20 s) starts a task every 20 s — a vote and a self-grouping collaborative task
 * in turn — ends it after 16 s and watches the live view every 2 s as the console does. On a vote two
 * students in three vote; on a group task every fourth student makes a group, the other three join it,
 * and each member posts its progress twice. Prints start-to-seen (from the start's answer, as
 * bench:classroom does, and from the teacher's click), the poll's latency, the live view's
 * joined count against the truth the phones know, group progress, errors, and CPU and memory of each
 * server process, nginx, PostgreSQL and this client itself (which shares the machine's cores).
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLASSROOM_POLL_MS, DEFAULT_APP_ID, PRESENCE_POLLS } from '@core/contract';
import { nextPollDelay } from '@plugins/tasks/polling';
import type { BenchClasses } from '../server/seed/bench-classes';
import { startCluster } from './lib/cluster';
import { cpuBetween, cpuOf, percentile, phoneAgent, processUsage, pssMb, send, withChildren, type Reply } from './lib/load-figures';
import { benchArgs } from './lib/bench-args';

const { number: flag, json } = benchArgs();
const processCount = flag('--processes', 2);
const classCount = flag('--classes', 100);
const seconds = flag('--seconds', 60);
const TASK_EVERY_MS = 20_000;
const END_AFTER_MS = 16_000;
const ARRIVAL_MS = 5000;
/** A student polling within this long is joined (the live view's rule, server/classroom/presence.ts). */
const PRESENCE_MS = PRESENCE_POLLS * CLASSROOM_POLL_MS;
const GROUP_SIZE = 4;
/**
 * The figures are strict: the live view must list every student whose poll was answered, whichever process
 * answered it (an arriving student is written before the answer, issue 38). They are also given for what
 * the server had heard at least this long before ("settled"), which tells a lag from a loss.
 */
const SETTLE_MS = 1500;
/** Polls remembered per student: enough to cover the presence window. */
const POLLS_KEPT = 4;
const STUDENT = '/api/v1/chronus/student';
const TEACHER = '/api/v1/chronus/teacher';
const GROUPS = '/api/v1/chronus/interactive_tasks/group_specifications';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Task {
  id: string;
  kind: 'vote' | 'group';
  /** When the teacher pressed start, and when the start was answered (bench:classroom counts from there). */
  clicked: number;
  at: number;
  ended: boolean;
  seen: Set<number>;
  /** Students whose vote or group join the server confirmed (and when), and those whose request is on its way. */
  acted: Map<string, number>;
  acting: Set<string>;
  /** A group's identifier by its maker's index, and who of it posted progress. */
  groupOf: Map<number, string>;
  progressed: Map<string, Map<string, number>>;
}

interface ClassState {
  id: string;
  userIds: string[];
  tokens: string[];
  task?: Task;
  /** Per student: when its last answered polls were sent and answered (newest last), and whether one is on its way. */
  polls: { sent: number; done: number }[][];
  polling: boolean[];
}

const errors = { poll: 0, vote: 0, group: 0, progress: 0, teacher: 0, live: 0 };
/** Each error by what failed and how ('teacher 500', 'poll network'), to read what went wrong. */
const errorKinds = new Map<string, number>();
function fail(kind: keyof typeof errors, how: number | string) {
  errors[kind]++;
  errorKinds.set(`${kind} ${how}`, (errorKinds.get(`${kind} ${how}`) ?? 0) + 1);
}
const late = { count: 0 };
const seenLatencyMs: number[] = [];
const clickToSeenMs: number[] = [];
const pollLatencyMs: number[] = [];
const arrivalLatencyMs: number[] = [];
const live = { samples: 0, exact: 0, exactSettled: 0, truth: 0, missed: 0, missedSettled: 0, extra: 0, pollingOnly: 0, pollingOnlyCounted: 0 };
const progress = { expected: 0, seen: 0, expectedSettled: 0, seenSettled: 0 };
let pollCount = 0;
let benchStart = 0;
let stopping = false;
const running = () => !stopping;

const cluster = await startCluster({
  processes: processCount,
  requireApp: false,
  // No speech scoring, no demo media: the benchmark is the classroom.
  env: { SEED_MEDIA: 'off', SCORING_ENGINE: 'none', BENCH_CLASSES: String(classCount) },
  nginxWorkers: 1,
});
const { base } = cluster;
const bench = JSON.parse(await readFile(join(cluster.dataDir, 'bench-classes.json'), 'utf8')) as BenchClasses;
if (!json) console.error(`cluster up: nginx ${base} in front of ${processCount} processes; ${bench.classes.length} classes of ${bench.classes[0]?.studentTokens.length ?? 0}`);

// Phones: many keep-alive connections, as a school's Wi-Fi holds them; teachers their own.
const phones = phoneAgent(2048);
const consoles = phoneAgent(256);
const headers = (token: string, extra: Record<string, string> = {}) => ({ appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}`, ...extra });

/** The seeded student ids (server/seed/bench-classes.ts names them by class and place). */
const classes: ClassState[] = bench.classes.map((c) => {
  const number = c.id.slice('class-bench-'.length);
  return {
    id: c.id,
    userIds: c.studentTokens.map((_, s) => `user-bench${number}s${String(s + 1).padStart(2, '0')}`),
    tokens: c.studentTokens,
    polls: c.studentTokens.map(() => []),
    polling: c.studentTokens.map(() => false),
  };
});

async function teacherCall(method: string, path: string, body?: unknown): Promise<Reply | undefined> {
  try {
    const reply = await send(consoles, `${base}${TEACHER}${path}`, headers(bench.teacherToken), method, body === undefined ? undefined : JSON.stringify(body));
    if (reply.status >= 400) {
      fail('teacher', `${reply.status} ${method} ${path.replace(/\/[^/]*\d[^/]*/g, '/:id')}`);
      return undefined;
    }
    return reply;
  } catch (error) {
    fail('teacher', (error as NodeJS.ErrnoException).code ?? 'network');
    return undefined;
  }
}

/** The console's live view every 2 s while the task runs, each answer held against what the phones know. */
async function watchLiveView(state: ClassState, task: Task) {
  while (running() && !task.ended) {
    const sent = performance.now();
    let reply: Reply;
    try {
      reply = await send(consoles, `${base}${TEACHER}/tasks/${task.id}/live`, headers(bench.teacherToken));
    } catch (error) {
      fail('live', (error as NodeJS.ErrnoException).code ?? 'network');
      await sleep(CLASSROOM_POLL_MS);
      continue;
    }
    const answered = performance.now();
    if (reply.status !== 200) fail('live', reply.status);
    else if (!task.ended) compareLiveView(state, task, new Set((JSON.parse(reply.body) as { joined: { id: string }[] }).joined.map((s) => s.id)), sent, answered);
    await sleep(CLASSROOM_POLL_MS - (performance.now() - sent));
  }
}

/**
 * Who must be joined: a student whose poll within the presence window (sent after answered − window) was
 * answered before the live view was asked for (so the server had taken it), or whose vote or group join
 * was confirmed before then. Who must not: a student with no poll since before sent − window and none on
 * its way, and nothing done. Students in between (a request answered while the live view was on its way,
 * or on its way at the edge) are left out of the comparison. "Settled": only what the server had heard
 * SETTLE_MS before the live view was asked for.
 */
function compareLiveView(state: ClassState, task: Task, joined: Set<string>, sent: number, answered: number) {
  let missed = 0;
  let missedSettled = 0;
  let extra = 0;
  let truth = 0;
  for (const [index, userId] of state.userIds.entries()) {
    const polls = state.polls[index]!;
    const actedAt = task.acted.get(userId);
    const acted = actedAt !== undefined && actedAt < sent;
    const present = polls.some((p) => p.sent > answered - PRESENCE_MS && p.done < sent);
    const settled = (acted && actedAt < sent - SETTLE_MS) || polls.some((p) => p.sent > answered - PRESENCE_MS && p.done < sent - SETTLE_MS);
    const absent = actedAt === undefined && !task.acting.has(userId) && !state.polling[index] && (polls.at(-1)?.done ?? 0) < sent - PRESENCE_MS;
    if (acted || present) {
      truth++;
      if (!joined.has(userId)) {
        missed++;
        if (settled) missedSettled++;
      }
      if (!acted) {
        live.pollingOnly++;
        if (joined.has(userId)) live.pollingOnlyCounted++;
      }
    } else if (absent && joined.has(userId)) extra++;
  }
  live.samples++;
  live.truth += truth;
  live.missed += missed;
  live.missedSettled += missedSettled;
  live.extra += extra;
  if (missed === 0 && extra === 0) live.exact++;
  if (missedSettled === 0 && extra === 0) live.exactSettled++;
}

/** One class's teacher: a vote and a group task in turn, each ended after 16 s, a new one every 20 s. */
async function teacherLoop(state: ClassState, offsetMs: number, first: number) {
  await sleep(offsetMs);
  for (let n = first; running(); n++) {
    const kind = n % 2 === 0 ? 'vote' : 'group';
    const began = performance.now();
    const reply = await teacherCall('POST', `/classes/${state.id}/tasks`, { libraryId: kind === 'vote' ? 'lib-vote-pet' : 'lib-collaborative' });
    if (reply) {
      const task: Task = { id: String((JSON.parse(reply.body) as { groupTaskId: string }).groupTaskId), kind, clicked: began, at: performance.now(), ended: false, seen: new Set(), acted: new Map(), acting: new Set(), groupOf: new Map(), progressed: new Map() };
      state.task = task;
      const watching = watchLiveView(state, task);
      await sleep(END_AFTER_MS - (performance.now() - began));
      task.ended = true;
      await watching;
      if (!running()) break;
      await teacherCall('POST', `/tasks/${task.id}/end`, {});
    }
    await sleep(TASK_EVERY_MS - (performance.now() - began));
  }
}

/** A student's request on the task: confirmed, refused because the task ended meanwhile (not an error), or an error. */
async function act(state: ClassState, task: Task, index: number, path: string, body: unknown, kind: 'vote' | 'group' | 'progress'): Promise<Reply | undefined> {
  const userId = state.userIds[index]!;
  if (kind !== 'progress') task.acting.add(userId);
  try {
    const reply = await send(phones, `${base}${path}`, headers(state.tokens[index]!), 'POST', JSON.stringify(body));
    if (reply.status === 200) {
      if (kind !== 'progress') task.acted.set(userId, performance.now());
      return reply;
    }
    if (task.ended) late.count++;
    else fail(kind, reply.status);
  } catch (error) {
    fail(kind, (error as NodeJS.ErrnoException).code ?? 'network');
  } finally {
    task.acting.delete(userId);
  }
  return undefined;
}

/** The group's members' progress as a member sees it: those who posted before are all there ("settled": SETTLE_MS before). */
async function postProgress(state: ClassState, task: Task, index: number, groupId: string) {
  const members = task.progressed.get(groupId) ?? new Map<string, number>();
  task.progressed.set(groupId, members);
  if (!(await act(state, task, index, '/api/v1/chronus/interactive_tasks/realtime', { groupTaskId: task.id, status: 'viewing' }, 'progress'))) return;
  members.set(state.userIds[index]!, performance.now());
  await sleep(3000 + Math.random() * 2000);
  if (task.ended) return;
  const sent = performance.now();
  const expected = [...members];
  const reply = await act(state, task, index, '/api/v1/chronus/interactive_tasks/realtime', { groupTaskId: task.id, status: 'answering' }, 'progress');
  // Answered after the teacher ended the task, no progress is the truth (issue 32): not counted.
  if (!reply || task.ended) return;
  const shown = new Set((JSON.parse(reply.body) as { realtime: { studentId: string }[] }).realtime.map((r) => r.studentId));
  const settled = expected.filter(([, at]) => at < sent - SETTLE_MS);
  progress.expected += expected.length;
  progress.seen += expected.filter(([id]) => shown.has(id)).length;
  progress.expectedSettled += settled.length;
  progress.seenSettled += settled.filter(([id]) => shown.has(id)).length;
}

/** What a student does on seeing a new task: two in three vote within 2-8 s; in a group task, make a group or join one. */
async function onNewTask(state: ClassState, task: Task, index: number) {
  if (task.kind === 'vote') {
    if (index % 3 === 2) return;
    await sleep(2000 + Math.random() * 6000);
    if (!task.ended) await act(state, task, index, `${STUDENT}/classroom/task/${task.id}`, { interactiveTaskResult: { voteResult: { selected: [Math.random() < 0.5 ? 'A' : 'B'] } } }, 'vote');
    return;
  }
  const maker = index - (index % GROUP_SIZE);
  let groupId: string | undefined;
  if (index === maker) {
    await sleep(1000 + Math.random() * 2000);
    if (task.ended) return;
    const reply = await act(state, task, index, `${GROUPS}/operate`, { specifications: { groupTaskId: task.id }, action: 'ACTION_JOIN' }, 'group');
    if (!reply) return;
    const groups = (JSON.parse(reply.body) as { specifications: { specification: { grouping: { groups: { identifier: string; students: Record<string, unknown> }[] } } }[] }).specifications[0]!.specification.grouping.groups;
    const me = state.userIds[index]!;
    groupId = groups.find((g) => me in g.students)?.identifier;
    if (!groupId) {
      fail('group', 'no group of its maker');
      return;
    }
    task.groupOf.set(index, groupId);
  } else {
    // A classmate says which group is theirs; it takes the maker a moment to make it.
    await sleep(3000 + Math.random() * 3000);
    for (let tries = 0; !task.groupOf.has(maker) && tries < 16 && !task.ended; tries++) await sleep(500);
    groupId = task.groupOf.get(maker);
    if (!groupId || task.ended) return;
    if (!(await act(state, task, index, `${GROUPS}/operate`, { specifications: { groupTaskId: task.id }, action: 'ACTION_JOIN', group: { identifier: groupId } }, 'group'))) return;
  }
  await postProgress(state, task, index, groupId);
}

/** One student's phone: polls with jitter, revalidating with the last ETag; notes when it first sees each new task. */
async function studentLoop(state: ClassState, index: number) {
  let etag = '';
  let taskId = '';
  await sleep(Math.random() * CLASSROOM_POLL_MS);
  while (running()) {
    const sent = performance.now();
    state.polling[index] = true;
    try {
      const reply = await send(phones, `${base}${STUDENT}/classroom/task?groupId=${state.id}`, headers(state.tokens[index]!, etag ? { 'If-None-Match': etag } : {}));
      const answered = performance.now();
      (sent - benchStart < ARRIVAL_MS ? arrivalLatencyMs : pollLatencyMs).push(answered - sent);
      pollCount++;
      if (reply.status === 200) {
        etag = reply.etag;
        taskId = (JSON.parse(reply.body) as { groupTaskId: string }).groupTaskId;
      } else if (reply.status === 404) {
        etag = '';
        taskId = '';
      } else if (reply.status !== 304) fail('poll', reply.status);
      if (reply.status < 500) {
        const polls = state.polls[index]!;
        polls.push({ sent, done: answered });
        if (polls.length > POLLS_KEPT) polls.shift();
      }
      const task = state.task;
      if (task && taskId === task.id && !task.seen.has(index)) {
        task.seen.add(index);
        seenLatencyMs.push(answered - task.at);
        clickToSeenMs.push(answered - task.clicked);
        void onNewTask(state, task, index);
      }
    } catch (error) {
      fail('poll', (error as NodeJS.ErrnoException).code ?? 'network');
    } finally {
      state.polling[index] = false;
    }
    await sleep(nextPollDelay(0));
  }
}

/** The machine's ticks so far over all its cores, from /proc/stat: busy, of which the kernel's network work (softirq, in no process's figures), and all. */
function machineTicks(): { busy: number; softirq: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = fields[3]! + fields[4]!;
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, softirq: fields[6]!, total };
}

const databaseName = new URL(cluster.databaseUrl).pathname.slice(1);
/** PostgreSQL's part: this run's connections and the cluster's own background processes (not other databases' sessions). */
const postgresPids = () =>
  cluster.postmasterPid ? withChildren(cluster.postmasterPid, (line) => line.includes(databaseName) || /: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher)/.test(line)) : [];
const nginxPids = () => withChildren(cluster.nginx.process.pid!);
const serverPids = cluster.servers.map((s) => s.process.pid!);

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
try {
  const before = { servers: serverPids.map((pid) => processUsage(pid).cpuSec), postgres: cpuOf(postgresPids()), nginx: cpuOf(nginxPids()), client: process.cpuUsage(), machine: machineTicks() };
  loopDelay.enable();
  benchStart = performance.now();
  const loops = classes.flatMap((state, i) => [teacherLoop(state, (i * TASK_EVERY_MS) / classes.length, i), ...state.tokens.map((_, s) => studentLoop(state, s))]);
  await sleep(seconds * 1000);
  stopping = true;
  const elapsedSec = (performance.now() - benchStart) / 1000;
  const after = { servers: serverPids.map((pid) => processUsage(pid)), postgres: cpuOf(postgresPids()), nginx: cpuOf(nginxPids()), client: process.cpuUsage(before.client), machine: machineTicks() };
  loopDelay.disable();
  await Promise.race([Promise.all(loops), sleep(5000)]);
  const percent = (cpuSec: number) => Math.round((100 * cpuSec) / elapsedSec);
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const result = {
    processes: processCount,
    classes: classes.length,
    students: classes.reduce((n, c) => n + c.tokens.length, 0),
    seconds: Math.round(elapsedSec),
    startToSeenP50Ms: Math.round(percentile(seenLatencyMs, 50)),
    startToSeenP99Ms: Math.round(percentile(seenLatencyMs, 99)),
    sightings: seenLatencyMs.length,
    clickToSeenP99Ms: Math.round(percentile(clickToSeenMs, 99)),
    pollsPerSecond: Math.round(pollCount / elapsedSec),
    pollP50Ms: Math.round(percentile(pollLatencyMs, 50)),
    pollP99Ms: Math.round(percentile(pollLatencyMs, 99)),
    arrivalPollP99Ms: Math.round(percentile(arrivalLatencyMs, 99)),
    errors: { total: errorCount, ...errors, byKind: Object.fromEntries(errorKinds) },
    refusedAfterEnd: late.count,
    liveView: live,
    groupProgress: progress,
    serverProcesses: after.servers.map((usage, i) => ({ cpuPercent: percent(usage.cpuSec - before.servers[i]!), rssMb: usage.rssMb })),
    postgres: { cpuPercent: percent(cpuBetween(before.postgres, after.postgres)), pssMb: pssMb(postgresPids()) },
    nginx: { cpuPercent: percent(cpuBetween(before.nginx, after.nginx)), pssMb: pssMb(nginxPids()) },
    client: { cpuPercent: percent((after.client.user + after.client.system) / 1e6), rssMb: Math.round(process.memoryUsage().rss / 2 ** 20), eventLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6) },
    machineBusyPercent: Math.round((100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total)),
    machineSoftirqPercent: Math.round((100 * (after.machine.softirq - before.machine.softirq)) / (after.machine.total - before.machine.total)),
    cores: (await import('node:os')).availableParallelism(),
  };
  if (json) console.log(JSON.stringify(result, null, 2));
  else {
    const v = result.liveView;
    console.log(`${result.classes} classes x 45 students (${result.students} phones) through nginx to ${result.processes} server processes on PostgreSQL, ${result.seconds} s, Node ${process.version}, ${result.cores} cores`);
    console.log(`start to each student seeing the task: p50 ${result.startToSeenP50Ms} ms, p99 ${result.startToSeenP99Ms} ms over ${result.sightings} sightings (aim p99 <= 2500 ms); from the teacher's click p99 ${result.clickToSeenP99Ms} ms`);
    console.log(`poll: ${result.pollsPerSecond} req/s, p50 ${result.pollP50Ms} ms, p99 ${result.pollP99Ms} ms after the first ${ARRIVAL_MS / 1000} s (aim p99 <= 100 ms; p99 ${result.arrivalPollP99Ms} ms while the classes arrive)`);
    console.log(`errors: ${errorCount} (poll ${errors.poll}, vote ${errors.vote}, group ${errors.group}, progress ${errors.progress}, teacher ${errors.teacher}, live view ${errors.live}); ${late.count} refused because the task had just ended${errorKinds.size ? `; ${[...errorKinds].map(([how, n]) => `${how}: ${n}`).join(', ')}` : ''}`);
    console.log(`live view joined vs the truth: ${v.exact} of ${v.samples} samples exact; of ${v.truth} who had to be joined ${v.truth - v.missed} were (${v.missed} missed), ${v.extra} who could not be were; students there by polling alone: ${v.pollingOnlyCounted} of ${v.pollingOnly} counted`);
    console.log(`  settled (heard ${SETTLE_MS / 1000} s before the live view was asked for): ${v.exactSettled} of ${v.samples} samples exact, ${v.missedSettled} missed`);
    const g = result.groupProgress;
    console.log(`group progress: a member saw ${g.seen} of ${g.expected} earlier statuses of its groupmates; settled (${SETTLE_MS / 1000} s before): ${g.seenSettled} of ${g.expectedSettled}`);
    for (const [i, s] of result.serverProcesses.entries()) console.log(`server process ${i + 1}: ${s.cpuPercent} % of one core, ${s.rssMb} MB resident`);
    console.log(`PostgreSQL (this database's connections + background): ${result.postgres.cpuPercent} % of one core, ${result.postgres.pssMb} MB (PSS)`);
    console.log(`nginx: ${result.nginx.cpuPercent} % of one core, ${result.nginx.pssMb} MB (PSS)`);
    console.log(`this client (all ${result.students} phones and ${result.classes} consoles in one Node process, same machine): ${result.client.cpuPercent} % of one core, ${result.client.rssMb} MB, event-loop delay p99 ${result.client.eventLoopDelayP99Ms} ms`);
    console.log(`machine: ${result.machineBusyPercent} % busy over its ${result.cores} cores (other work on the machine included), ${result.machineSoftirqPercent} % in the kernel's network work (softirq)`);
  }
} finally {
  stopping = true;
  await cluster.stop();
}
