/**
 * The running task of each class, kept in this process's memory for the student poll (issue 13): the
 * poll is the server's hottest call (a class of 45 polls every 2 s), so it answers from here, with the
 * answer's text and ETag made once per task. An entry is dropped when the database says the class's
 * tasks changed (the classroom_tasks channel, fed by a trigger on group_tasks: any process, any writer)
 * and when this process changes them itself (at once, not waiting for the notification). A lost
 * listening connection drops everything.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Database } from '../db/database';
import { toTask, type TaskRow } from './classroom-repository';

export interface RunningTask {
  groupTaskId: string;
  startedAtSec: number;
  /** The poll's answer, as sent: encoded once, not on every poll. */
  body: Uint8Array<ArrayBuffer>;
  /** The same, gzip-compressed once, for the clients that take it (every browser). */
  gzipped: Uint8Array<ArrayBuffer>;
  /** One ETag for both (the same content; the answers say `Vary: Accept-Encoding`). */
  etag: string;
}

export const CLASSROOM_TASKS_CHANNEL = 'classroom_tasks';

export class RunningTasks {
  readonly #byClass = new Map<string, Promise<RunningTask | null>>();
  /** The loaded entries, for answering without waiting (the poll's fast path). */
  readonly #resolved = new Map<string, RunningTask | null>();
  /** Bumped on every invalidation: a load that started before one is not kept. */
  readonly #generation = new Map<string, number>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  /** Starts listening to the database; until then, entries are dropped only by this process's own changes. */
  async listen(): Promise<void> {
    this.#stopListening = await this.db.listen(
      CLASSROOM_TASKS_CHANNEL,
      (classId) => (classId === '*' ? this.invalidateAll() : this.invalidate(classId)),
      () => this.invalidateAll(),
    );
  }

  async close(): Promise<void> {
    await this.#stopListening?.();
  }

  invalidate(classId: string): void {
    this.#generation.set(classId, (this.#generation.get(classId) ?? 0) + 1);
    this.#byClass.delete(classId);
    this.#resolved.delete(classId);
  }

  invalidateAll(): void {
    // Deleting the entry being visited is safe in a Map iteration.
    for (const classId of this.#byClass.keys()) this.invalidate(classId);
  }

  /** The newest running task of these classes, or null. */
  async current(classIds: readonly string[]): Promise<RunningTask | null> {
    return newestOf(await Promise.all(classIds.map((classId) => this.#of(classId))));
  }

  /** The same, when every class's entry is loaded already; undefined when one is not. */
  known(classIds: readonly string[]): RunningTask | null | undefined {
    const tasks: (RunningTask | null)[] = [];
    for (const classId of classIds) {
      const task = this.#resolved.get(classId);
      if (task === undefined) return undefined;
      tasks.push(task);
    }
    return newestOf(tasks);
  }

  #of(classId: string): Promise<RunningTask | null> {
    const cached = this.#byClass.get(classId);
    if (cached) return cached;
    const generation = this.#generation.get(classId) ?? 0;
    const loading = this.#load(classId);
    this.#byClass.set(classId, loading);
    // A failed load is not kept; nor is one that an invalidation overtook (it may predate the change).
    loading.then(
      (task) => {
        const current = (this.#generation.get(classId) ?? 0) === generation;
        if (current && this.#byClass.get(classId) === loading) this.#resolved.set(classId, task);
        if (!current && this.#byClass.get(classId) === loading) this.#byClass.delete(classId);
      },
      () => {
        if (this.#byClass.get(classId) === loading) this.#byClass.delete(classId);
      },
    );
    return loading;
  }

  async #load(classId: string): Promise<RunningTask | null> {
    const [row] = await this.db.query<TaskRow>(
      'SELECT * FROM group_tasks WHERE class_id = $1 AND ended_at_sec IS NULL ORDER BY started_at_sec DESC, id DESC LIMIT 1',
      [classId],
    );
    if (!row) return null;
    const body = new TextEncoder().encode(JSON.stringify(await toTask(this.db, row)));
    const gzipped = new Uint8Array(gzipSync(body, { level: 9 }));
    return { groupTaskId: row.id, startedAtSec: Number(row.started_at_sec), body, gzipped, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }
}

/** The newest of the classes' running tasks (the later start, then the larger id), or null for none. */
function newestOf(tasks: readonly (RunningTask | null)[]): RunningTask | null {
  let newest: RunningTask | null = null;
  for (const task of tasks) {
    if (task && (!newest || task.startedAtSec > newest.startedAtSec || (task.startedAtSec === newest.startedAtSec && task.groupTaskId > newest.groupTaskId))) newest = task;
  }
  return newest;
}
