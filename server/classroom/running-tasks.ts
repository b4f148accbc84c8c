/**
 * The running task of each class, kept in this process's memory for the student poll (issue 13): the
 * poll is the server's hottest call (a class of 45 polls every 2 s), so it answers from here, with the
 * answer's text and ETag made once per task. An entry is dropped when the database says the class's
 * tasks changed (the classroom_tasks channel, fed by a trigger on group_tasks: any process, any writer)
 * and when this process changes them itself (at once, not waiting for the notification). A lost
 * listening connection drops everything. The server's one pattern for such state: NotifiedCache.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Database } from '../db/database';
import { NotifiedCache } from '../cache/notified-cache';
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

/** Classes whose running task is kept (the poll of a district's classes, issue 38); past it the least recently polled goes. */
export const RUNNING_TASKS_MAX_CLASSES = 20_000;

export class RunningTasks extends NotifiedCache<RunningTask | null> {
  constructor(db: Database) {
    super(db, CLASSROOM_TASKS_CHANNEL, (classId) => loadRunningTask(db, classId), { maxKeys: RUNNING_TASKS_MAX_CLASSES });
  }

  /** The newest running task of these classes, or null. */
  async current(classIds: readonly string[]): Promise<RunningTask | null> {
    return newestOf(await Promise.all(classIds.map((classId) => this.get(classId))));
  }

  /** The same, when every class's entry is loaded already; undefined when one is not. */
  known(classIds: readonly string[]): RunningTask | null | undefined {
    const tasks: (RunningTask | null)[] = [];
    for (const classId of classIds) {
      const task = this.peek(classId);
      if (task === undefined) return undefined;
      tasks.push(task);
    }
    return newestOf(tasks);
  }
}

async function loadRunningTask(db: Database, classId: string): Promise<RunningTask | null> {
  const [row] = await db.query<TaskRow>(
    'SELECT * FROM group_tasks WHERE class_id = $1 AND ended_at_sec IS NULL ORDER BY started_at_sec DESC, id DESC LIMIT 1',
    [classId],
  );
  if (!row) return null;
  const body = new TextEncoder().encode(JSON.stringify(await toTask(db, row)));
  const gzipped = new Uint8Array(gzipSync(body, { level: 9 }));
  return { groupTaskId: row.id, startedAtSec: Number(row.started_at_sec), body, gzipped, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The newest of the classes' running tasks (the later start, then the larger id), or null for none. */
function newestOf(tasks: readonly (RunningTask | null)[]): RunningTask | null {
  let newest: RunningTask | null = null;
  for (const task of tasks) {
    if (task && (!newest || task.startedAtSec > newest.startedAtSec || (task.startedAtSec === newest.startedAtSec && task.groupTaskId > newest.groupTaskId))) newest = task;
  }
  return newest;
}
