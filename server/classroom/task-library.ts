/**
 * The teacher's own tasks in the library (issue 36): written, edited and deleted by their teacher only,
 * every body checked as a start checks it (an exercise's episodes exist; any other task parses as its
 * kind with nothing missing). A teacher sees the server's and the packs' tasks, their own, and the
 * tasks other teachers of their school shared; never another school's, nor an unshared one of anyone's.
 * Starting copies the body into group_tasks, so a task edited or deleted after a start leaves that
 * task and its results as they were.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@core/contract';
import type { LibraryTask } from '@core/contract';
import type { z } from 'zod/mini';
import { TaskType } from '@core/domain';
import { kindOfTask } from '@core/registry/task-registry';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { checkedTaskKind, servedOf } from '@plugins/tasks/task-body';
import type { Database, Queryable } from '../db/database';
import { nowSec } from '../auth/tokens';
import { HttpError, badRequest, forbidden, notFound } from '../http/http-error';
import { sameSchoolSql } from '../files/file-repository';
import type { libraryTaskWriteSchema } from './task-library-contract';

/** A task as the teacher saves it, defaults filled in. */
type LibraryTaskBody = z.output<typeof libraryTaskWriteSchema>;

/** How many tasks one teacher may keep: far more than a term's lessons, and a bound on the library's size. */
export const OWN_TASKS_MAX = 500;
/** How many of the school's shared tasks the library lists (the newest). */
export const SHARED_TASKS_LISTED = 200;

export interface LibraryRow {
  id: string;
  unit_id: string | null;
  title: string;
  task_type: number;
  episode_ids: string[];
  interactive_task: Record<string, unknown> | null;
  pack_id: string | null;
  pack_title?: string | null;
  owner_id: string | null;
  owner_name?: string | null;
  shared: boolean;
  updated_at_sec: number | string | null;
}

/** A stored task's kind as the console names it: 'exercise', or its interactive kind. */
export const kindOf = (taskType: number, interactiveTask: unknown): string =>
  taskType === TaskType.EXERCISE ? 'exercise' : (kindOfTask(taskDefinitions, servedOf(taskType, interactiveTask))?.kind ?? 'unknown');

/** SQL over task_library `t`: whether the teacher `$1` may see (and start) the task. */
export const VISIBLE_TO_TEACHER = `(t.owner_id IS NULL OR t.owner_id = $1 OR (t.shared AND ${sameSchoolSql('$1', 't.owner_id')}))`;

/** A library row as the console lists it: a teacher's task says whose it is, whether shared, when changed. */
export function libraryTaskOf(row: LibraryRow, teacherId: string): LibraryTask {
  return {
    id: row.id,
    title: row.title,
    taskType: row.task_type,
    kind: kindOf(row.task_type, row.interactive_task),
    episodeIds: row.episode_ids,
    ...(row.interactive_task ? { interactiveTask: row.interactive_task } : {}),
    ...(row.pack_id ? { pack: { id: row.pack_id, title: row.pack_title ?? row.pack_id } } : {}),
    ...(row.owner_id
      ? { mine: row.owner_id === teacherId, shared: row.shared, owner: { id: row.owner_id, name: row.owner_name ?? '' }, updatedAtSec: Number(row.updated_at_sec ?? 0) }
      : {}),
  };
}

/**
 * Every library task the teacher may see: the server's and the packs' in their order, then the teacher's
 * own newest first, then the school's shared ones newest first (at most SHARED_TASKS_LISTED).
 */
export async function visibleLibraryTasks(db: Queryable, teacherId: string): Promise<LibraryTask[]> {
  const rows = await db.query<LibraryRow>(
    `SELECT t.*, p.title AS pack_title, NULL AS owner_name FROM task_library t LEFT JOIN content_packs p ON p.id = t.pack_id AND p.is_current
      WHERE t.owner_id IS NULL ORDER BY t.position, t.id`,
  );
  const own = await db.query<LibraryRow>(
    `SELECT t.*, u.nick_name AS owner_name FROM task_library t JOIN users u ON u.id = t.owner_id WHERE t.owner_id = $1 ORDER BY t.updated_at_sec DESC, t.id`,
    [teacherId],
  );
  const shared = await db.query<LibraryRow>(
    `SELECT t.*, u.nick_name AS owner_name FROM task_library t JOIN users u ON u.id = t.owner_id
      WHERE t.owner_id <> $1 AND ${VISIBLE_TO_TEACHER} ORDER BY t.updated_at_sec DESC, t.id LIMIT ${SHARED_TASKS_LISTED}`,
    [teacherId],
  );
  return [...rows, ...own, ...shared].map((row) => libraryTaskOf(row, teacherId));
}

