/**
 * A pool of Python scoring workers (worker.py). Utterances queue for the next free worker, several
 * run in parallel, and a worker that crashes or takes too long is killed and replaced: that utterance
 * fails, the others and the server go on.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ScoringError, type EngineWorkers } from '../engine';

export const WORKER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'worker.py');
/** Debian's python3-pocketsphinx (and python3-numpy, for the phone classifier) are installed for the system Python only. */
export const SYSTEM_PYTHON = '/usr/bin/python3';
export const POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';

/** posterior: on aligned segments, the phone classifier's mean log posterior of the phone (phone_classifier.py). */
export type Segment = [phone: string, start: number, end: number, ascore: number, posterior?: number];
/** kept: the indexes of the words an alignment with every word optional kept (worker.py). */
export interface AlignmentReply { frames: number; align: Segment[]; loop: Segment[]; kept: number[] }

interface Job { payload: string; attempts: number; resolve(reply: AlignmentReply): void; reject(error: Error): void }
interface Worker { process: ChildProcessWithoutNullStreams; ready: boolean; job?: Job; timer?: NodeJS.Timeout; memoryPeakMb: number }

export function pocketsphinxInstalled(): boolean {
  return existsSync(SYSTEM_PYTHON) && existsSync(join(POCKETSPHINX_MODEL, 'en-us', 'mdef')) && existsSync('/usr/lib/python3/dist-packages/pocketsphinx') && existsSync('/usr/lib/python3/dist-packages/numpy');
}

export class WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing = false;

  constructor(private readonly size: number, private readonly timeoutMs = 20_000) {
    for (let i = 0; i < size; i++) this.workers.push(this.start());
  }

  align(pcm: Buffer, words: string[][]): Promise<AlignmentReply> {
    if (this.closing) return Promise.reject(new ScoringError('ENGINE_UNAVAILABLE', 'the scoring engine is shutting down'));
    return new Promise((resolve, reject) => {
      const job: Job = { payload: JSON.stringify({ id: this.nextId++, pcm: pcm.toString('base64'), words }), attempts: 0, resolve, reject };
      this.queue.push(job);
      // No utterance waits for a worker longer than it may take to score one.
      setTimeout(() => {
        const waiting = this.queue.indexOf(job);
        if (waiting < 0) return;
        this.queue.splice(waiting, 1);
        job.reject(new ScoringError('TIMEOUT', `no scoring worker was free within ${this.timeoutMs / 1000} s`));
      }, this.timeoutMs).unref();
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.queue.splice(0)) job.reject(new ScoringError('ENGINE_UNAVAILABLE', 'the scoring engine is shutting down'));
    await Promise.all(this.workers.map((w) => new Promise<void>((resolve) => {
      if (w.process.exitCode !== null) return resolve();
      w.process.once('exit', () => resolve());
      w.process.kill('SIGTERM');
    })));
  }

  /** The workers up (started and ready, alive), those scoring, and the utterances waiting for one. */
  state(): EngineWorkers {
    const alive = this.workers.filter((w) => w.ready && w.process.exitCode === null && w.process.signalCode === null && !w.process.killed);
    return { workers: this.workers.length, ready: alive.length, busy: alive.filter((w) => w.job !== undefined).length, waiting: this.queue.length };
  }

  /** Process ids of the workers (all, or those scoring right now), for measuring memory and for tests. */
  pids(which: 'all' | 'busy' = 'all'): number[] {
    return this.workers
      .filter((w) => which === 'all' || w.job !== undefined)
      .map((w) => w.process.pid)
      .filter((pid): pid is number => pid !== undefined);
  }

  private start(): Worker {
    const child = spawn(SYSTEM_PYTHON, [WORKER_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const worker: Worker = { process: child, ready: false, memoryPeakMb: 0 };
    child.stderr.resume(); // pocketsphinx logs to stderr; it must not fill the pipe
    createInterface({ input: child.stdout }).on('line', (line) => this.onLine(worker, line));
    child.on('exit', () => this.onExit(worker));
    child.stdin.on('error', () => undefined); // a dead worker's pipe: handled by onExit
    return worker;
  }

  private onLine(worker: Worker, line: string): void {
    let message: { ready?: boolean; error?: string } & Partial<AlignmentReply>;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    if (message.ready) {
      worker.ready = true;
      this.dispatch();
      return;
    }
    const job = worker.job;
    if (!job) return;
    clearTimeout(worker.timer);
    worker.job = undefined;
    if (message.error) job.reject(new ScoringError('BAD_AUDIO', message.error));
    else job.resolve({ frames: message.frames ?? 0, align: message.align ?? [], loop: message.loop ?? [], kept: message.kept ?? [] });
    this.dispatch();
  }

  /**
   * A worker that dies takes its utterance with it; the utterance gets one more try on a fresh worker
   * (the death may have had nothing to do with it), and fails if that one dies too.
   */
  private onExit(worker: Worker): void {
    clearTimeout(worker.timer);
    const job = worker.job;
    worker.job = undefined;
    const index = this.workers.indexOf(worker);
    if (index >= 0 && !this.closing) this.workers[index] = this.start();
    if (!job) return;
    if (job.attempts < 1 && !this.closing) {
      job.attempts++;
      this.queue.unshift(job);
      this.dispatch();
    } else {
      job.reject(new ScoringError('ENGINE_FAILED', 'the scoring worker stopped while scoring this recording'));
    }
  }

  private dispatch(): void {
    for (const worker of this.workers) {
      if (this.queue.length === 0) return;
      if (!worker.ready || worker.job || worker.process.exitCode !== null || worker.process.signalCode !== null || worker.process.killed) continue;
      const job = this.queue.shift()!;
      worker.job = job;
      worker.timer = setTimeout(() => {
        // A slow utterance is not retried: it would only hold up another worker.
        worker.job = undefined;
        job.reject(new ScoringError('TIMEOUT', `scoring took longer than ${this.timeoutMs / 1000} s`));
        worker.process.kill('SIGKILL');
      }, this.timeoutMs);
      worker.process.stdin.write(`${job.payload}\n`);
    }
  }
}
