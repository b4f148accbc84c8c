/**
 * The teacher's side of the live classroom (issue 13): the classes a teacher teaches, the task library,
 * starting a task in a class (which ends the one running there), ending it, and the live view of who
 * has joined and submitted with the kind's summary. A teacher acts only on their own classes: another
 * class, or a task of one, is 403.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { ClassTask, startTaskRequestSchema } from '@core/contract';
import { TaskType } from '@core/domain';
import { GroupSource } from '@plugins/tasks/collaborative/definition';
import type { TaskDefinition } from '@core/registry/task-plugin';
import { kindOfTask } from '@core/registry/task-registry';
import { taskDefinitions } from '@plugins/tasks/definitions';
import { VISIBLE_TO_TEACHER, kindOf, visibleLibraryTasks, type LibraryRow } from './task-library';
import { checkedTaskKind as checkedTaskKindOf } from '@plugins/tasks/task-body';
import type { Database, Queryable } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { nowSec } from '../auth/tokens';
import type { ClassroomPresence } from './presence';
import type { ClassRosters } from '../users/class-rosters';
import { servedOf, servedPartOf } from './served-task';
import { groupsOf } from './groups';
import type { TaskRow } from './classroom-repository';

/** The teacher's classes with their student counts and the task running there, in name order. */
export async function teacherClasses(db: Queryable, teacherId: string) {
  const rows = await db.query<{ id: string; name: string; gradeLevelStr: string; studentCount: number | string; runningTaskId: string | null; runningTitle: string | null }>(
    `SELECT c.id, c.name, c.grade_level_str AS "gradeLevelStr",
            (SELECT count(*)::int8 FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = c.id AND u.user_type = 1) AS "studentCount",
            r.id AS "runningTaskId", r.title AS "runningTitle"
       FROM classes c JOIN class_members t ON t.class_id = c.id AND t.user_id = $1
       LEFT JOIN LATERAL (SELECT id, title FROM group_tasks g WHERE g.class_id = c.id AND g.ended_at_sec IS NULL ORDER BY started_at_sec DESC, id DESC LIMIT 1) r ON true
      ORDER BY c.grade_level_str, c.name`,
    [teacherId],
  );
  return rows.map(({ runningTaskId, runningTitle, studentCount, ...row }) => ({
    ...row,
    studentCount: Number(studentCount),
    runningTask: runningTaskId ? { groupTaskId: runningTaskId, title: runningTitle ?? '' } : null,
  }));
}

/** Fails with 403 unless the teacher teaches the class. */
export async function assertTeaches(db: Queryable, teacherId: string, classId: string): Promise<void> {
  const [member] = await db.query('SELECT 1 FROM class_members WHERE user_id = $1 AND class_id = $2', [teacherId, classId]);
  if (!member) throw forbidden('not a class of yours');
}

/** What the teacher can start (issue 36: their own tasks and the school's shared ones too), each with its kind. */
export async function taskLibrary(db: Queryable, teacherId: string, classId: string) {
  await assertTeaches(db, teacherId, classId);
  return visibleLibraryTasks(db, teacherId);
}


type StartRequest = z.infer<typeof startTaskRequestSchema>;
type TaskBody = { title: string; taskType: number; unitId?: string | null; episodeIds: string[]; interactiveTask?: unknown };

/**
 * The body of the task to start: the library item (one the teacher may see: 404 for another teacher's
 * unshared task or another school's), or the one sent, checked with its kind's definition.
 */
async function taskBodyOf(db: Queryable, teacherId: string, request: StartRequest): Promise<TaskBody> {
  if ('libraryId' in request) {
    const [row] = await db.query<LibraryRow>(`SELECT * FROM task_library t WHERE t.id = $2 AND ${VISIBLE_TO_TEACHER}`, [teacherId, request.libraryId]);
    if (!row) throw notFound('library task');
    return { title: row.title, taskType: row.task_type, unitId: row.unit_id, episodeIds: row.episode_ids, interactiveTask: row.interactive_task ?? undefined };
  }
  const { task } = request;
  if (task.taskType === TaskType.EXERCISE) {
    if (task.episodeIds.length === 0) throw badRequest('body.task.episodeIds: an exercise needs at least one episode');
    const found = await db.query<{ id: string }>('SELECT id FROM episodes WHERE id = ANY($1::text[])', [task.episodeIds]);
    const missing = task.episodeIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw badRequest(`body.task.episodeIds: no episode ${missing.join(', ')}`);
    return { title: task.title, taskType: task.taskType, episodeIds: task.episodeIds };
  }
  checkTaskToStart(task);
  return { title: task.title, taskType: task.taskType, episodeIds: task.episodeIds, interactiveTask: task.interactiveTask };
}