/** A collaborative task's problems are found in the served task (`collaborativeLearning...`): in the body it is inside interactiveTask. */
const bodyPathOf = (taskType: number, path: string) =>
  taskType === TaskType.COLLABORATIVE_LEARNING && path.startsWith('collaborativeLearning') ? `interactiveTask.${path}` : path;

/** The task as stored, checked: 400 naming the body's field when something is wrong. */
async function checkedBody(db: Queryable, write: LibraryTaskBody) {
  if (write.taskType === TaskType.EXERCISE) {
    if (write.episodeIds.length === 0) throw badRequest('body.episodeIds: 练习至少要选一个小节 (an exercise needs at least one episode)');
    const found = await db.query<{ id: string; unit_id: string }>('SELECT id, unit_id FROM episodes WHERE id = ANY($1::text[])', [write.episodeIds]);
    const missing = write.episodeIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw badRequest(`body.episodeIds: 没有这个小节 ${missing.join(', ')} (no such episode)`);
    return { unitId: found.find((f) => f.id === write.episodeIds[0])?.unit_id ?? null, interactiveTask: null };
  }
  const checked = checkedTaskKind(write, taskDefinitions);
  if ('problem' in checked) {
    const path = bodyPathOf(write.taskType, checked.problem.path);
    throw badRequest(`body${path ? `.${path}` : ''}: ${checked.problem.message}`);
  }
  return { unitId: null, interactiveTask: write.interactiveTask ?? null };
}

const withOwner = async (db: Queryable, row: LibraryRow | undefined, teacherId: string): Promise<LibraryTask> => {
  const [owner] = await db.query<{ nick_name: string }>('SELECT nick_name FROM users WHERE id = $1', [row!.owner_id]);
  return libraryTaskOf({ ...row!, owner_name: owner?.nick_name ?? '' }, teacherId);
};

/** Saves a new task of the teacher's (ids `my-<uuid>`); at most OWN_TASKS_MAX each (409). */
export async function createLibraryTask(db: Database, teacherId: string, write: LibraryTaskBody): Promise<LibraryTask> {
  return db.transaction(async (tx) => {
    // The teacher's row is the lock: parallel saves cannot all take the last place.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [teacherId]);
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int8 AS n FROM task_library WHERE owner_id = $1', [teacherId]);
    if ((count?.n ?? 0) >= OWN_TASKS_MAX) throw new HttpError(409, ErrorCode.CONFLICT, `你已经有 ${OWN_TASKS_MAX} 个任务了，请先删除一些不用的`);
    const body = await checkedBody(tx, write);
    const now = nowSec();
    const [row] = await tx.query<LibraryRow>(
      `INSERT INTO task_library (id, unit_id, title, task_type, episode_ids, interactive_task, position, owner_id, shared, created_at_sec, updated_at_sec)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $9) RETURNING *`,
      [`my-${randomUUID()}`, body.unitId, write.title, write.taskType, JSON.stringify(write.episodeIds), body.interactiveTask === null ? null : JSON.stringify(body.interactiveTask), teacherId, write.shared, now],
    );
    return withOwner(tx, row, teacherId);
  });
}

/** The task locked for a change by its teacher: 404 when there is none, 403 when it is not theirs (another teacher's, a pack's, the server's). */
async function ownTaskForUpdate(tx: Queryable, teacherId: string, taskId: string): Promise<void> {
  const [row] = await tx.query<{ owner_id: string | null }>('SELECT owner_id FROM task_library WHERE id = $1 FOR UPDATE', [taskId]);
  if (!row) throw notFound('library task');
  if (row.owner_id !== teacherId) throw forbidden('只能修改或删除自己的任务 (not a task of yours)');
}

/** Replaces the teacher's own task with the body sent, read, checked and written in one transaction. */
export async function updateLibraryTask(db: Database, teacherId: string, taskId: string, write: LibraryTaskBody): Promise<LibraryTask> {
  return db.transaction(async (tx) => {
    await ownTaskForUpdate(tx, teacherId, taskId);
    const body = await checkedBody(tx, write);
    const [row] = await tx.query<LibraryRow>(
      `UPDATE task_library SET unit_id = $2, title = $3, task_type = $4, episode_ids = $5, interactive_task = $6, shared = $7, updated_at_sec = $8
        WHERE id = $1 RETURNING *`,
      [taskId, body.unitId, write.title, write.taskType, JSON.stringify(write.episodeIds), body.interactiveTask === null ? null : JSON.stringify(body.interactiveTask), write.shared, nowSec()],
    );
    return withOwner(tx, row, teacherId);
  });
}

export async function deleteLibraryTask(db: Database, teacherId: string, taskId: string): Promise<{ ok: true; id: string }> {
  return db.transaction(async (tx) => {
    await ownTaskForUpdate(tx, teacherId, taskId);
    await tx.query('DELETE FROM task_library WHERE id = $1', [taskId]);
    return { ok: true as const, id: taskId };
  });
}
