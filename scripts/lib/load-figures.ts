/**
 * What the classroom benchmarks share (npm run bench:classroom, npm run bench:district): requests over
 * keep-alive connections as phones on the school Wi-Fi hold them, percentiles, and a process's CPU and
 * memory read from /proc (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

export interface Reply { status: number; etag: string; body: string }

/** Keep-alive connections for many simulated phones. */
export const phoneAgent = (maxSockets: number) => new Agent({ keepAlive: true, maxSockets });

/** A request through `agent`: status, ETag and body as text. */
export function send(agent: Agent, url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? ''), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (xs: readonly number[], p: number) => {
  const sorted = xs.toSorted((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

/** A process's CPU seconds so far and its resident memory in MB (0 when it is gone). */
export function processUsage(pid: number): { cpuSec: number; rssMb: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(stat[11]) + Number(stat[12]);
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return { cpuSec: ticks / 100, rssMb: Math.round(Number(rss ?? 0) / 1024) };
  } catch {
    return { cpuSec: 0, rssMb: 0 };
  }
}

/** `pid` and its children (one level: PostgreSQL's backends, nginx's workers) whose command line `keep` accepts. */
export function withChildren(pid: number, keep: (commandLine: string) => boolean = () => true): number[] {
  const children = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).filter((name) => {
    try {
      return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid) && keep(readFileSync(`/proc/${name}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
  return [pid, ...children.map(Number)];
}

/** CPU seconds so far of each process of a group. */
export const cpuOf = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, processUsage(pid).cpuSec]));

/** CPU seconds a group spent between two snapshots: a process born meanwhile counts whole, one that ended is lost. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sec = 0;
  for (const [pid, cpu] of after) sec += cpu - (before.get(pid) ?? 0);
  return sec;
}

/** A group's memory as PSS in MB (shared pages split between the processes, so the sum is honest). */
export function pssMb(pids: readonly number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}