/**
 * Fails with 400 unless a task a teacher sends is of a kind among `definitions` (the server's, unless a
 * test hands others) and its kind parses it and finds nothing missing; returns the kind.
 */
export function checkTaskToStart(task: { taskType: number; interactiveTask?: unknown }, definitions: readonly TaskDefinition[] = taskDefinitions): string {
  const checked = checkedTaskKind(task, definitions);
  if ('problem' in checked) throw badRequest(`body.task${checked.problem.path ? `.${checked.problem.path}` : ''}: ${checked.problem.message}`);
  return checked.kind;
}

/** A task's kind, or what is wrong with it: the check the console's editor makes too (plugins/tasks/task-body.ts). */
export function checkedTaskKind(task: { taskType: number; interactiveTask?: unknown }, definitions: readonly TaskDefinition[] = taskDefinitions) {
  return checkedTaskKindOf(task, definitions);
}

/** Starts a task in the class, ending the one running there, in one transaction. */
export async function startTask(db: Database, teacherId: string, classId: string, request: StartRequest) {
  await assertTeaches(db, teacherId, classId);
  const body = await taskBodyOf(db, teacherId, request);
  return db.transaction(async (tx) => {
    // The class row is the lock: two starts at once run one after the other.
    await tx.query('SELECT id FROM classes WHERE id = $1 FOR UPDATE', [classId]);
    const now = nowSec();
    const ended = await tx.query<{ id: string }>('UPDATE group_tasks SET ended_at_sec = $2 WHERE class_id = $1 AND ended_at_sec IS NULL RETURNING id', [classId, now]);
    const id = `gt-${randomUUID()}`;
    await tx.query(
      'INSERT INTO group_tasks (id, class_id, task_type, unit_id, title, episode_ids, interactive_task, started_at_sec) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [id, classId, body.taskType, body.unitId ?? null, body.title, JSON.stringify(body.episodeIds), body.interactiveTask === undefined ? null : JSON.stringify(body.interactiveTask), now],
    );
    return { groupTaskId: id, classId, title: body.title, taskType: body.taskType, startedAtSec: now, endedTaskIds: ended.map((e) => e.id) };
  });
}


/**
 * The class's latest tasks, newest first, running or ended (issue 32): the console reopens an ended
 * task's results from here, and the projector follows the class's current task with the first.
 */
export async function classTasks(db: Queryable, teacherId: string, classId: string, limit: number) {
  await assertTeaches(db, teacherId, classId);
  const rows = await db.query<Pick<TaskRow, 'id' | 'title' | 'task_type' | 'interactive_task' | 'started_at_sec' | 'ended_at_sec'>>(
    // Within one second the running task is the newest (a start ends the one before it).
    'SELECT id, title, task_type, interactive_task, started_at_sec, ended_at_sec FROM group_tasks WHERE class_id = $1 ORDER BY started_at_sec DESC, ended_at_sec DESC NULLS FIRST, id DESC LIMIT $2',
    [classId, limit],
  );
  return rows.map(classTaskOf);
}

/** A group_tasks row as the class's task lists answer it (core/contract ClassTask). */
export function classTaskOf(row: Pick<TaskRow, 'id' | 'title' | 'task_type' | 'interactive_task' | 'started_at_sec' | 'ended_at_sec'>): ClassTask {
  return {
    groupTaskId: row.id,
    title: row.title,
    taskType: row.task_type,
    kind: kindOf(row.task_type, row.interactive_task),
    startedAtSec: Number(row.started_at_sec),
    endedAtSec: row.ended_at_sec === null ? null : Number(row.ended_at_sec),
  };
}

/** A task of one of the teacher's classes: 404 when there is no such task, 403 when it is another class's. */
export async function teachersTask(db: Queryable, teacherId: string, groupTaskId: string): Promise<TaskRow> {
  const [task] = await db.query<TaskRow>('SELECT * FROM group_tasks WHERE id = $1', [groupTaskId]);
  if (!task) throw notFound('classroom task');
  await assertTeaches(db, teacherId, task.class_id);
  return task;
}

/** Ends the task (ending an ended task changes nothing). */
export async function endTask(db: Queryable, teacherId: string, groupTaskId: string) {
  const task = await teachersTask(db, teacherId, groupTaskId);
  const [row] = await db.query<{ ended_at_sec: number }>('UPDATE group_tasks SET ended_at_sec = COALESCE(ended_at_sec, $2) WHERE id = $1 RETURNING ended_at_sec', [task.id, nowSec()]);
  return { groupTaskId: task.id, classId: task.class_id, endedAtSec: Number(row!.ended_at_sec) };
}

/**
 * Who is in the lesson: every student of the class as joined (polled within the last three polls, sent
 * a result, or joined a group of their own in the collaborative task), submitted (a result the kind
 * counts as handed in), or missing, by name; and the kind's summary of the latest results (a vote's
 * tally). For an exercise, submitted means answered at least one question.
 */
export async function liveView(db: Queryable, teacherId: string, groupTaskId: string, { presence, rosters }: { presence: ClassroomPresence; rosters: ClassRosters }) {
  const task = await teachersTask(db, teacherId, groupTaskId);
  const students = await rosters.get(task.class_id);
  const latest = task.task_type === TaskType.EXERCISE
    ? await db.query<{ student_id: string; body: unknown }>('SELECT DISTINCT student_id, NULL AS body FROM task_answers WHERE group_task_id = $1', [task.id])
    : await db.query<{ student_id: string; body: unknown }>(
      'SELECT DISTINCT ON (student_id) student_id, body FROM task_results WHERE group_task_id = $1 ORDER BY student_id, submitted_at_sec DESC, id DESC',
      [task.id],
    );
  const served = servedOf(task.task_type, task.interactive_task);
  const definition = kindOfTask(taskDefinitions, served);
  // A result is handed in unless its kind says otherwise (a resource pack only opened); any result is joining.
  const submittedIds = new Set(latest.filter((r) => !definition?.isSubmitted || definition.isSubmitted(r.body)).map((r) => r.student_id));
  // A collaborative task's groups. A student who joined a group of their own is in the lesson (issue 32);
  // a teacher-made group holds absent students too, so there only the poll counts (the group screens poll).
  const groups = task.task_type === TaskType.COLLABORATIVE_LEARNING ? await groupsOf(db, task.id) : undefined;
  const grouped = (groups ?? []).filter((group) => group.source === GroupSource.SOURCE_STUDENT_SELF_ORGANIZE).flatMap((group) => Object.keys(group.students));
  // Presence is the class's polling now: it says who is in a running task, not who was in an ended one.
  const polling = task.ended_at_sec === null ? await presence.seenSince(task.class_id) : [];
  const joinedIds = new Set([...polling, ...latest.map((r) => r.student_id), ...grouped]);
  const summary = definition?.summarise ? definition.summarise(definition.parse(served), latest.map((r) => r.body)) : undefined;
  const byName = (ids: (s: { id: string }) => boolean) => students.filter(ids).map((s) => ({ id: s.id, name: s.name }));
  return {
    groupTaskId: task.id,
    classId: task.class_id,
    title: task.title,
    taskType: task.task_type,
    kind: task.task_type === TaskType.EXERCISE ? 'exercise' : (definition?.kind ?? 'unknown'),
    // The task's own part as served: interactiveTask, or a collaborative task's collaborativeLearning.
    ...servedPartOf(task.task_type, task.interactive_task),
    running: task.ended_at_sec === null,
    studentCount: students.length,
    joined: byName((s) => joinedIds.has(s.id)),
    submitted: byName((s) => submittedIds.has(s.id)),
    missing: byName((s) => !joinedIds.has(s.id)),
    ...(summary !== undefined ? { summary } : {}),
    // A collaborative task: its groups with members and roles, for the teacher panel (issue 15).
    ...(groups ? { groups } : {}),
    results: latest.filter((r) => r.body !== null).map((r) => ({ studentId: r.student_id, name: students.find((s) => s.id === r.student_id)?.name ?? '', result: r.body })),
  };
}
